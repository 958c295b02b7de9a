import { useState } from 'react';
import type { ReserveChangeView, ReserveDetail } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { useAnswerReserveChange } from '../../api/reserve-changes';
import type { CardCheckout } from '../payment/card-checkout';
import { changeErrorText, changeMessages as m } from './change-messages';
import { ChangeSummary } from './change-summary';

/**
 * The reservation's open change as the viewer sees it: who sent it, the dates and the difference, and what the viewer
 * may do (the sender withdraws; the other side accepts or declines, the guest paying a proposal's increase by card).
 */
export function OpenChange({
  reserve,
  change,
  checkout,
  answer,
}: {
  reserve: ReserveDetail;
  change: ReserveChangeView;
  checkout?: CardCheckout;
  /** The panel's, not this one's: an answer ends the open change and this part with it, before its toast. */
  answer: ReturnType<typeof useAnswerReserveChange>;
}) {
  const [paying, setPaying] = useState(false);
  const reader = reserve.viewerRole === 'Host' ? 'Host' : 'Guest';
  const CardForm = checkout?.CardForm;
  // The guest accepting a host's proposal that costs more gives the card for the difference first.
  const needsCard =
    reader === 'Guest' && change.proposedByRole === 'Host' && change.difference > 0 && reserve.paymentMethod === 'CreditCard';

  const onAnswer = (action: 'accept' | 'decline' | 'withdraw', paymentToken?: string) =>
    answer.mutate(
      { action, reserveId: reserve.id, requestedAt: change.requestedAt, ...(paymentToken ? { paymentToken } : {}) },
      {
        onSuccess: () => toast.success(m.answered[action]),
        onError: (e) => {
          setPaying(false);
          toast.error(changeErrorText(e));
        },
      },
    );

  return (
    <div className="space-y-3" data-testid="open-change">
      <p className="text-xs font-bold text-gold">{m.sentBy[change.proposedByRole]}</p>
      <p className="text-sm text-ink">{m.waiting[change.proposedByRole][reader](formatDateTime(change.expiresAt))}</p>
      <p className="tabular font-bold text-ink">
        {m.fromTo(m.period(change.fromStartDate, change.fromEndDate), m.period(change.startDate, change.endDate))}
      </p>
      {change.message && <p className="text-sm whitespace-pre-wrap text-ink-soft">{m.saidWith(change.message)}</p>}
      <ChangeSummary change={change} />
      {answer.isPending && <p role="status">{m.sending}</p>}
      {paying && CardForm && !answer.isPending && (
        <div className="space-y-2">
          <p className="text-sm font-bold text-ink">{m.card}</p>
          <p className="text-sm text-ink-soft">{m.payToAccept}</p>
          <CardForm amount={change.difference} onReady={(card) => onAnswer('accept', card.paymentToken)} />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {change.canAccept && !paying && (
          <Button onClick={() => (needsCard ? setPaying(true) : onAnswer('accept'))} loading={answer.isPending}>
            {m.accept}
          </Button>
        )}
        {change.canDecline && (
          <Button variant="outline" onClick={() => onAnswer('decline')} disabled={answer.isPending}>
            {m.decline}
          </Button>
        )}
        {change.canWithdraw && (
          <Button variant="outline" onClick={() => onAnswer('withdraw')} loading={answer.isPending}>
            {m.withdraw}
          </Button>
        )}
      </div>
    </div>
  );
}
