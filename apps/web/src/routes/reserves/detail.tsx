import { cardCheckout } from '@/app/card-checkout';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { OperatorThreadCard, ReserveThreadCard } from '@/features/inquiries';
import { ReserveDetailView } from '@/features/reserves/components/detail/reserve-detail';
import { ReservePageFallback, useReservePageState } from '@/features/reserves/components/reserve-page-state';
import { reserveMessages as m } from '@/features/reserves/messages';
import { GuestRatingCard } from '@/features/reviews/components/guest-rating-card';
import { ReviewPromptCard } from '@/features/reviews/components/review-prompt';
import { useDocumentTitle } from '@/lib/document-title';

/** `/reserves/:reserveId` (spec §2): the reservation's detail for its guest, its host and operators; anyone else gets not-found. */
export function Component() {
  const { reserveId = '' } = useParams();
  const state = useReservePageState(reserveId);
  useDocumentTitle(state.status === 'ready' ? `${m.detail.title}｜${state.reserve.listing.title}` : m.detail.title);
  if (state.status === 'invalidUrl' || state.status === 'notFound') throw new PageError(state.status);
  return (
    <Container className="py-6 sm:py-10">
      {state.status === 'ready' ? (
        <ReserveDetailView
          reserve={state.reserve}
          checkout={state.reserve.viewerRole === 'Guest' ? cardCheckout() : undefined}
          review={
            state.reserve.status === 'Returned' &&
            state.reserve.viewerRole !== 'Operator' && <ReviewPromptCard reserveId={state.reserve.id} />
          }
          guestRating={state.reserve.viewerRole === 'Host' && <GuestRatingCard reserveId={state.reserve.id} />}
          thread={
            state.reserve.viewerRole === 'Operator' ? (
              <OperatorThreadCard reserveId={state.reserve.id} />
            ) : (
              <ReserveThreadCard reserveId={state.reserve.id} viewerRole={state.reserve.viewerRole} title={state.reserve.listing.title} />
            )
          }
        />
      ) : (
        <ReservePageFallback state={state} />
      )}
    </Container>
  );
}
