import { Undo2 } from 'lucide-react';
import { useParams } from 'react-router';
import { PageError } from '@/app/error/page-error';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { HandoverForm } from '@/features/reserves/components/handover/handover-form';
import { ReservePageFallback, useReservePageState } from '@/features/reserves/components/reserve-page-state';
import { reserveMessages as m } from '@/features/reserves/messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/reserves/:reserveId/return` (spec §2, the host): the return (check-out), then back to the detail with a toast. */
export function Component() {
  const { reserveId = '' } = useParams();
  const state = useReservePageState(reserveId);
  const target = state.status === 'ready' && state.reserve.targetKind === 'Spot' ? 'spot' : 'car';
  useDocumentTitle(m.handover.returnTitle[target]);
  if (state.status === 'invalidUrl' || state.status === 'notFound') throw new PageError(state.status);
  return (
    <Container width="narrow" className="py-6 sm:py-10">
      {state.status === 'ready' ? (
        <div className="space-y-6">
          <PageHeading
            eyebrow={m.detail.eyebrow}
            icon={<Undo2 className="size-4" aria-hidden />}
            title={m.handover.returnTitle[target]}
            lead={m.handover.lead[target]}
          />
          <HandoverForm reserve={state.reserve} step="return" />
        </div>
      ) : (
        <ReservePageFallback state={state} />
      )}
    </Container>
  );
}
