import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { inquiryMessages } from '../../messages';
import type { ThreadPageState } from './thread-page-state';

/** While the thread's heading loads (the page's shape) or when it could not be loaded (a retry). */
export function ThreadFallback({ state }: { state: Extract<ThreadPageState, { status: 'loading' | 'error' }> }) {
  if (state.status === 'error') {
    return (
      <div className="py-8">
        <Alert tone="error">
          <p>{inquiryMessages.thread.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={state.retry}>
            {inquiryMessages.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <div role="status" aria-label={inquiryMessages.loading} className="space-y-4 py-6">
      <Skeleton className="h-9 w-32" />
      <div className="flex gap-4">
        <Skeleton className="aspect-[4/3] w-24 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="h-80 w-full rounded-(--radius-card)" />
    </div>
  );
}
