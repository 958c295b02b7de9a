import { ContactCategory, ContactState } from '@kurumatabi/contract';

export type ContactTab = ContactState | 'all';

/** The inbox's filters from the URL: `?state=Answered&category=Payment&page=2` (未対応, every category, page 1 by default). */
export function contactInboxFrom(params: URLSearchParams): { tab: ContactTab; category: ContactCategory | undefined; page: number } {
  const state = params.get('state');
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    tab: state === 'all' ? 'all' : (ContactState.values as readonly string[]).includes(state ?? '') ? (state as ContactState) : 'New',
    category: (ContactCategory.values as readonly string[]).includes(category ?? '') ? (category as ContactCategory) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1,
  };
}

export function contactInboxHref(filter: { tab: ContactTab; category: ContactCategory | undefined; page: number }): string {
  const params = new URLSearchParams();
  if (filter.tab !== 'New') params.set('state', filter.tab);
  if (filter.category) params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/operator/contacts?${query}` : '/operator/contacts';
}
