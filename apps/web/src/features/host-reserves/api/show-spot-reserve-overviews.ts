import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { showSpotReserveOverviews, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export type SpotOverviewInput = Input<typeof showSpotReserveOverviews>;

export function spotReserveOverviewsQuery(input: SpotOverviewInput) {
  return queryOptions({
    queryKey: hostReserveKeys.overviews('spot', input),
    queryFn: ({ signal }) => callApi(showSpotReserveOverviews, input, { signal }),
    staleTime: 0,
  });
}

/** show-spot-reserve-overviews: the provider's spots with their reservations, bookings per plan and closed days in a window. */
export function useSpotReserveOverviews(input: SpotOverviewInput) {
  return useUserQuery({ ...spotReserveOverviewsQuery(input), placeholderData: keepPreviousData });
}
