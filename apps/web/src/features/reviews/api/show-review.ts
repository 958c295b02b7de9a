import { queryOptions, useQuery } from '@tanstack/react-query';
import { showReview } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { reviewKeys } from './keys';

export function reviewQuery(reviewId: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(reviewId),
    queryFn: ({ signal }) => callApi(showReview, { reviewId }, { signal }),
  });
}

/** show-review: one published review with the host's answer (404 for anything else). */
export function useReview(reviewId: string, enabled = true) {
  return useQuery({ ...reviewQuery(reviewId), enabled });
}
