import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listReview, type Input } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { reviewKeys } from './keys';

export type ReviewListInput = Input<typeof listReview>;

export function reviewListQuery(input: ReviewListInput) {
  return queryOptions({
    queryKey: reviewKeys.list(input),
    queryFn: ({ signal }) => callApi(listReview, input, { signal }),
  });
}

/** list-review: a page of published reviews (newest first), the previous page kept on screen while the next loads. */
export function useReviewList(input: ReviewListInput, enabled = true) {
  return useQuery({ ...reviewListQuery(input), enabled, placeholderData: keepPreviousData });
}
