import type { Review } from '@kurumatabi/contract';
import { ArrowLeft, ExternalLink, MapPin } from 'lucide-react';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { Gallery } from '@/components/ui/gallery';
import { variantUrl } from '@/components/ui/image-variants';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { reviewMessages as m } from '../messages';
import { listingReviewsHref } from './listing-reviews-section';
import { AspectScores, Avatar, listingHref, listingKindAndPlace, ReplyBlock } from './review-card';
import { ReportButton } from './report-button';
import { LoadFailed } from './load-failed';
import { ContactsHidden } from './contacts-hidden';

export type ReviewDetailState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; review: Review };

/** reviews/:reviewId once known (the page turns a 404 into the not-found screen). */
export function ReviewDetailScreen({ state }: { state: ReviewDetailState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={m.loading} className="space-y-6">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-20 w-full rounded-(--radius-card)" />
        <SkeletonText lines={5} />
      </div>
    );
  }
  if (state.status === 'error') return <LoadFailed message={m.detail.loadFailed} retry={state.retry} />;
  const { review } = state;
  const { listing } = review;
  const target = listing.targetKind === 'Car' ? 'car' : 'spot';
  return (
    <div className="space-y-6">
      <LinkButton to="/reviews" variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.detail.backToList}
      </LinkButton>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <article aria-label={m.authorLabel(review.author.name)} className="min-w-0 space-y-5">
          <header className="flex items-center gap-4">
            <Avatar name={review.author.name} className="size-14 text-xl" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-bold text-ink">{m.authorLabel(review.author.name)}</h1>
              <p className="text-sm text-ink-muted">
                {m.stayedIn(review.stayedIn)}
                {review.publishedAt && `・${m.detail.publishedAt(formatDate(review.publishedAt))}`}
              </p>
            </div>
          </header>
          <div className="flex items-center gap-3">
            <span className="text-sm font-bold text-ink-soft">{m.overall}</span>
            <StarRating value={review.overall} size="lg" showValue />
          </div>
          <p className="text-lg leading-loose whitespace-pre-line text-ink">{review.text}</p>
          <ContactsHidden shown={review.textMasked} />
          {review.photos.length > 0 && <Gallery images={review.photos} title={m.authorLabel(review.author.name)} placeholder={target} />}
          {review.aspects.length > 0 && (
            <section className="space-y-3 border-t border-line pt-5">
              <h2 className="text-sm font-bold text-ink-soft">{m.aspectsHeading}</h2>
              <AspectScores review={review} />
            </section>
          )}
          {review.reply && <ReplyBlock reply={review.reply} />}
          <div className="flex justify-end border-t border-line/60 pt-3">
            <ReportButton reviewId={review.id} />
          </div>
        </article>
        <aside className="mt-8 space-y-4 lg:mt-0">
          <Card className="space-y-3 p-5">
            <h2 className="text-sm font-bold text-ink-soft">{m.detail.listing}</h2>
            <Link to={listingHref(listing)} className="group block space-y-2">
              <span className="block aspect-[4/3] overflow-hidden rounded-(--radius-card) bg-raised">
                {listing.cover && (
                  <img src={variantUrl(listing.cover.variants, 640)} alt="" loading="lazy" className="size-full object-cover" />
                )}
              </span>
              <span className="block font-bold text-ink group-hover:text-gold-bright">{listing.title}</span>
              <span className="flex items-center gap-1 text-xs text-ink-muted">
                <MapPin className="size-3.5" aria-hidden />
                {listingKindAndPlace(listing)}
              </span>
            </Link>
            <div className="flex flex-col gap-2 pt-1">
              <LinkButton to={listingHref(listing)} variant="outline" size="sm" icon={<ExternalLink className="size-4" aria-hidden />}>
                {m.detail.openListing[listing.targetKind]}
              </LinkButton>
              <LinkButton to={listingReviewsHref(target, listing.id)} variant="ghost" size="sm">
                {m.detail.moreOfListing}
              </LinkButton>
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
}
