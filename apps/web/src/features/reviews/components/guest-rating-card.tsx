import { ReviewAspect } from '@kurumatabi/contract';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useGuestReviews } from '../api/show-guest-reviews';
import { reviewMessages as m } from '../messages';
import { reviewFormMessages } from '../form-messages';
import { AspectBars } from './aspect-bars';
import { Avatar } from './review-card';

/**
 * For the host of a reservation (deciding a request above all): how other hosts rated this guest —
 * the average and count, the guest aspects, and the latest few reviews. A first-time guest is said
 * to have none yet, never shown as a bad rating.
 */
export function GuestRatingCard({ reserveId }: { reserveId: string }) {
  const query = useGuestReviews(reserveId);
  if (query.isError) {
    return (
      <Card className="p-5">
        <p className="text-sm text-ink-muted">{reviewFormMessages.guest.loadFailed}</p>
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card role="status" aria-label={m.loading} className="space-y-3 p-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-6 w-40" />
      </Card>
    );
  }
  const { rating, items, total } = query.data;
  const aspects = rating?.aspects.map((a) => ({ key: a.aspect, label: ReviewAspect.labels[a.aspect], average: a.average })) ?? [];
  return (
    <Card className="space-y-4 p-5">
      <section aria-label={reviewFormMessages.guest.heading} className="space-y-4">
        <div>
          <h2 className="text-sm font-bold text-ink-soft">{reviewFormMessages.guest.heading}</h2>
          <p className="text-xs text-ink-muted">{reviewFormMessages.guest.lead}</p>
        </div>
        {rating ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <StarRating value={rating.average} showValue />
              <span className="text-sm text-ink-soft">{m.reviewCount(rating.count)}</span>
            </div>
            {aspects.length > 0 && <AspectBars aspects={aspects} noneLabel={m.noAspect} columns={1} />}
            {items.length > 0 && (
              <div className="space-y-3 border-t border-line/60 pt-3">
                <h3 className="text-xs font-bold text-ink-soft">{reviewFormMessages.guest.more(total)}</h3>
                <ul className="space-y-3">
                  {items.map((review) => (
                    <li key={review.id} className="space-y-1.5">
                      <div className="flex items-center gap-2">
                        <Avatar name={review.author.name} className="size-7 text-xs" />
                        <span className="min-w-0 flex-1 truncate text-xs font-bold text-ink">{review.author.name}</span>
                        <StarRating value={review.overall} size="sm" />
                      </div>
                      <p className="line-clamp-3 text-xs leading-relaxed text-ink-soft">{review.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-ink-soft">{reviewFormMessages.guest.none}</p>
        )}
      </section>
    </Card>
  );
}
