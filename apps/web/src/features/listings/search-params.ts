import {
  LISTING_OFFSET_MAX,
  MASTER_ID_MAX_LENGTH,
  MASTER_ID_PATTERN,
  MAX_KEYWORD_WORDS,
  SearchSort,
  type CarSearchInput,
  type SpotSearchInput,
} from '@kurumatabi/contract';
import { Prefecture, Region, type CarServiceType } from '@kurumatabi/contract/enums';
import { contextKeys, parseListingContext, searchPaths, wholeNumberParam as wholeNumber, type SearchTarget } from './listing-links';

/**
 * The search pages keep their filters in the URL (shareable, back-button friendly): this is the one
 * place that reads them (`parseSearch`, forgiving: a value it cannot use is dropped, never an error
 * screen for a hand-edited link) and writes them (`searchHref`, stable order, defaults left out).
 */

export type { SearchTarget } from './listing-links';
export const serviceTypeOf: Record<Exclude<SearchTarget, 'spot'>, CarServiceType> = { rv: 'CarShare', rental: 'RentalCar' };

/** Results per page; pages go no deeper than the API's offset limit (ADR 0015). */
export const PAGE_SIZE = 20;
export const MAX_PAGE = Math.floor(LISTING_OFFSET_MAX / PAGE_SIZE) + 1;
const MAX_KEYWORD_LENGTH = 50;
const MAX_MASTER_IDS = 20;
const MAX_YEN = 10_000_000;

export interface SearchFilters {
  /** A whole region, when no prefecture is chosen. */
  region?: Region;
  prefecture?: Prefecture;
  /** Both or neither; `from` ≤ `to`, not before today, at most MAX_SEARCH_DAYS days. */
  from?: string;
  to?: string;
  people?: number;
  /** Cars only: people who sleep in the car. */
  sleeping?: number;
  priceMin?: number;
  priceMax?: number;
  /** Car kinds (cars) or spot types (spots), any of. */
  kindIds: string[];
  /** Facilities, all of. */
  facilityIds: string[];
  keyword?: string;
  /** Only listings rated at least this (1–5 in half stars); unrated ones are left out. */
  ratingMin?: number;
  sort: SearchSort;
  /** From 1. */
  page: number;
}

export const emptyFilters: SearchFilters = { kindIds: [], facilityIds: [], sort: 'popular', page: 1 };

/** The URL's parameter names, in the order they are written. */
const keys = {
  ...contextKeys,
  region: 'region',
  sleeping: 'sleeping',
  priceMin: 'min',
  priceMax: 'max',
  kinds: { rv: 'kinds', rental: 'kinds', spot: 'types' },
  facilities: 'facilities',
  keyword: 'q',
  ratingMin: 'rating',
  sort: 'sort',
  page: 'page',
} as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A minimum rating of the URL: 1–5 in half stars (`4.5`), else nothing. */
function halfStars(value: string | null): number | undefined {
  if (value === null || !/^[1-5](\.[05])?$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 5 ? n : undefined;
}

function masterIds(value: string | null): string[] {
  if (!value) return [];
  const ids = value.split(',').filter((id) => id.length <= MASTER_ID_MAX_LENGTH && MASTER_ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_MASTER_IDS);
}

function keywordOf(value: string | null): string | undefined {
  const words = (value ?? '').replace(/\s+/gu, ' ').trim().split(' ').slice(0, MAX_KEYWORD_WORDS).join(' ');
  const keyword = words.slice(0, MAX_KEYWORD_LENGTH).trim();
  return keyword === '' ? undefined : keyword;
}

/** The filters of a search page's URL. `today` (Japan time) bounds the dates: the API refuses past ones. */
export function parseSearch(params: URLSearchParams, target: SearchTarget, today: string): SearchFilters {
  const filters: SearchFilters = { ...emptyFilters, kindIds: [], facilityIds: [] };

  const prefecture = oneOf(Prefecture.values, params.get(keys.prefecture));
  const region = oneOf(Region.values, params.get(keys.region));
  if (prefecture) filters.prefecture = prefecture;
  else if (region) filters.region = region;

  Object.assign(filters, parseListingContext(params, today));
  if (target !== 'spot') {
    const sleeping = wholeNumber(params.get(keys.sleeping), 1, 10);
    if (sleeping !== undefined) filters.sleeping = sleeping;
  }

  let priceMin = wholeNumber(params.get(keys.priceMin), 0, MAX_YEN);
  let priceMax = wholeNumber(params.get(keys.priceMax), 0, MAX_YEN);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin !== undefined && priceMin > 0) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;

  filters.kindIds = masterIds(params.get(keys.kinds[target]));
  filters.facilityIds = masterIds(params.get(keys.facilities));

  const keyword = keywordOf(params.get(keys.keyword));
  if (keyword) filters.keyword = keyword;
  const ratingMin = halfStars(params.get(keys.ratingMin));
  if (ratingMin !== undefined) filters.ratingMin = ratingMin;

  filters.sort = oneOf(SearchSort.values, params.get(keys.sort)) ?? 'popular';
  filters.page = wholeNumber(params.get(keys.page), 1, MAX_PAGE) ?? 1;
  return filters;
}

