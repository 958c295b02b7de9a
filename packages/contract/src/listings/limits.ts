/**
 * The listings' limits and the search's sort order, without schemas: a public page reads them
 * (search parameters, date ranges) and must not carry zod for it (ADR 0030). dto.ts re-exports them.
 */

/** A listing has at most this many photos; the first is the cover. */
export const MAX_LISTING_PHOTOS = 20;
/** Search pages: at most this many results per page … */
export const LISTING_PAGE_MAX = 50;
/** … and no deeper than this offset (ADR 0015: the filters narrow instead). */
export const LISTING_OFFSET_MAX = 1000;
/** Totals are counted up to this number; beyond it the answer says `totalIsLowerBound`. */
export const LISTING_COUNT_CAP = 1000;
/** The longest date range a search or a schedule may ask about, in days. */
export const MAX_SEARCH_DAYS = 31;
/** A schedule (calendar of free days) covers at most this many days. */
export const MAX_SCHEDULE_DAYS = 186;

export const SearchSort = {
  values: ['popular', 'priceAsc', 'priceDesc', 'newest', 'rating'] as const,
  labels: { popular: '人気順', priceAsc: '料金の安い順', priceDesc: '料金の高い順', newest: '新着順', rating: '評価の高い順' },
};
export type SearchSort = (typeof SearchSort.values)[number];
