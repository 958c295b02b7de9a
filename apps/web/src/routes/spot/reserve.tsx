import { cardCheckout } from '@/app/card-checkout';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { usePaymentMethods } from '@/features/account/api/payment-methods';
import { useSpotDetail } from '@/features/listings/api/show-spot';
import { isListingId } from '@/features/listings/format';
import { NotBookable, ReserveFormSkeleton, ReserveListingFailed } from '@/features/reserves/components/form/reserve-page-states';
import { SpotReserveForm } from '@/features/reserves/components/form/spot-reserve-form';
import { reserveMessages as m } from '@/features/reserves/messages';
import { parseReserveParams } from '@/features/reserves/reserve-params';
import { todayInTokyo } from '@/lib/calendar-day';
import { useDocumentTitle } from '@/lib/document-title';

/** `/spot/:spotId/reserve` (sign-in required, as car/:carId/reserve); the plan, people and dates may come in the address. */
export function Component() {
  const { spotId = '' } = useParams();
  if (!isListingId(spotId)) throw new PageError('invalidUrl');
  return <SpotReservePage key={spotId} spotId={spotId} />;
}

function SpotReservePage({ spotId }: { spotId: string }) {
  const state = useSpotDetail(spotId);
  const [params] = useSearchParams();
  const [today] = useState(() => todayInTokyo());
  const paymentMethods = usePaymentMethods();
  useDocumentTitle(state.status === 'ready' ? `${state.data.title}の予約` : m.form.spotTitle);
  if (state.status === 'notFound') throw new PageError('notFound');
  const back = { backHref: `/spot/${spotId}`, backLabel: m.form.backToSpot };
  return (
    <Container className="py-6 sm:py-10">
      {state.status === 'loading' ? (
        <ReserveFormSkeleton />
      ) : state.status === 'error' ? (
        <ReserveListingFailed onRetry={state.retry} />
      ) : state.status === 'incomplete' || state.data.isOwner ? (
        <NotBookable reason="own" {...back} />
      ) : state.data.listed === false || state.data.plans.length === 0 ? (
        <NotBookable reason="unlisted" {...back} />
      ) : (
        <SpotReserveForm
          spot={state.data}
          initial={parseReserveParams(params, today)}
          checkout={cardCheckout()}
          paymentMethods={paymentMethods}
        />
      )}
    </Container>
  );
}
