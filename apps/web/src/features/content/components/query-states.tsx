import type { ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { contentMessages as m } from '../messages';

/** A list's loading state: cards of the same shape as the ones to come. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton className="aspect-[16/9] w-full rounded-(--radius-card)" />
          <Skeleton className="mt-3 h-5 w-24" />
          <SkeletonText lines={2} className="mt-3" />
        </div>
      ))}
    </div>
  );
}

/** A failed load, with a retry. */
export function LoadError({ message, retry }: { message: string; retry: () => void }): ReactNode {
  return (
    <div role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-5 text-sm">
      <p className="flex items-center gap-2 font-bold text-ink">
        <TriangleAlert className="size-4 text-danger" aria-hidden />
        {message}
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={retry} icon={<RefreshCw className="size-4" aria-hidden />}>
        {m.articles.retry}
      </Button>
    </div>
  );
}
