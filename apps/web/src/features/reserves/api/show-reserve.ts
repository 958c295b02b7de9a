import { queryOptions } from '@tanstack/react-query';
import { showReserve } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { signedUrlRefreshDelay } from '@/lib/upload-image';
import { useUserQuery } from '@/lib/user-query';
import { reserveKeys } from './keys';

export function reserveQuery(reserveId: string) {
  return queryOptions({
    queryKey: reserveKeys.detail(reserveId),
    queryFn: ({ signal }) => callApi(showReserve, { reserveId }, { signal }),
    // The other party may move it at any time: asked again whenever the page is opened.
    staleTime: 0,
  });
}

/**
 * show-reserve: the reservation as the viewer may see it. The handover and accident photos are
 * private images whose signed URLs expire, so the query is asked again shortly before they do.
 */
export function useReserve(reserveId: string, enabled = true) {
  return useUserQuery({
    ...reserveQuery(reserveId),
    enabled,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      return signedUrlRefreshDelay([...data.handovers.flatMap((h) => h.photos), ...data.accidentReports.flatMap((r) => r.photos)]);
    },
  });
}
