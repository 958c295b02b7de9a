import { queryOptions, useQuery } from '@tanstack/react-query';
import { showActiveCarKinds } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { listingKeys } from './keys';

/** The active 車両タイプ (master data, display order): the search filter's choices. Cached for the visit. */
export const activeCarKindsQuery = queryOptions({
  queryKey: listingKeys.master('car-kinds'),
  queryFn: ({ signal }) => callApi(showActiveCarKinds, {}, { signal }),
  staleTime: Infinity,
});

export function useActiveCarKinds() {
  return useQuery(activeCarKindsQuery);
}
