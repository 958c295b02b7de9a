import { listCar, listSpot } from '@kurumatabi/contract';
import { carSearchQuery } from '@/features/listings/api/list-car';
import { spotSearchQuery } from '@/features/listings/api/list-spot';
import { carSearchInput, parseSearch, spotSearchInput, type SearchTarget } from '@/features/listings/search-params';
import { todayInTokyo } from '@/lib/calendar-day';
import type { ServerData } from './server-data';

/** A search's first page of results for the filters in its URL. */
export const searchData =
  (target: SearchTarget): ServerData =>
  ({ url, fill }) => {
    const filters = parseSearch(url.searchParams, target, todayInTokyo());
    if (target === 'spot') {
      const input = spotSearchInput(filters);
      return fill(spotSearchQuery('public', input), listSpot, input);
    }
    const input = carSearchInput(target, filters);
    return fill(carSearchQuery('public', input), listCar, input);
  };
