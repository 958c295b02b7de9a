import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { useCarDetail } from '@/features/listings/api/show-car';
import { isListingId } from '@/features/listings/format';
// Straight from their modules, not the feature's index (its forms are no part of this page's first load, ADR 0030).
import { ListingReviews, ListingReviewsHeader } from '@/features/reviews/components/listing-reviews';
import { reviewMessages as m } from '@/features/reviews/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `car/:carId/reviews` (spec §2): the car's summary and published reviews; its owner answers them here. */
export function Component() {
  const { carId = '' } = useParams();
  if (!isListingId(carId)) throw new PageError('invalidUrl');
  return <CarReviewsPage key={carId} carId={carId} />;
}

function CarReviewsPage({ carId }: { carId: string }) {
  const state = useCarDetail(carId);
  const title = state.status === 'ready' ? state.data.title : null;
  useDocumentTitle(title ? m.listing.heading(title) : m.listing.title.Car);
  if (state.status === 'notFound') throw new PageError('notFound');
  return (
    <Container width="narrow" className="space-y-8 py-6 sm:py-10">
      <ListingReviewsHeader target="car" id={carId} title={title} />
      <ListingReviews target="car" id={carId} isHost={state.status === 'ready' && (state.data.isOwner ?? false)} />
    </Container>
  );
}
