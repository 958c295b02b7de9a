import { queryOptions, useQuery } from '@tanstack/react-query';
import { showActiveSpotBasicFacilities } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The active 設備 (master data, display order): the search filter's choices. Cached for the visit. */
export const activeSpotBasicFacilitiesQuery = queryOptions({
  queryKey: listingKeys.master('spot-basic-facilities'),
  queryFn: ({ signal }) => callApi(showActiveSpotBasicFacilities, {}, { signal }),
  staleTime: Infinity,
});

export function useActiveSpotBasicFacilities() {
  return useQuery(activeSpotBasicFacilitiesQuery);
}
