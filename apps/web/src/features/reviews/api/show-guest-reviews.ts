import { queryOptions } from '@tanstack/react-query';
import { showGuestReviews } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reviewKeys } from './keys';

/** The reviews of a guest a host reads beside a request (the latest few; the average covers all). */
export const GUEST_REVIEWS_SHOWN = 3;

export function guestReviewsQuery(reserveId: string) {
  return queryOptions({
    queryKey: reviewKeys.guest(reserveId),
    queryFn: ({ signal }) => callApi(showGuestReviews, { reserveId, limit: GUEST_REVIEWS_SHOWN, offset: 0 }, { signal }),
  });
}

/** show-guest-reviews: how hosts rated the reservation's guest (for the host deciding the request). */
export function useGuestReviews(reserveId: string, enabled = true) {
  return useUserQuery({ ...guestReviewsQuery(reserveId), enabled });
}
