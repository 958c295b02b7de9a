import { Skeleton } from '@/components/ui/skeleton';

/** A result card's shape while it loads: a 4:3 photo and four lines. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-(--radius-card)" />
      <div className="mt-3 space-y-2 px-0.5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-28" />
      </div>
    </div>
  );
}
