import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { showCarSalesByMonth } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export function carSalesByMonthQuery(year: number) {
  return queryOptions({
    queryKey: hostReserveKeys.sales('car', year),
    queryFn: ({ signal }) => callApi(showCarSalesByMonth, { year }, { signal }),
  });
}

/** show-car-sales-by-month: the owner's year by month (returned reservations), with the figures per car. */
export function useCarSalesByMonth(year: number) {
  return useUserQuery({ ...carSalesByMonthQuery(year), placeholderData: keepPreviousData });
}
