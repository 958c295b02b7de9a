import { Skeleton } from '@/components/ui/skeleton';

/** The free-days calendar while its data (or, below the fold, its code) loads: one month on a phone, two from md. */
export function CalendarSkeleton({ label = '読み込み中' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 md:grid-cols-2">
      <Skeleton className="h-72 w-full" />
      <Skeleton className="hidden h-72 w-full md:block" />
    </div>
  );
}
