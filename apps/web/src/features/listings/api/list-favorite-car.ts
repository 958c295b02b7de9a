import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFavoriteCar } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { listingKeys, type CarCardView, type ListingPage } from './keys';

export const FAVORITES_PAGE_SIZE = 20;

export function favoriteCarsQuery(page: number) {
  return queryOptions({
    queryKey: listingKeys.favoritePage('car', page),
    queryFn: ({ signal }): Promise<ListingPage<CarCardView>> =>
      callApi(listFavoriteCar, { limit: FAVORITES_PAGE_SIZE, offset: (page - 1) * FAVORITES_PAGE_SIZE }, { signal }),
  });
}

/** mypage/favorites, 車両 tab: the latest favourite first, still-listed cars only. */
export function useFavoriteCars(page: number) {
  return useUserQuery({ ...favoriteCarsQuery(page), placeholderData: keepPreviousData });
}
