import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFavoriteSpot } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { listingKeys, type ListingPage, type SpotCardView } from './keys';
import { FAVORITES_PAGE_SIZE } from './list-favorite-car';

export function favoriteSpotsQuery(page: number) {
  return queryOptions({
    queryKey: listingKeys.favoritePage('spot', page),
    queryFn: ({ signal }): Promise<ListingPage<SpotCardView>> =>
      callApi(listFavoriteSpot, { limit: FAVORITES_PAGE_SIZE, offset: (page - 1) * FAVORITES_PAGE_SIZE }, { signal }),
  });
}

/** mypage/favorites, スポット tab. */
export function useFavoriteSpots(page: number) {
  return useUserQuery({ ...favoriteSpotsQuery(page), placeholderData: keepPreviousData });
}
