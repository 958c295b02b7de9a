import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { showCarReserveOverviews, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export type CarOverviewInput = Input<typeof showCarReserveOverviews>;

export function carReserveOverviewsQuery(input: CarOverviewInput) {
  return queryOptions({
    queryKey: hostReserveKeys.overviews('car', input),
    queryFn: ({ signal }) => callApi(showCarReserveOverviews, input, { signal }),
    staleTime: 0,
  });
}

/** show-car-reserve-overviews: the owner's cars with their reservations and closed days in a window. */
export function useCarReserveOverviews(input: CarOverviewInput) {
  return useUserQuery({ ...carReserveOverviewsQuery(input), placeholderData: keepPreviousData });
}
