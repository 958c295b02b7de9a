import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchReserves } from '@kurumatabi/contract';
import type { ReserveStatus } from '@kurumatabi/contract/enums';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import type { HostKind } from '../messages';
import { hostReserveKeys } from './keys';

/** How many reservations a page of 予約の管理 shows. */
export const HOST_RESERVES_PAGE_SIZE = 10;

export interface HostReservesFilter {
  statuses: readonly ReserveStatus[];
  page: number;
  pageSize?: number;
}

export function hostReservesQuery(kind: HostKind, { statuses, page, pageSize = HOST_RESERVES_PAGE_SIZE }: HostReservesFilter) {
  const input = {
    as: 'Host' as const,
    targetKind: kind === 'car' ? ('Car' as const) : ('Spot' as const),
    statuses: [...statuses],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
  return queryOptions({
    queryKey: hostReserveKeys.list(kind, input),
    queryFn: ({ signal }) => callApi(searchReserves, input, { signal }),
    // Guests send and withdraw requests at any time: asked again whenever the list is shown.
    staleTime: 0,
  });
}

/** search-reserves as the host: the reservations of the owner's cars (or the provider's spots) in the given states. */
export function useHostReserves(kind: HostKind, filter: HostReservesFilter) {
  return useUserQuery({ ...hostReservesQuery(kind, filter), placeholderData: keepPreviousData });
}
