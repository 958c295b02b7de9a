import type { ReactNode } from 'react';
import type { Review } from '@kurumatabi/contract';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { reviewMessages as m } from '../messages';

/** Review cards while a page of them loads: the shapes of the header, the text and the footer. */
export function ReviewListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label={m.loading} className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="h-4 w-24" />
          </div>
          <SkeletonText lines={3} />
        </div>
      ))}
    </div>
  );
}

/** The cards of a page, dimmed while the next page loads over them. */
export function ReviewCards({
  reviews,
  dimmed,
  render,
  columns = 1,
}: {
  reviews: readonly Review[];
  dimmed: boolean;
  render: (review: Review) => ReactNode;
  /** Two columns on a desktop for the lists of all reviews; one on a listing's narrower pages. */
  columns?: 1 | 2;
}) {
  return (
    <ul className={cx('grid gap-4 transition-opacity duration-150', columns === 2 && 'lg:grid-cols-2', dimmed && 'opacity-60')}>
      {reviews.map((review) => (
        <li key={review.id} className="min-w-0 [&>article]:h-full">
          {render(review)}
        </li>
      ))}
    </ul>
  );
}
