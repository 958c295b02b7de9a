import { queryOptions } from '@tanstack/react-query';
import { showSpotReserveSummaries } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { DASHBOARD_LIST_SIZE, hostReserveKeys } from './keys';

export const spotReserveSummariesQuery = queryOptions({
  queryKey: hostReserveKeys.summaries('spot'),
  queryFn: ({ signal }) => callApi(showSpotReserveSummaries, { limit: DASHBOARD_LIST_SIZE }, { signal }),
  // Requests arrive and deadlines pass: asked again whenever the dashboard is opened.
  staleTime: 0,
});

/** show-spot-reserve-summaries: the facility provider's dashboard. */
export function useSpotReserveSummaries() {
  return useUserQuery({ ...spotReserveSummariesQuery });
}
