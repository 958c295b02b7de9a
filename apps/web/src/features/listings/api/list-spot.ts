import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listSpot, userListSpot, type SpotSearchInput } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys, useViewer, type ListingPage, type SpotCardView, type Viewer } from './keys';

export function spotSearchQuery(viewer: Viewer, input: SpotSearchInput) {
  return queryOptions({
    queryKey: listingKeys.search('spot', viewer, input),
    queryFn: ({ signal }): Promise<ListingPage<SpotCardView>> =>
      viewer === 'user' ? callApi(userListSpot, input, { signal }) : callApi(listSpot, input, { signal }),
  });
}

/** search-spot: the page of results, the previous page kept on screen while the next loads. */
export function useSpotSearch(input: SpotSearchInput) {
  return useQuery({ ...spotSearchQuery(useViewer(), input), placeholderData: keepPreviousData });
}
