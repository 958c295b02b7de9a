import { cardCheckout } from '@/app/card-checkout';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { usePaymentMethods } from '@/features/account/api/payment-methods';
import { LicenceRequirement } from '@/features/driver-license';
import { useCarDetail } from '@/features/listings/api/show-car';
import { isListingId } from '@/features/listings/format';
import { CarReserveForm } from '@/features/reserves/components/form/car-reserve-form';
import { NotBookable, ReserveFormSkeleton, ReserveListingFailed } from '@/features/reserves/components/form/reserve-page-states';
import { reserveMessages as m } from '@/features/reserves/messages';
import { parseReserveParams } from '@/features/reserves/reserve-params';
import { todayInTokyo } from '@/lib/calendar-day';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * `/car/:carId/reserve` (sign-in required: the route's loader sends visitors to the sign-in dialog
 * with the way back, dates included). A malformed id is an invalid URL, an unknown car not found.
 */
export function Component() {
  const { carId = '' } = useParams();
  if (!isListingId(carId)) throw new PageError('invalidUrl');
  return <CarReservePage key={carId} carId={carId} />;
}

function CarReservePage({ carId }: { carId: string }) {
  const state = useCarDetail(carId);
  const [params] = useSearchParams();
  const [today] = useState(() => todayInTokyo());
  const paymentMethods = usePaymentMethods();
  useDocumentTitle(state.status === 'ready' ? `${state.data.title}の予約` : m.form.carTitle);
  if (state.status === 'notFound') throw new PageError('notFound');
  const back = { backHref: `/car/${carId}`, backLabel: m.form.backToCar };
  return (
    <Container className="py-6 sm:py-10">
      {state.status === 'loading' ? (
        <ReserveFormSkeleton />
      ) : state.status === 'error' ? (
        <ReserveListingFailed onRetry={state.retry} />
      ) : state.status === 'incomplete' || state.data.isOwner ? (
        <NotBookable reason="own" {...back} />
      ) : state.data.listed === false ? (
        <NotBookable reason="unlisted" {...back} />
      ) : (
        <CarReserveForm
          checkout={cardCheckout()}
          paymentMethods={paymentMethods}
          car={state.data}
          initial={parseReserveParams(params, today)}
          licenceNotice={(endDate) => <LicenceRequirement endDate={endDate} />}
        />
      )}
    </Container>
  );
}
