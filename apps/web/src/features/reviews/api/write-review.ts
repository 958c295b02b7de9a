import { useMutation } from '@tanstack/react-query';
import { createReview, createReviewReply, deleteReview, reportReview, updateReview, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useReviewsChanged } from './keys';

/** create-review: the caller's review of a Returned reservation (may publish both sides at once). */
export function useCreateReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: (input: Input<typeof createReview>) => callApi(createReview, input), onSuccess: changed });
}

/** update-review: the caller's own review while Pending. */
export function useUpdateReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: (input: Input<typeof updateReview>) => callApi(updateReview, input), onSuccess: changed });
}

/** delete-review: the caller's own review while Pending (they may write again within the window). */
export function useDeleteReview() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: (reviewId: string) => callApi(deleteReview, { reviewId }), onSuccess: changed });
}

/** create-review-reply: the host's one public answer. */
export function useCreateReviewReply() {
  const changed = useReviewsChanged();
  return useMutation({ mutationFn: (input: Input<typeof createReviewReply>) => callApi(createReviewReply, input), onSuccess: changed });
}

/** report-review: a reader tells the operators about a published review. */
export function useReportReview() {
  return useMutation({ mutationFn: (input: Input<typeof reportReview>) => callApi(reportReview, input) });
}
