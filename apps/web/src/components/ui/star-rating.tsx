import { Star } from 'lucide-react';
import { cx } from '@/lib/cx';

export const starRatingMessages = {
  /** The one name screen readers hear: 「5段階中4.3」, with the count when there is one. */
  label: (average: number, count?: number) => `5段階中${average.toFixed(1)}${count === undefined ? '' : `（${count}件）`}`,
  count: (count: number) => `（${count}件）`,
};

const sizes = { sm: 'size-3.5', md: 'size-4.5', lg: 'size-6' } as const;

/** How much of each of the five stars is gold for an average (4.3 → 1, 1, 1, 1, 0.3), each 0–1. */
export function starFills(average: number): number[] {
  const clamped = Math.min(5, Math.max(0, average));
  return [0, 1, 2, 3, 4].map((i) => Math.min(1, Math.max(0, clamped - i)));
}

export interface StarRatingProps {
  /** 0–5, fractions drawn as part of a star. */
  value: number;
  /** The number of reviews behind an average, written after it. */
  count?: number;
  /** Write the value (4.3) beside the stars. */
  showValue?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * A read-only rating: five stars filled to the value (fractions as part of a star), optionally the
 * value and the count. One image for assistive tech, named 「5段階中4.3（12件）」.
 */
export function StarRating({ value, count, showValue = false, size = 'md', className }: StarRatingProps) {
  return (
    <span role="img" aria-label={starRatingMessages.label(value, count)} className={cx('inline-flex items-center gap-1.5', className)}>
      <span aria-hidden="true" className="inline-flex items-center gap-0.5">
        {starFills(value).map((fill, i) => (
          <span key={i} className="relative inline-flex">
            <Star className={cx(sizes[size], 'text-line-strong')} fill="currentColor" strokeWidth={0} />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cx(sizes[size], 'max-w-none text-gold')} fill="currentColor" strokeWidth={0} />
              </span>
            )}
          </span>
        ))}
      </span>
      {(showValue || count !== undefined) && (
        <span aria-hidden="true" className="tabular text-sm">
          {showValue && <span className="font-bold text-ink">{value.toFixed(1)}</span>}
          {count !== undefined && <span className="text-ink-muted">{starRatingMessages.count(count)}</span>}
        </span>
      )}
    </span>
  );
}
