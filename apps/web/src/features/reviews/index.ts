/** What pages use from the reviews feature. */
export { reviewMessages } from './messages';
export { reviewFormMessages } from './form-messages';
export { reviewModerationMessages } from './moderation-messages';
export { useReview } from './api/show-review';
export { useReserveReview } from './api/show-reserve-review';
export { ReviewListScreen } from './components/review-list-screen';
export { ReviewDetailScreen, type ReviewDetailState } from './components/review-detail-screen';
export { ListingReviews, ListingReviewsHeader } from './components/listing-reviews';
export { ListingReviewsSection, listingReviewsHref } from './components/listing-reviews-section';
export { HostRating } from './components/host-rating';
export { ReserveReview } from './components/form/reserve-review';
export { ReviewPromptCard } from './components/review-prompt';
export { ReviewPromptsPanel } from './components/review-prompts-panel';
export { GuestRatingCard } from './components/guest-rating-card';
export { ModerationQueue } from './components/moderation/moderation-queue';
