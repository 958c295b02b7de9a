import { ChevronRight } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { targetKindOf, type ReviewTarget } from '../api/keys';
import { useReviewList } from '../api/list-review';
import { useReviewSummary } from '../api/show-review-summary';
import { reviewMessages as m } from '../messages';
import { RatingSummaryPanel } from './rating-summary';
import { ReviewsSectionSkeleton } from './reviews-section-skeleton';
import { ReviewCard } from './review-card';
import { LoadFailed } from './load-failed';
import { ReviewCards } from './review-list-states';

/** The latest reviews a detail page shows before the link to all of them. */
const LATEST = 3;

export function listingReviewsHref(target: ReviewTarget, id: string): string {
  return `/${target}/${id}/reviews`;
}

/**
 * The reviews part of car/:carId and spot/:spotId: the summary with the aspects, the three latest
 * reviews with the host's answers, and the way to all of them.
 */
export function ListingReviewsSection({ target, id }: { target: ReviewTarget; id: string }) {
  const summary = useReviewSummary(target, id);
  const latest = useReviewList({ targetKind: targetKindOf(target), listingId: id, limit: LATEST, offset: 0 });
  if (summary.isError || latest.isError) {
    return (
      <LoadFailed
        message={m.summary.loadFailed}
        retry={() => {
          void summary.refetch();
          void latest.refetch();
        }}
      />
    );
  }
  if (!summary.data || !latest.data) return <ReviewsSectionSkeleton label={m.loading} />;
  const { rating, starCounts } = summary.data;
  return (
    <div className="space-y-5">
      <RatingSummaryPanel targetKind={targetKindOf(target)} rating={rating} starCounts={starCounts} />
      {latest.data.items.length > 0 && (
        <>
          <h3 className="text-base font-bold text-ink">{m.summary.latest}</h3>
          <ReviewCards reviews={latest.data.items} dimmed={false} render={(review) => <ReviewCard review={review} />} />
        </>
      )}
      {rating && (
        <LinkButton
          to={listingReviewsHref(target, id)}
          variant="outline"
          className="w-full sm:w-auto"
          icon={<ChevronRight className="size-4" aria-hidden />}
        >
          {m.summary.seeAll(rating.count)}
        </LinkButton>
      )}
    </div>
  );
}
