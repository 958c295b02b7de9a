import { queryOptions } from '@tanstack/react-query';
import { showShareContract } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/**
 * show-share-contract: the version in force, whose label the agreement sends back. The key is the
 * one the /share-contract page uses for the same call, so either page warms the other's cache.
 */
export const shareContractQuery = queryOptions({
  queryKey: ['legal', 'ShareContract'],
  queryFn: ({ signal }) => callApi(showShareContract, {}, { signal }),
});
