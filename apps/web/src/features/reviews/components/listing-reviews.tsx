import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { targetKindOf, type ReviewTarget } from '../api/keys';
import { useReviewList } from '../api/list-review';
import { useReviewSummary } from '../api/show-review-summary';
import { reviewMessages as m } from '../messages';
import { listingReviewListInput, REVIEW_MAX_PAGE, REVIEW_PAGE_SIZE, reviewPageFrom } from '../review-search';
import { RatingSummaryPanel } from './rating-summary';
import { ReplyForm } from './reply-form';
import { ReviewCard } from './review-card';
import { LoadFailed } from './load-failed';
import { ReviewCards, ReviewListSkeleton } from './review-list-states';

/** The top of a listing's reviews page: the way back to the listing and the heading (its title once known). */
export function ListingReviewsHeader({ target, id, title }: { target: ReviewTarget; id: string; title: string | null }) {
  const kind = targetKindOf(target);
  return (
    <div className="space-y-4">
      <LinkButton to={`/${target}/${id}`} variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.listing.back[kind]}
      </LinkButton>
      {title === null ? (
        <Skeleton className="h-10 w-3/4" />
      ) : (
        <PageHeading eyebrow={m.listing.title[kind]} title={m.listing.heading(title)} />
      )}
    </div>
  );
}

/**
 * car/:carId/reviews and spot/:spotId/reviews: the summary (average, spread of stars, aspects),
 * then the published reviews newest first, paged in the URL, with the host's answers; the
 * listing's host gets the answer form under each review not answered yet.
 */
export function ListingReviews({ target, id, isHost }: { target: ReviewTarget; id: string; isHost: boolean }) {
  const [params] = useSearchParams();
  const page = reviewPageFrom(params);
  const summary = useReviewSummary(target, id);
  const list = useReviewList(listingReviewListInput(targetKindOf(target), id, page));
  const total = list.data?.total ?? 0;
  const pages = Math.min(REVIEW_MAX_PAGE, Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)));

  return (
    <div className="space-y-8">
      {summary.data ? (
        <RatingSummaryPanel targetKind={targetKindOf(target)} rating={summary.data.rating} starCounts={summary.data.starCounts} />
      ) : summary.isError ? (
        <LoadFailed message={m.summary.loadFailed} retry={() => void summary.refetch()} />
      ) : (
        <Skeleton className="h-56 w-full rounded-(--radius-card)" />
      )}
      <section aria-label={m.summary.heading} className="space-y-5">
        {list.isError && !list.data ? (
          <LoadFailed message={m.list.loadFailed} retry={() => void list.refetch()} />
        ) : !list.data ? (
          <ReviewListSkeleton />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={<MessageSquareText aria-hidden />} title={m.summary.none} message={m.summary.noneBody} titleAs="h2" />
        ) : (
          <>
            <ReviewCards
              reviews={list.data.items}
              dimmed={list.isPlaceholderData}
              render={(review) => (
                <ReviewCard review={review} showAspects footer={isHost && !review.reply ? <ReplyForm reviewId={review.id} /> : undefined} />
              )}
            />
            <Pagination page={page} totalPages={pages} hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')} className="pt-2" />
          </>
        )}
      </section>
    </div>
  );
}
