import { listingAspectsOf, ReviewAspect, type RatingSummary } from '@kurumatabi/contract';
import type { TargetKind } from '@kurumatabi/contract/enums';
import { MessageSquareText } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';
import { cx } from '@/lib/cx';
import { reviewMessages as m } from '../messages';
import { AspectBars } from './aspect-bars';

/** The aspects of a kind with their averages (null where nobody rated one yet), in the contract's order. */
export function aspectRows(targetKind: TargetKind, rating: RatingSummary | null) {
  const averages = new Map(rating?.aspects.map((a) => [a.aspect, a.average]));
  return listingAspectsOf(targetKind).map((aspect) => ({
    key: aspect,
    label: ReviewAspect.labels[aspect],
    average: averages.get(aspect) ?? null,
  }));
}

/** How many reviews gave each number of stars, five first, as bars. */
function StarDistribution({ starCounts, total }: { starCounts: readonly number[]; total: number }) {
  return (
    <ul aria-label={m.summary.distribution} className="space-y-1.5">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = starCounts[stars - 1] ?? 0;
        return (
          <li
            key={stars}
            aria-label={m.summary.starRowLabel(stars, count)}
            className="grid grid-cols-[2.25rem_minmax(0,1fr)_2rem] items-center gap-2 text-xs"
          >
            <span aria-hidden="true" className="text-ink-soft">
              {m.summary.starRow(stars)}
            </span>
            <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-raised">
              <span className="block h-full rounded-full bg-gold/80" style={{ width: `${total > 0 ? (count / total) * 100 : 0}%` }} />
            </span>
            <span aria-hidden="true" className="tabular text-right text-ink-muted">
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

interface RatingSummaryPanelProps {
  targetKind: TargetKind;
  rating: RatingSummary | null;
  starCounts: readonly number[];
  className?: string;
}

/**
 * Above a listing's reviews: the average large with its stars and count, the spread of stars, and
 * each aspect's average. Without a published review, a quiet line says there are none yet.
 */
export function RatingSummaryPanel({ targetKind, rating, starCounts, className }: RatingSummaryPanelProps) {
  if (!rating) {
    return (
      <div className={cx('flex items-center gap-3 rounded-(--radius-card) border border-dashed border-line-strong px-5 py-6', className)}>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-raised text-gold">
          <MessageSquareText className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-bold text-ink">{m.summary.none}</p>
          <p className="text-sm text-ink-soft">{m.summary.noneBody}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={cx('space-y-6 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6', className)}>
      <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-10">
        <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
          <p className="tabular text-5xl leading-none font-bold text-gold" aria-hidden="true">
            {rating.average.toFixed(1)}
          </p>
          <div className="space-y-1">
            <StarRating value={rating.average} size="lg" />
            <p className="text-sm text-ink-soft">{m.reviewCount(rating.count)}</p>
          </div>
        </div>
        <StarDistribution starCounts={starCounts} total={rating.count} />
      </div>
      <div className="border-t border-line/60 pt-5">
        <h3 className="mb-3 text-sm font-bold text-ink-soft">{m.aspectsHeading}</h3>
        <AspectBars aspects={aspectRows(targetKind, rating)} noneLabel={m.noAspect} />
      </div>
    </div>
  );
}
