import type { TargetKind } from '@kurumatabi/contract/enums';
import { Region } from '@kurumatabi/contract/enums';

/** Reviews per page on the review lists. */
export const REVIEW_PAGE_SIZE = 10;
/** The list's offset limit (list-review refuses deeper pages: filters narrow instead). */
const OFFSET_MAX = 1000;
export const REVIEW_MAX_PAGE = Math.floor(OFFSET_MAX / REVIEW_PAGE_SIZE) + 1;

export interface ReviewListFilters {
  targetKind?: TargetKind;
  region?: Region;
  page: number;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= REVIEW_MAX_PAGE ? page : 1;
}

/** `?kind=car&region=Chubu&page=2` → the filters; unknown values are dropped, never sent. */
export function reviewFiltersFrom(params: URLSearchParams): ReviewListFilters {
  const kind = params.get('kind');
  const region = params.get('region');
  return {
    ...(kind === 'car' ? { targetKind: 'Car' as const } : kind === 'spot' ? { targetKind: 'Spot' as const } : {}),
    ...(region && (Region.values as readonly string[]).includes(region) ? { region: region as Region } : {}),
    page: pageOf(params),
  };
}

/** The URL of the list with these filters (page 1 and no filter left out). */
export function reviewListHref(pathname: string, filters: ReviewListFilters): string {
  const params = new URLSearchParams();
  if (filters.targetKind) params.set('kind', filters.targetKind === 'Car' ? 'car' : 'spot');
  if (filters.region) params.set('region', filters.region);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page of a listing's reviews (`?page=3`). */
export function reviewPageFrom(params: URLSearchParams): number {
  return pageOf(params);
}

/** list-review's paging for a page. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: REVIEW_PAGE_SIZE, offset: Math.min(OFFSET_MAX, (page - 1) * REVIEW_PAGE_SIZE) };
}

/** list-review's input for the review list's filters (the screen and the server's prefetch ask the same). */
export function reviewListInput(filters: ReviewListFilters) {
  return {
    ...(filters.targetKind ? { targetKind: filters.targetKind } : {}),
    ...(filters.region ? { region: filters.region } : {}),
    ...pageWindow(filters.page),
  };
}

/** list-review's input for a page of one listing's reviews. */
export function listingReviewListInput(targetKind: TargetKind, listingId: string, page: number) {
  return { targetKind, listingId, ...pageWindow(page) };
}
