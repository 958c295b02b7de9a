import { queryOptions } from '@tanstack/react-query';
import { showSpotReserveUnavailableDates } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

/** Today and the 365 days after it (the API's default window): every day the provider may close. */
export function spotUnavailableDatesQuery(spotId: string) {
  return queryOptions({
    queryKey: hostReserveKeys.unavailable('spot', spotId),
    queryFn: ({ signal }) => callApi(showSpotReserveUnavailableDates, { spotId }, { signal }),
    staleTime: 0,
  });
}

/** show-spot-reserve-unavailable-dates: the provider's closed days, the days with bookings and the full days. */
export function useSpotUnavailableDates(spotId: string) {
  return useUserQuery(spotUnavailableDatesQuery(spotId));
}
