import { queryOptions } from '@tanstack/react-query';
import { showSpotSalesByMonthAndSpotId } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { hostReserveKeys } from './keys';

export function spotSalesOfSpotQuery(spotId: string, year: number) {
  return queryOptions({
    queryKey: hostReserveKeys.listingSales('spot', spotId, year),
    queryFn: ({ signal }) => callApi(showSpotSalesByMonthAndSpotId, { spotId, year }, { signal }),
  });
}

/** show-spot-sales-by-month-and-spot-id: one spot's year by month, for the drill-down. */
export function useSpotSalesOfSpot(spotId: string, year: number) {
  return useUserQuery(spotSalesOfSpotQuery(spotId, year));
}
