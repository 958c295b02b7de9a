import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { useSpotDetail } from '@/features/listings/api/show-spot';
import { isListingId } from '@/features/listings/format';
// Straight from their modules, not the feature's index (its forms are no part of this page's first load, ADR 0030).
import { ListingReviews, ListingReviewsHeader } from '@/features/reviews/components/listing-reviews';
import { reviewMessages as m } from '@/features/reviews/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `spot/:spotId/reviews` (spec §2): the spot's summary and published reviews; its provider answers them here. */
export function Component() {
  const { spotId = '' } = useParams();
  if (!isListingId(spotId)) throw new PageError('invalidUrl');
  return <SpotReviewsPage key={spotId} spotId={spotId} />;
}

function SpotReviewsPage({ spotId }: { spotId: string }) {
  const state = useSpotDetail(spotId);
  const title = state.status === 'ready' ? state.data.title : null;
  useDocumentTitle(title ? m.listing.heading(title) : m.listing.title.Spot);
  if (state.status === 'notFound') throw new PageError('notFound');
  return (
    <Container width="narrow" className="space-y-8 py-6 sm:py-10">
      <ListingReviewsHeader target="spot" id={spotId} title={title} />
      <ListingReviews target="spot" id={spotId} isHost={state.status === 'ready' && (state.data.isOwner ?? false)} />
    </Container>
  );
}
