import { queryOptions } from '@tanstack/react-query';
import { showInquiry } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { inquiryKeys } from './keys';

/** How often an open thread asks for its heading again (a reservation's state, the other side closing it). */
const DETAIL_POLL_MS = 30_000;

export function inquiryQuery(inquiryId: string) {
  return queryOptions({
    queryKey: inquiryKeys.detail(inquiryId),
    queryFn: ({ signal }) => callApi(showInquiry, { inquiryId }, { signal }),
    staleTime: 0,
  });
}

/** show-inquiry: the thread's heading and what the viewer may do, for a participant. */
export function useInquiry(inquiryId: string, enabled = true) {
  return useUserQuery({ ...inquiryQuery(inquiryId), enabled, refetchInterval: DETAIL_POLL_MS });
}
