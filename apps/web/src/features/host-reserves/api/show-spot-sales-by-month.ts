import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { showSpotSalesByMonth } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export function spotSalesByMonthQuery(year: number) {
  return queryOptions({
    queryKey: hostReserveKeys.sales('spot', year),
    queryFn: ({ signal }) => callApi(showSpotSalesByMonth, { year }, { signal }),
  });
}

/** show-spot-sales-by-month: the provider's year by month (returned reservations), with the figures per spot. */
export function useSpotSalesByMonth(year: number) {
  return useUserQuery({ ...spotSalesByMonthQuery(year), placeholderData: keepPreviousData });
}
