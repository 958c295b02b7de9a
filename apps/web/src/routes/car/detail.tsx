import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { LicenceRequirement } from '@/features/driver-license/components/licence-requirement';
import { useAskHost } from '@/features/inquiries/components/ask/use-ask-host';
import { useCarDetail } from '@/features/listings/api/show-car';
import { CarDetail } from '@/features/listings/components/detail/car-detail';
import { isListingId } from '@/features/listings/format';
import { DeferredHostRating, DeferredListingReviews } from '@/features/reviews/components/deferred-reviews';

/** `/car/:carId`: a car's page; a malformed id is an invalid URL, an unknown or unlisted one not found. */
export function Component() {
  const { carId = '' } = useParams();
  if (!isListingId(carId)) throw new PageError('invalidUrl');
  return <CarPage key={carId} carId={carId} />;
}

function CarPage({ carId }: { carId: string }) {
  const state = useCarDetail(carId);
  const ask = useAskHost({ target: 'car', listingId: carId, title: state.status === 'ready' ? state.data.title : '' });
  if (state.status === 'notFound') throw new PageError('notFound');
  return (
    <Container className="py-6 sm:py-10">
      <CarDetail
        carId={carId}
        state={state}
        askHost={(placement) => ask.button(placement === 'aside' ? { fullWidth: true } : { className: 'w-full sm:w-auto' })}
        licenceNotice={(endDate) => <LicenceRequirement endDate={endDate} />}
        reviews={{
          section: <DeferredListingReviews target="car" id={carId} />,
          hostRating: <DeferredHostRating target="car" id={carId} />,
        }}
      />
      {ask.dialog}
    </Container>
  );
}
