import { queryOptions } from '@tanstack/react-query';
import { searchReservesByPeriod } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import type { HostKind } from '../messages';
import { hostReserveKeys } from './keys';

export interface HostPeriod {
  from: string;
  to: string;
  statuses: readonly ReserveStatus[];
}

export function hostReservesByPeriodQuery(kind: HostKind, { from, to, statuses }: HostPeriod) {
  const input = {
    as: 'Host' as const,
    targetKind: kind === 'car' ? ('Car' as const) : ('Spot' as const),
    statuses: [...statuses],
    from,
    to,
  };
  return queryOptions({
    queryKey: hostReserveKeys.period(kind, input),
    queryFn: ({ signal }) => callApi(searchReservesByPeriod, input, { signal }),
    staleTime: 0,
  });
}

/** search-reserves-by-period as the host: reservations overlapping [from, to], by start day (at most 62 days). */
export function useHostReservesByPeriod(kind: HostKind, period: HostPeriod) {
  return useUserQuery(hostReservesByPeriodQuery(kind, period));
}
