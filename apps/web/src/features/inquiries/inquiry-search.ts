/**
 * The lists' filters, kept in the URL so a search survives a reload and can be shared:
 * `?q=電源&who=田中&state=Closed&unread=1&listing=<id>&page=2`.
 */
export type InquiryScope = 'guest' | 'car' | 'spot';

export interface InquirySearch {
  /** Words in the messages. */
  text: string;
  /** Part of the other person's name. */
  counterpart: string;
  state: 'Open' | 'Closed' | undefined;
  unreadOnly: boolean;
  listingId: string | null;
  page: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The contract's limits (search-inquiries): longer words are cut rather than refused. */
const TEXT_MAX = 100;
const NAME_MAX = 50;

export type InquiryTab = 'all' | 'unread' | 'open' | 'closed';

export function inquirySearchFrom(params: URLSearchParams): InquirySearch {
  const page = Number(params.get('page'));
  const state = params.get('state');
  return {
    text: (params.get('q') ?? '').trim().slice(0, TEXT_MAX),
    counterpart: (params.get('who') ?? '').trim().slice(0, NAME_MAX),
    state: state === 'Open' || state === 'Closed' ? state : undefined,
    unreadOnly: params.get('unread') === '1',
    listingId: uuid.test(params.get('listing') ?? '') ? params.get('listing') : null,
    page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1,
  };
}

export function inquirySearchParams(search: InquirySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text) params.set('q', search.text);
  if (search.counterpart) params.set('who', search.counterpart);
  if (search.state) params.set('state', search.state);
  if (search.unreadOnly) params.set('unread', '1');
  if (search.listingId) params.set('listing', search.listingId);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The tab a search shows as chosen. */
export function tabOf(search: InquirySearch): InquiryTab {
  if (search.unreadOnly) return 'unread';
  if (search.state === 'Open') return 'open';
  if (search.state === 'Closed') return 'closed';
  return 'all';
}

/** A tab's search: the words, the name and the listing stay; the page starts again. */
export function withTab(search: InquirySearch, tab: InquiryTab): InquirySearch {
  return {
    ...search,
    unreadOnly: tab === 'unread',
    state: tab === 'open' ? 'Open' : tab === 'closed' ? 'Closed' : undefined,
    page: 1,
  };
}

export function isNarrowed(search: InquirySearch): boolean {
  return search.text !== '' || search.counterpart !== '' || search.listingId !== null || tabOf(search) !== 'all';
}

/** The list a viewer's threads live in: the guest's, or the host's of cars or of spots. */
export function listPathOf(scope: InquiryScope): string {
  return scope === 'guest' ? '/mypage/inquiries' : scope === 'car' ? '/mypage/cars/inquiries' : '/mypage/spots/inquiries';
}
