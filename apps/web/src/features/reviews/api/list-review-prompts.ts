import { queryOptions } from '@tanstack/react-query';
import { listReviewPrompts } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useUserQuery } from '@/lib/user-query';
import { reviewKeys } from './keys';

/** How many open review windows the prompt panel shows at once (the closing soonest first). */
export const REVIEW_PROMPTS_SHOWN = 5;

export function reviewPromptsQuery(page = 1) {
  return queryOptions({
    queryKey: reviewKeys.prompts(page),
    queryFn: ({ signal }) =>
      callApi(listReviewPrompts, { limit: REVIEW_PROMPTS_SHOWN, offset: (page - 1) * REVIEW_PROMPTS_SHOWN }, { signal }),
    staleTime: 0,
  });
}

/** list-review-prompts: the caller's reservations (as guest or host) waiting for their review. */
export function useReviewPrompts(page = 1) {
  return useUserQuery(reviewPromptsQuery(page));
}
