import { queryOptions, useQuery } from '@tanstack/react-query';
import { showPopularSpots, userShowPopularSpots } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys, useViewer, type SpotCardView, type Viewer } from './keys';
import { POPULAR_LIMIT } from './show-popular-cars';

export function popularSpotsQuery(viewer: Viewer) {
  const input = { limit: POPULAR_LIMIT };
  return queryOptions({
    queryKey: listingKeys.popular('spot', viewer, input),
    queryFn: ({ signal }): Promise<{ items: SpotCardView[] }> =>
      viewer === 'user' ? callApi(userShowPopularSpots, input, { signal }) : callApi(showPopularSpots, input, { signal }),
  });
}

/** The home page's row of popular spots. */
export function usePopularSpots() {
  return useQuery(popularSpotsQuery(useViewer()));
}
