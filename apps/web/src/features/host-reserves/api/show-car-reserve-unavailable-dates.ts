import { queryOptions } from '@tanstack/react-query';
import { showCarReserveUnavailableDates } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

/** Today and the 365 days after it (the API's default window): every day the owner may close. */
export function carUnavailableDatesQuery(carId: string) {
  return queryOptions({
    queryKey: hostReserveKeys.unavailable('car', carId),
    queryFn: ({ signal }) => callApi(showCarReserveUnavailableDates, { carId }, { signal }),
    // Reservations take days while the owner looks: the calendar is read afresh when opened.
    staleTime: 0,
  });
}

/** show-car-reserve-unavailable-dates: the owner's closed days and the days reservations hold. */
export function useCarUnavailableDates(carId: string) {
  return useUserQuery(carUnavailableDatesQuery(carId));
}
