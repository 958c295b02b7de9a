import { MAX_SEARCH_DAYS } from '@kurumatabi/contract';
import type { Prefecture } from '@kurumatabi/contract/enums';
import { daysBetween, isCalendarDay } from '@/lib/calendar-day';

/**
 * What a search hands to the listings it finds, and the links from a listing back to a search: apart from the
 * search's own parameters (`search-params.ts`, which reads its dates and people through this module), so a car or
 * spot page does not carry the search form's rules (ADR 0056).
 */

/** Which search: search-rv (car share), search-rental (rental cars) or search-spot. */
export type SearchTarget = 'rv' | 'rental' | 'spot';

export const searchPaths: Record<SearchTarget, string> = { rv: '/search-rv', rental: '/search-rental', spot: '/search-spot' };

/** The URL's names of the context's parameters (the search's own, too). */
export const contextKeys = { prefecture: 'prefecture', from: 'from', to: 'to', people: 'people' } as const;

/** A whole number of the URL within [min, max], else nothing (a hand-edited link never errors). */
export function wholeNumberParam(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/**
 * What a search hands to the listings it finds (ADR 0035): its dates and people, under the same names
 * (`/car/:id?from=…&to=…&people=…`), then from the listing to its reserve form. Read as the search
 * reads them (a past, malformed or too long range, or people out of range, are dropped).
 */
export interface ListingContext {
  from?: string;
  to?: string;
  people?: number;
}

export function listingContextOf(filters: ListingContext): ListingContext {
  return {
    ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
    ...(filters.people !== undefined ? { people: filters.people } : {}),
  };
}

/** The dates and people of a URL; `today` (Japan time) bounds the dates: the API refuses past ones. */
export function parseListingContext(params: URLSearchParams, today: string): ListingContext {
  const context: ListingContext = {};
  const from = params.get(contextKeys.from);
  const to = params.get(contextKeys.to);
  if (from && to && isCalendarDay(from) && isCalendarDay(to) && from >= today) {
    const days = daysBetween(from, to);
    if (days >= 0 && days < MAX_SEARCH_DAYS) Object.assign(context, { from, to });
  }
  const people = wholeNumberParam(params.get(contextKeys.people), 1, 30);
  if (people !== undefined) context.people = people;
  return context;
}

/** The query string of a context (without `?`; empty when it has nothing): from, to, people. */
export function contextQuery(context: ListingContext): string {
  const params = new URLSearchParams();
  if (context.from && context.to) {
    params.set(contextKeys.from, context.from);
    params.set(contextKeys.to, context.to);
  }
  if (context.people !== undefined) params.set(contextKeys.people, String(context.people));
  return params.toString();
}

/** A path with a context's query (`/car/7?from=…`), or the path alone. */
export function withContext(path: string, context: ListingContext = {}): string {
  const query = contextQuery(context);
  return query ? `${path}?${query}` : path;
}

/** A listing's way back to its search: the whole search, or its prefecture's (what `searchHref` writes for them). */
export function placeSearchHref(target: SearchTarget, prefecture?: Prefecture): string {
  return prefecture ? `${searchPaths[target]}?${contextKeys.prefecture}=${prefecture}` : searchPaths[target];
}
