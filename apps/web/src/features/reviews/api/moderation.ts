import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { acceptReview, listModerationReviews, rejectReview, type ReviewModerationQueue } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reviewKeys, useReviewsChanged } from './keys';

export const MODERATION_PAGE_SIZE = 20;

export function moderationQuery(queue: ReviewModerationQueue, page: number) {
  return queryOptions({
    queryKey: reviewKeys.moderation(queue, page),
    queryFn: ({ signal }) =>
      callApi(listModerationReviews, { queue, limit: MODERATION_PAGE_SIZE, offset: (page - 1) * MODERATION_PAGE_SIZE }, { signal }),
    staleTime: 0,
  });
}

/** list-moderation-reviews (operators): one queue, paged. */
export function useModerationQueue(queue: ReviewModerationQueue, page: number) {
  return useUserQuery({ ...moderationQuery(queue, page), placeholderData: keepPreviousData });
}

/** accept-review (operators): read and kept; it leaves the New and Reported queues. */
export function useAcceptReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: (reviewId: string) => callApi(acceptReview, { reviewId }), onSuccess: changed });
}

/** reject-review (operators): removed with a reason, out of the pages and the averages. */
export function useRejectReview() {
  const changed = useReviewsChanged();
  return useMutation({
    mutationFn: (input: { reviewId: string; reason: string }) => callApi(rejectReview, input),
    onSuccess: changed,
  });
}
