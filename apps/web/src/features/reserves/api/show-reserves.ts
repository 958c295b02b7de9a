import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { showReserves } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reserveKeys } from './keys';

export const MY_RESERVES_PAGE_SIZE = 10;
export type MyReservesScope = 'upcoming' | 'past';

export function myReservesQuery(scope: MyReservesScope, page: number) {
  return queryOptions({
    queryKey: reserveKeys.mine(scope, page),
    queryFn: ({ signal }) =>
      callApi(showReserves, { as: 'Guest', scope, limit: MY_RESERVES_PAGE_SIZE, offset: (page - 1) * MY_RESERVES_PAGE_SIZE }, { signal }),
    // A host's answer changes the list: asked again whenever it is opened.
    staleTime: 0,
  });
}

/** show-reserves as a guest: mypage/reserves, upcoming (soonest first) or past (latest first). */
export function useMyReserves(scope: MyReservesScope, page: number) {
  return useUserQuery({ ...myReservesQuery(scope, page), placeholderData: keepPreviousData });
}
