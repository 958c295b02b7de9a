import { ApiError } from '@kurumatabi/contract/client';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
// Straight from their modules, not the feature's index (its forms are no part of this page's first load, ADR 0030).
import { useReview } from '@/features/reviews/api/show-review';
import { ReviewDetailScreen, type ReviewDetailState } from '@/features/reviews/components/review-detail-screen';
import { reviewMessages as m } from '@/features/reviews/messages';
import { useDocumentTitle } from '@/lib/document-title';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `reviews/:reviewId` (spec §2): one published review; a malformed id is an invalid URL, anything not published not found. */
export function Component() {
  const { reviewId = '' } = useParams();
  if (!uuid.test(reviewId)) throw new PageError('invalidUrl');
  return <ReviewPage key={reviewId} reviewId={reviewId} />;
}

function ReviewPage({ reviewId }: { reviewId: string }) {
  const query = useReview(reviewId);
  useDocumentTitle(query.data ? `${m.detail.title}｜${query.data.listing.title}` : m.detail.title);
  if (query.error instanceof ApiError && query.error.status === 404) throw new PageError('notFound');
  const state: ReviewDetailState = query.data
    ? { status: 'ready', review: query.data }
    : query.error
      ? { status: 'error', retry: () => void query.refetch() }
      : { status: 'loading' };
  return (
    <Container className="py-6 sm:py-10">
      <ReviewDetailScreen state={state} />
    </Container>
  );
}
