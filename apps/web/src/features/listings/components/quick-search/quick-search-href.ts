/**
 * The search page the compact search opens (issue 32). The compact search sits on the home page's first
 * screen, whose first load carries no contract (ADR 0030): so it writes the searches' parameters itself
 * (`region`, `from`, `to`, `people`, in the order search-params.ts writes them), and the search page reads them
 * with its forgiving reader, which drops what it cannot use. quick-search-href.test.ts holds the two together.
 */
export interface QuickSearchValues {
  target: string;
  region: string;
  from: string;
  to: string;
  people: string;
}

const PATHS: Record<string, string> = { rv: '/search-rv', rental: '/search-rental', spot: '/search-spot' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function quickSearchHref(values: QuickSearchValues): string {
  const params = new URLSearchParams();
  if (values.region) params.set('region', values.region);
  // Both dates or neither, in order (a date input gives YYYY-MM-DD or nothing).
  if (DAY.test(values.from) && DAY.test(values.to) && values.from <= values.to) {
    params.set('from', values.from);
    params.set('to', values.to);
  }
  const people = Number(values.people);
  if (Number.isInteger(people) && people >= 1) params.set('people', String(people));
  const query = params.toString();
  const path = PATHS[values.target] ?? PATHS.rv!;
  return query ? `${path}?${query}` : path;
}
