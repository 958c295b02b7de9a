import { queryOptions, useQuery } from '@tanstack/react-query';
import { showActiveSpotTypes } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The active スポットの種類 (master data, display order): the search filter's choices. Cached for the visit. */
export const activeSpotTypesQuery = queryOptions({
  queryKey: listingKeys.master('spot-types'),
  queryFn: ({ signal }) => callApi(showActiveSpotTypes, {}, { signal }),
  staleTime: Infinity,
});

export function useActiveSpotTypes() {
  return useQuery(activeSpotTypesQuery);
}