/** The query string of some filters (without `?`; empty for none), in a stable order. */
export function serializeSearch(filters: SearchFilters, target: SearchTarget): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  if (filters.prefecture) set(keys.prefecture, filters.prefecture);
  else set(keys.region, filters.region);
  if (filters.from && filters.to) {
    set(keys.from, filters.from);
    set(keys.to, filters.to);
  }
  set(keys.people, filters.people);
  if (target !== 'spot') set(keys.sleeping, filters.sleeping);
  if (filters.priceMin) set(keys.priceMin, filters.priceMin);
  set(keys.priceMax, filters.priceMax);
  set(keys.kinds[target], filters.kindIds.join(','));
  set(keys.facilities, filters.facilityIds.join(','));
  set(keys.keyword, filters.keyword);
  set(keys.ratingMin, filters.ratingMin);
  if (filters.sort !== 'popular') set(keys.sort, filters.sort);
  if (filters.page > 1) set(keys.page, filters.page);
  // Commas separate ids and are legal in a query: keep them readable (`facilities=ff-heater,sub-battery`).
  return params.toString().replace(/%2C/gi, ',');
}

/** The URL of a search with these filters. */
export function searchHref(target: SearchTarget, filters: SearchFilters): string {
  const query = serializeSearch(filters, target);
  return query ? `${searchPaths[target]}?${query}` : searchPaths[target];
}

/** How many filters narrow the search (sort and page do not): the badge of the phone's 絞り込み button. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    [
      filters.prefecture ?? filters.region,
      filters.from,
      filters.people,
      filters.sleeping,
      filters.priceMin ?? filters.priceMax,
      filters.keyword,
      filters.ratingMin,
    ].filter((value) => value !== undefined).length +
    filters.kindIds.length +
    filters.facilityIds.length
  );
}

function commonInput(filters: SearchFilters) {
  return {
    ...(filters.prefecture ? { prefecture: filters.prefecture } : filters.region ? { region: filters.region } : {}),
    ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
    ...(filters.people !== undefined ? { people: filters.people } : {}),
    ...(filters.priceMin !== undefined ? { priceMin: filters.priceMin } : {}),
    ...(filters.priceMax !== undefined ? { priceMax: filters.priceMax } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.ratingMin !== undefined ? { ratingMin: filters.ratingMin } : {}),
    sort: filters.sort,
    limit: PAGE_SIZE,
    offset: (filters.page - 1) * PAGE_SIZE,
  };
}

/** The body of list-car for a car search page. */
export function carSearchInput(target: Exclude<SearchTarget, 'spot'>, filters: SearchFilters): CarSearchInput {
  return {
    serviceType: serviceTypeOf[target],
    ...commonInput(filters),
    ...(filters.sleeping !== undefined ? { sleeping: filters.sleeping } : {}),
    carKindIds: filters.kindIds,
    facilityIds: filters.facilityIds,
  };
}

/** The body of list-spot for search-spot. */
export function spotSearchInput(filters: SearchFilters): SpotSearchInput {
  return { ...commonInput(filters), spotTypeIds: filters.kindIds, facilityIds: filters.facilityIds };
}

/** The pages a result can be shown on (capped: past the offset limit the filters narrow instead). */
export function totalPages(total: number): number {
  return Math.min(Math.ceil(total / PAGE_SIZE), MAX_PAGE);
}

/** The place filter as one select value: `pref:Nagano`, `region:Chubu`, or '' for 全国. */
export function placeValue(filters: Pick<SearchFilters, 'region' | 'prefecture'>): string {
  if (filters.prefecture) return `pref:${filters.prefecture}`;
  if (filters.region) return `region:${filters.region}`;
  return '';
}

export function placeFromValue(value: string): Pick<SearchFilters, 'region' | 'prefecture'> {
  const [kind, name = null] = value.split(':');
  if (kind === 'pref') {
    const prefecture = oneOf(Prefecture.values, name);
    return prefecture ? { prefecture } : {};
  }
  const region = kind === 'region' ? oneOf(Region.values, name) : undefined;
  return region ? { region } : {};
}
