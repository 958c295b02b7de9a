import { Star } from 'lucide-react';
import type { ReviewTarget } from '../api/keys';
import { useReviewSummary } from '../api/show-review-summary';
import { reviewMessages as m } from '../messages';

/**
 * The host's rating over all their listings, for the host's block of a detail page (the same
 * summary query as the reviews section: one request). Nothing while it loads or fails.
 */
export function HostRating({ target, id }: { target: ReviewTarget; id: string }) {
  const summary = useReviewSummary(target, id);
  const rating = summary.data?.host.rating;
  if (!summary.data) return null;
  if (!rating) return <p className="text-sm text-ink-muted">{m.hostRating.none}</p>;
  return (
    <p className="tabular flex items-center gap-1.5 text-sm text-ink-soft">
      <Star className="size-4 text-gold" fill="currentColor" aria-hidden />
      {m.hostRating.label(rating.average, rating.count)}
    </p>
  );
}
