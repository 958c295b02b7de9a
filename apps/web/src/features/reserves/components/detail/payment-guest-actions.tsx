import { useState } from 'react';
import type { ReservePaymentView } from '@kurumatabi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { reserveKeys } from '../../api/keys';
import { useUpdateReservePaymentMethod } from '../../api/update-reserve-payment-method';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';
import { problemText, reserveProblemOf } from '../../reserve-errors';
import type { CardCheckout } from '../payment/card-checkout';
import { PaymentChallenge } from '../payment/payment-challenge';

/** RequiresAction, for the guest: the challenge again (its deadline said), then confirm-reserve-payment. */
export function PaymentActionRequired({
  reserveId,
  payment,
  checkout,
}: {
  reserveId: string;
  payment: ReservePaymentView;
  checkout?: CardCheckout;
}) {
  const [running, setRunning] = useState(false);
  const queryClient = useQueryClient();
  const clientSecret = payment.clientSecret;

  return (
    <div className="space-y-3 rounded-[10px] border border-warning/50 bg-warning/10 px-4 py-3 text-sm leading-relaxed text-ink">
      <p>{pm.panel.actionLead}</p>
      {payment.actionExpiresAt && (
        <p className="tabular font-bold text-warning">{pm.panel.actionDeadline(formatDateTime(payment.actionExpiresAt))}</p>
      )}
      {checkout && clientSecret && (
        <Button onClick={() => setRunning(true)} loading={running} icon={<ShieldCheck className="size-4" aria-hidden />}>
          {pm.panel.completeAction}
        </Button>
      )}
      {running && checkout && clientSecret && (
        <PaymentChallenge
          checkout={checkout}
          reserveId={reserveId}
          clientSecret={clientSecret}
          onConfirmed={() => {
            setRunning(false);
            toast.success(pm.panel.actionDone);
          }}
          onFailed={(error) => {
            setRunning(false);
            const problem = reserveProblemOf(error, m.errors.actionFailed);
            toast.error(problem.kind === 'declined' ? `${pm.errors.challengeFailed}${problem.message}` : problemText(problem));
            // A failed challenge cancelled the request: the page shows it as it now is.
            void queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserveId) });
          }}
          onDismiss={() => setRunning(false)}
        />
      )}
    </div>
  );
}

/** CaptureFailed, for the guest: another card (the processor's form), held by update-reserve-payment-method. */
export function PaymentCardChange({
  reserveId,
  payment,
  checkout,
}: {
  reserveId: string;
  payment: ReservePaymentView;
  checkout?: CardCheckout;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateReservePaymentMethod();
  const CardForm = checkout?.CardForm;

  return (
    <div className="space-y-3 rounded-[10px] border border-danger/50 bg-danger/10 px-4 py-3 text-sm leading-relaxed text-ink">
      <p>{pm.panel.captureFailedGuest}</p>
      {payment.lastError && <p className="text-ink-soft">{pm.panel.lastError(payment.lastError)}</p>}
      {CardForm && !open && (
        <Button variant="outline" onClick={() => setOpen(true)}>
          {pm.panel.changeCard}
        </Button>
      )}
      {CardForm && open && (
        <div className="space-y-3 rounded-(--radius-card) border border-line bg-surface p-4">
          <h3 className="font-bold text-ink">{pm.panel.changeCardHeading}</h3>
          {error && (
            <p role="alert" className="text-danger">
              {error}
            </p>
          )}
          {update.isPending ? (
            <p role="status">{pm.panel.updating}</p>
          ) : (
            <CardForm
              amount={payment.amount}
              onReady={(card) => {
                setError(null);
                update.mutate(
                  { reserveId, paymentToken: card.paymentToken },
                  {
                    onSuccess: () => {
                      setOpen(false);
                      toast.success(pm.panel.cardChanged);
                    },
                    onError: (refusal) => setError(problemText(reserveProblemOf(refusal, m.errors.actionFailed))),
                  },
                );
              }}
            />
          )}
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)} disabled={update.isPending}>
            {pm.panel.cancelChange}
          </Button>
        </div>
      )}
    </div>
  );
}
