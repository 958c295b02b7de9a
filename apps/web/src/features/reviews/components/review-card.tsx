import { useState, type ReactNode } from 'react';
import { ReviewAspect, type Review } from '@kurumatabi/contract';
import { Prefecture } from '@kurumatabi/contract/enums';
import { ChevronRight, MapPin, MessageSquareReply, UserRound } from 'lucide-react';
import { Link } from '@/components/link';
import { variantUrl } from '@/components/ui/image-variants';
import { StarRating } from '@/components/ui/star-rating';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { reviewMessages as m } from '../messages';
import { ContactsHidden } from './contacts-hidden';

/** Texts longer than this are folded to a few lines in a list, with 続きを読む. */
const FOLD_AT = 180;

export function reviewHref(reviewId: string): string {
  return `/reviews/${reviewId}`;
}

/** 車両・長野県 (the prefecture when the listing had one when reviewed). */
export function listingKindAndPlace(listing: Review['listing']): string {
  return [m.target[listing.targetKind], listing.prefecture && Prefecture.labels[listing.prefecture]].filter(Boolean).join('・');
}

export function listingHref(listing: Review['listing']): string {
  return `/${listing.targetKind === 'Car' ? 'car' : 'spot'}/${listing.id}`;
}

/** The author's initial in a round badge (no profile photos in the product). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('flex size-10 shrink-0 items-center justify-center rounded-full bg-brown/40 font-bold text-ink', className)}
    >
      {name.slice(0, 1) || <UserRound className="size-5" />}
    </span>
  );
}

/** Each aspect's stars of one review, in a compact grid. */
export function AspectScores({ review }: { review: Review }) {
  if (review.aspects.length === 0) return null;
  return (
    <dl className="grid max-w-xl grid-cols-1 gap-x-6 gap-y-1 text-xs min-[420px]:grid-cols-2">
      {review.aspects.map((score) => (
        <div key={score.aspect} className="flex items-center justify-between gap-3">
          <dt className="text-ink-muted">{ReviewAspect.labels[score.aspect]}</dt>
          <dd>
            <StarRating value={score.stars} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The host's public answer under a review. */
export function ReplyBlock({ reply }: { reply: NonNullable<Review['reply']> }) {
  return (
    <div className="rounded-[10px] border-l-2 border-gold/70 bg-raised/60 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 text-xs font-bold text-gold">
        <MessageSquareReply className="size-4" aria-hidden />
        {m.reply.heading(reply.hostName)}
        <span className="tabular font-normal text-ink-soft">{formatDate(reply.repliedAt)}</span>
      </p>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-ink-soft">{reply.text}</p>
      <ContactsHidden shown={reply.masked} />
    </div>
  );
}

interface ReviewCardProps {
  review: Review;
  /** On the lists of all reviews: which car or spot it is about, with a link. */
  showListing?: boolean;
  /** Under the text: the aspects' stars (a listing's own pages). */
  showAspects?: boolean;
  /** Below the review (the host's answer form on their listing's page). */
  footer?: ReactNode;
}

/**
 * One review in a list: who, when they used it, the stars, the text (folded when long), up to four
 * photos, the aspects when asked, the host's answer, and the way to the review's own page.
 */
export function ReviewCard({ review, showListing = false, showAspects = false, footer }: ReviewCardProps) {
  const [open, setOpen] = useState(false);
  const long = review.text.length > FOLD_AT;
  const shownPhotos = review.photos.slice(0, 4);
  const { listing } = review;
  return (
    <article
      aria-label={m.authorLabel(review.author.name)}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-4 sm:p-5"
    >
      {showListing && (
        <Link to={listingHref(listing)} className="group flex items-center gap-3 rounded-[10px] focus-visible:outline-offset-4">
          <span className="block size-12 shrink-0 overflow-hidden rounded-lg bg-raised">
            {listing.cover && (
              <img src={variantUrl(listing.cover.variants, 160)} alt="" loading="lazy" className="size-full object-cover" />
            )}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-bold text-ink group-hover:text-gold-bright">{listing.title}</span>
            <span className="flex items-center gap-1 text-xs text-ink-muted">
              <MapPin className="size-3.5" aria-hidden />
              {listingKindAndPlace(listing)}
            </span>
          </span>
        </Link>
      )}
      <header className="flex items-center gap-3">
        <Avatar name={review.author.name} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-ink">{review.author.name}</p>
          <p className="text-xs text-ink-muted">{m.stayedIn(review.stayedIn)}</p>
        </div>
        <StarRating value={review.overall} showValue />
      </header>
      <p className={cx('leading-relaxed whitespace-pre-line text-ink', long && !open && 'line-clamp-5')}>{review.text}</p>
      <ContactsHidden shown={review.textMasked} />
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          className="self-start text-sm font-bold text-gold hover:text-gold-bright"
        >
          {open ? m.readLess : m.readMore}
        </button>
      )}
      {shownPhotos.length > 0 && (
        <ul className="flex gap-2">
          {shownPhotos.map((photo, index) => (
            <li key={photo.id}>
              <Link to={reviewHref(review.id)} aria-label={m.openPhoto(index + 1)} className="block">
                <img
                  src={variantUrl(photo.variants, 240)}
                  alt={m.photoAlt(review.author.name, index + 1)}
                  loading="lazy"
                  className="size-20 rounded-lg border border-line object-cover sm:size-24"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {showAspects && <AspectScores review={review} />}
      {review.reply && <ReplyBlock reply={review.reply} />}
      {footer}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line/60 pt-3">
        <span className="tabular text-xs text-ink-muted">
          {review.publishedAt ? m.detail.publishedAt(formatDate(review.publishedAt)) : ''}
        </span>
        <Link
          to={reviewHref(review.id)}
          aria-label={m.openReviewOf(review.author.name)}
          className="inline-flex items-center gap-0.5 text-sm font-bold text-ink-soft hover:text-gold-bright"
        >
          {m.openReview}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
