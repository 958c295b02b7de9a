import { queryOptions } from '@tanstack/react-query';
import { showCarSalesByMonthAndCarId } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export function carSalesOfCarQuery(carId: string, year: number) {
  return queryOptions({
    queryKey: hostReserveKeys.listingSales('car', carId, year),
    queryFn: ({ signal }) => callApi(showCarSalesByMonthAndCarId, { carId, year }, { signal }),
  });
}

/** show-car-sales-by-month-and-car-id: one car's year by month, for the drill-down. */
export function useCarSalesOfCar(carId: string, year: number) {
  return useUserQuery(carSalesOfCarQuery(carId, year));
}
