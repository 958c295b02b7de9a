import { useQueryClient } from '@tanstack/react-query';

export type ReviewTarget = 'car' | 'spot';

/** The contract's kind of a page's target (car → Car). */
export function targetKindOf(target: ReviewTarget): 'Car' | 'Spot' {
  return target === 'car' ? 'Car' : 'Spot';
}

/**
 * The cache keys of reviews, all under `['reviews']`, so that a review's change refreshes every
 * list, summary and state that may show it (`useReviewsChanged`).
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (input: object) => ['reviews', 'list', input] as const,
  detail: (reviewId: string) => ['reviews', 'detail', reviewId] as const,
  summary: (target: ReviewTarget, id: string) => ['reviews', 'summary', target, id] as const,
  reserve: (reserveId: string) => ['reviews', 'reserve', reserveId] as const,
  prompts: (page: number) => ['reviews', 'prompts', page] as const,
  guest: (reserveId: string) => ['reviews', 'guest', reserveId] as const,
  moderation: (queue: string, page: number) => ['reviews', 'moderation', queue, page] as const,
};

/**
 * Other features' caches a published or removed review makes stale: the listings' documents and
 * cards carry the rating (the listings feature's `['listings']` prefix; features do not import each
 * other, so it is named here).
 */
const listingDocuments = ['listings'] as const;

/** After a review was written, edited, deleted, answered or moderated: every review view and every rating is asked again. */
export function useReviewsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...listingDocuments] }),
    ]).then(() => undefined);
}
