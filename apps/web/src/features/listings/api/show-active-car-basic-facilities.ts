import { queryOptions, useQuery } from '@tanstack/react-query';
import { showActiveCarBasicFacilities } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The active 装備 (master data, display order): the search filter's choices. Cached for the visit. */
export const activeCarBasicFacilitiesQuery = queryOptions({
  queryKey: listingKeys.master('car-basic-facilities'),
  queryFn: ({ signal }) => callApi(showActiveCarBasicFacilities, {}, { signal }),
  staleTime: Infinity,
});

export function useActiveCarBasicFacilities() {
  return useQuery(activeCarBasicFacilitiesQuery);
}
