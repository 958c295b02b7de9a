import { queryOptions } from '@tanstack/react-query';
import { searchInquiries } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { inquiryKeys } from './keys';

/** How often the reservation page asks for its thread's unread count again. */
const POLL_MS = 30_000;

/** The thread of a reservation (search-inquiries by `reserveId`), or null when it has none yet. */
export function reserveThreadQuery(reserveId: string) {
  return queryOptions({
    queryKey: inquiryKeys.ofReserve(reserveId),
    queryFn: async ({ signal }) => (await callApi(searchInquiries, { reserveId, limit: 1 }, { signal })).items[0] ?? null,
    staleTime: 0,
  });
}

export function useReserveThread(reserveId: string) {
  return useUserQuery({ ...reserveThreadQuery(reserveId), refetchInterval: POLL_MS });
}
