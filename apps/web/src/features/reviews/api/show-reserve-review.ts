import { queryOptions } from '@tanstack/react-query';
import { showReserveReview } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reviewKeys } from './keys';

export function reserveReviewQuery(reserveId: string) {
  return queryOptions({
    queryKey: reviewKeys.reserve(reserveId),
    queryFn: ({ signal }) => callApi(showReserveReview, { reserveId }, { signal }),
    // The other side may write (and so publish both) at any time: asked again whenever shown.
    staleTime: 0,
  });
}

/** show-reserve-review: the caller's side of a reservation's reviews (may they write, their own, the other's status). */
export function useReserveReview(reserveId: string, enabled = true) {
  return useUserQuery({ ...reserveReviewQuery(reserveId), enabled });
}
