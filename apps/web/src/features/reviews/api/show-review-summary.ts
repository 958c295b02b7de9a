import { queryOptions, useQuery } from '@tanstack/react-query';
import { showReviewSummary } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { reviewKeys, targetKindOf, type ReviewTarget } from './keys';

export function reviewSummaryQuery(target: ReviewTarget, id: string) {
  return queryOptions({
    queryKey: reviewKeys.summary(target, id),
    queryFn: ({ signal }) => callApi(showReviewSummary, { targetKind: targetKindOf(target), listingId: id }, { signal }),
  });
}

/**
 * show-review-summary: a listing's rating with its aspects and star counts, and its host's rating.
 * The detail page's section, the host's block and the reviews page share this one query.
 */
export function useReviewSummary(target: ReviewTarget, id: string, enabled = true) {
  return useQuery({ ...reviewSummaryQuery(target, id), enabled });
}
