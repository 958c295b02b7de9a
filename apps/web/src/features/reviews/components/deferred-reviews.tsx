import { lazyWhenVisible } from '@/lib/lazy-when-visible';
import { ReviewsSectionSkeleton } from './reviews-section-skeleton';

/**
 * A detail page's reviews and its host's rating sit below the fold: their code (the review card,
 * the aspects, the messages) and their requests wait until the reader scrolls near them (ADR 0030).
 */
export const DeferredListingReviews = lazyWhenVisible(
  'listing-reviews',
  () => import('./listing-reviews-section').then((module) => module.ListingReviewsSection),
  { fallback: <ReviewsSectionSkeleton /> },
);

export const DeferredHostRating = lazyWhenVisible('host-rating', () => import('./host-rating').then((module) => module.HostRating), {
  fallback: null,
});
