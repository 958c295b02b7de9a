import { queryOptions } from '@tanstack/react-query';
import { showCarReserveSummaries } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { DASHBOARD_LIST_SIZE, hostReserveKeys } from './keys';

export const carReserveSummariesQuery = queryOptions({
  queryKey: hostReserveKeys.summaries('car'),
  queryFn: ({ signal }) => callApi(showCarReserveSummaries, { limit: DASHBOARD_LIST_SIZE }, { signal }),
  // Requests arrive and deadlines pass: asked again whenever the dashboard is opened.
  staleTime: 0,
});

/** show-car-reserve-summaries: the car owner's dashboard. */
export function useCarReserveSummaries() {
  return useUserQuery({ ...carReserveSummariesQuery });
}
