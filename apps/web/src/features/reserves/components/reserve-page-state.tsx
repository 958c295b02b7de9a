import type { ReserveDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { useReserve } from '../api/show-reserve';
import { reserveMessages as m } from '../messages';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ReservePageState =
  | { status: 'invalidUrl' }
  | { status: 'notFound' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; reserve: ReserveDetail };

/**
 * The reservation of a `reserves/:reserveId…` page: a malformed id is an invalid URL; one the
 * viewer may not read, or that does not exist (the API never tells which), is not found — the
 * page turns both into the error screen.
 */
export function useReservePageState(reserveId: string): ReservePageState {
  const valid = uuid.test(reserveId);
  const query = useReserve(valid ? reserveId : '00000000-0000-0000-0000-000000000000', valid);
  if (!valid) return { status: 'invalidUrl' };
  if (query.data) return { status: 'ready', reserve: query.data };
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return { status: 'notFound' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

/** While the reservation loads (a skeleton of the page) or when it could not be loaded (a retry). */
export function ReservePageFallback({ state }: { state: Extract<ReservePageState, { status: 'loading' | 'error' }> }) {
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        <p>{m.detail.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={state.retry}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <div role="status" aria-label={m.loading} className="space-y-6">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-14 w-full" />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <SkeletonText lines={6} />
        <Skeleton className="mt-8 h-48 w-full rounded-(--radius-card) lg:mt-0" />
      </div>
    </div>
  );
}
