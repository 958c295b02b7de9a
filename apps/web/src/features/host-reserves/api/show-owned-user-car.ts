import { queryOptions } from '@tanstack/react-query';
import { showOwnedUserCar } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

/** show-owned-user-car: the car's title for the calendar's heading (another owner's car is 404). */
export function useOwnedCarTitle(carId: string) {
  return useUserQuery({
    ...queryOptions({
      queryKey: hostReserveKeys.listing('car', carId),
      queryFn: ({ signal }) => callApi(showOwnedUserCar, { carId }, { signal }),
    }),
    select: (car) => car.title,
  });
}
