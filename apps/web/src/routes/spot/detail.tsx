import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { useAskHost } from '@/features/inquiries/components/ask/use-ask-host';
import { useSpotDetail } from '@/features/listings/api/show-spot';
import { SpotDetail } from '@/features/listings/components/detail/spot-detail';
import { isListingId } from '@/features/listings/format';
import { DeferredHostRating, DeferredListingReviews } from '@/features/reviews/components/deferred-reviews';

/** `/spot/:spotId`: a spot's page; a malformed id is an invalid URL, an unknown or unlisted one not found. */
export function Component() {
  const { spotId = '' } = useParams();
  if (!isListingId(spotId)) throw new PageError('invalidUrl');
  return <SpotPage key={spotId} spotId={spotId} />;
}

function SpotPage({ spotId }: { spotId: string }) {
  const state = useSpotDetail(spotId);
  const ask = useAskHost({ target: 'spot', listingId: spotId, title: state.status === 'ready' ? state.data.title : '' });
  if (state.status === 'notFound') throw new PageError('notFound');
  return (
    <Container className="py-6 sm:py-10">
      <SpotDetail
        spotId={spotId}
        state={state}
        askHost={(placement) => ask.button(placement === 'aside' ? { fullWidth: true } : { className: 'w-full sm:w-auto' })}
        reviews={{
          section: <DeferredListingReviews target="spot" id={spotId} />,
          hostRating: <DeferredHostRating target="spot" id={spotId} />,
        }}
      />
      {ask.dialog}
    </Container>
  );
}
