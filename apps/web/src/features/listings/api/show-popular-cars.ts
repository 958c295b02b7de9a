import { queryOptions, useQuery } from '@tanstack/react-query';
import { showPopularCars, userShowPopularCars } from '@kurumatabi/contract';
import type { CarServiceType } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';
import { listingKeys, useViewer, type CarCardView, type Viewer } from './keys';

export const POPULAR_LIMIT = 8;

export function popularCarsQuery(viewer: Viewer, serviceType: CarServiceType) {
  const input = { serviceType, limit: POPULAR_LIMIT };
  return queryOptions({
    queryKey: listingKeys.popular('car', viewer, input),
    queryFn: ({ signal }): Promise<{ items: CarCardView[] }> =>
      viewer === 'user' ? callApi(userShowPopularCars, input, { signal }) : callApi(showPopularCars, input, { signal }),
  });
}

/** The home page's row of popular cars of one service type. */
export function usePopularCars(serviceType: CarServiceType) {
  return useQuery(popularCarsQuery(useViewer(), serviceType));
}
