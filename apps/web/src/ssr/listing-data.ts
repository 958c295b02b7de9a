import { listReview, showCar, showReviewSummary, showSpot } from '@kurumatabi/contract';
import { carDetailQuery } from '@/features/listings/api/show-car';
import { spotDetailQuery } from '@/features/listings/api/show-spot';
import { targetKindOf } from '@/features/reviews/api/keys';
import { reviewListQuery } from '@/features/reviews/api/list-review';
import { reviewSummaryQuery } from '@/features/reviews/api/show-review-summary';
import { listingReviewListInput, reviewPageFrom } from '@/features/reviews/review-search';
import type { Fill, ServerData } from './server-data';

/** A car's or a spot's page data, as a visitor's detail hook reads it (its page and its reviews page). */
export function fillListingDetail(fill: Fill, target: 'car' | 'spot', id: string) {
  return target === 'car'
    ? fill(carDetailQuery('public', id), showCar, { carId: id })
    : fill(spotDetailQuery('public', id), showSpot, { spotId: id });
}

/** A listing's page: its detail (the reviews section loads on the client). */
export const listingDetailData =
  (target: 'car' | 'spot', param: string): ServerData =>
  ({ params, fill }) =>
    fillListingDetail(fill, target, params[param]!);

/** A listing's reviews page: its detail, its summary and the page of reviews the URL names. */
export const listingReviewsData =
  (target: 'car' | 'spot', param: string): ServerData =>
  ({ url, params, fill }) => {
    const id = params[param]!;
    const input = listingReviewListInput(targetKindOf(target), id, reviewPageFrom(url.searchParams));
    return Promise.all([
      fillListingDetail(fill, target, id),
      fill(reviewSummaryQuery(target, id), showReviewSummary, { targetKind: targetKindOf(target), listingId: id }),
      fill(reviewListQuery(input), listReview, input),
    ]);
  };
