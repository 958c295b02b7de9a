import { ApiError } from '@kurumatabi/contract/client';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { ReserveReview, reviewFormMessages, reviewMessages as m, useReserveReview } from '@/features/reviews';
import { useDocumentTitle } from '@/lib/document-title';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `reserves/:reserveId/review` (spec §2): the guest reviews the car or spot, the host the guest.
 * Only the reservation's two sides: anyone else, like an unknown id, gets not-found.
 */
export function Component() {
  const { reserveId = '' } = useParams();
  if (!uuid.test(reserveId)) throw new PageError('invalidUrl');
  return <ReviewPage key={reserveId} reserveId={reserveId} />;
}

function ReviewPage({ reserveId }: { reserveId: string }) {
  const query = useReserveReview(reserveId);
  const state = query.data;
  useDocumentTitle(
    state ? (state.role === 'Guest' ? reviewFormMessages.form.titleGuest[state.targetKind] : reviewFormMessages.form.titleHost) : m.eyebrow,
  );
  if (query.error instanceof ApiError && query.error.status === 404) throw new PageError('notFound');
  return (
    <Container width="narrow" className="py-6 sm:py-10">
      {state ? (
        <ReserveReview state={state} />
      ) : query.error ? (
        <Alert tone="error">
          <p>{reviewFormMessages.form.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : (
        <div role="status" aria-label={m.loading} className="space-y-6">
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-10 w-3/4" />
          <SkeletonText lines={3} />
          <Skeleton className="h-64 w-full rounded-(--radius-card)" />
        </div>
      )}
    </Container>
  );
}
