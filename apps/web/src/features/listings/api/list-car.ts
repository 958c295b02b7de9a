import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCar, userListCar, type CarSearchInput } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys, useViewer, type CarCardView, type ListingPage, type Viewer } from './keys';

export function carSearchQuery(viewer: Viewer, input: CarSearchInput) {
  return queryOptions({
    queryKey: listingKeys.search('car', viewer, input),
    queryFn: ({ signal }): Promise<ListingPage<CarCardView>> =>
      viewer === 'user' ? callApi(userListCar, input, { signal }) : callApi(listCar, input, { signal }),
  });
}

/** search-rv / search-rental: the page of results, the previous page kept on screen while the next loads. */
export function useCarSearch(input: CarSearchInput) {
  return useQuery({ ...carSearchQuery(useViewer(), input), placeholderData: keepPreviousData });
}
