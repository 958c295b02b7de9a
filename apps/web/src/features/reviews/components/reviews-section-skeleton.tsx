import { Skeleton } from '@/components/ui/skeleton';

/** The reviews part of a detail page while its data (or, below the fold, its code) loads. */
export function ReviewsSectionSkeleton({ label = '読み込み中' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <Skeleton className="h-48 w-full rounded-(--radius-card)" />
      <Skeleton className="h-32 w-full rounded-(--radius-card)" />
    </div>
  );
}
