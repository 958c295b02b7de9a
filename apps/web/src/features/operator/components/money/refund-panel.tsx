import type { StaffPaymentDetail, StaffRefundView } from '@kurumatabi/contract';
import { Check, Undo2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { TextAreaField } from '@/components/ui/textarea';
import { formatYen } from '@/lib/format-yen';
import { useApproveRefund, useCloseRefund, useStaffRefund, type RefundClosing } from '../../api/staff-money';
import { moneyMessages } from '../../money-messages';
import { refusalText } from '../../refusal-text';
import { ApprovalWaiting } from '../approval-waiting';
import { RejectDialog } from '../reject-dialog';

const m = moneyMessages.payment;

/**
 * 返金する: an amount up to what remains and a reason. Above the threshold it becomes a request that
 * another operator approves here. The request key is made once per form, so a retry is the same refund.
 */
export function RefundPanel({ detail, own, me }: { detail: StaffPaymentDetail; own: boolean; me: string | undefined }) {
  const waiting = detail.refunds.find((r) => r.status === 'Requested');
  return (
    <section aria-labelledby="payment-refund" className="space-y-3">
      <h2 id="payment-refund" className="text-lg font-bold">
        {m.refundTitle}
      </h2>
      <Card className="space-y-4 p-4 sm:p-6">
        {own ? (
          <Alert tone="info">{m.own}</Alert>
        ) : waiting ? (
          <ApproveWaiting detail={detail} waiting={waiting} mine={waiting.requestedBy.id === me} />
        ) : detail.refundable === 0 ? (
          <p className="text-sm text-ink-soft">{m.notRefundable}</p>
        ) : (
          <RefundForm detail={detail} />
        )}
      </Card>
    </section>
  );
}

function RefundForm({ detail }: { detail: StaffPaymentDetail }) {
  const refund = useStaffRefund(detail.payment.reserveId);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(amount);
  const needsApproval = value > detail.approvalThreshold;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // mutateAsync, not mutate's callbacks: above the threshold the answer swaps this form for the waiting
    // request, and a callback of an unmounted component would never run (the toast would be lost).
    refund
      .mutateAsync({ amount: value, reason: reason.trim(), requestKey })
      .then(() => {
        toast.success(needsApproval ? m.requested : m.refunded);
        setAmount('');
        setReason('');
        setRequestKey(crypto.randomUUID());
      })
      .catch(() => undefined); // shown by the form's alert
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={m.refundTitle}>
      <p className="tabular text-sm font-bold text-ink">{m.refundable(formatYen(detail.refundable))}</p>
      <p className="text-xs text-ink-muted">{m.threshold(formatYen(detail.approvalThreshold))}</p>
      <TextField
        name="amount"
        label={m.refundAmount}
        type="number"
        inputMode="numeric"
        min={1}
        max={detail.refundable}
        step={1}
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextAreaField
        name="reason"
        label={m.refundReason}
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {refund.isError && <Alert tone="error">{refusalText(refund.error, m.notRefundable)}</Alert>}
      <Button type="submit" loading={refund.isPending} disabled={!Number.isInteger(value) || value < 1 || reason.trim() === ''}>
        {needsApproval ? m.requestSubmit : m.refundSubmit}
      </Button>
    </form>
  );
}

/**
 * The waiting refund: a colleague approves or refuses it (with a reason), its author may take it back. Either
 * closing frees the reservation for a new refund.
 */
function ApproveWaiting({ detail, waiting, mine }: { detail: StaffPaymentDetail; waiting: StaffRefundView; mine: boolean }) {
  const reserveId = detail.payment.reserveId;
  const approve = useApproveRefund(reserveId);
  const closing = useCloseRefund(reserveId);
  const [rejecting, setRejecting] = useState(false);
  const busy = approve.isPending || closing.isPending;
  const close = async (body: RefundClosing, done: string) => {
    try {
      await closing.mutateAsync(body);
      toast.success(done);
      return true;
    } catch {
      return false;
    }
  };
  const failure = approve.error ?? (rejecting ? null : closing.error);
  return (
    <>
      <ApprovalWaiting
        summary={m.waiting(formatYen(waiting.amount), waiting.requestedBy.name)}
        note={mine ? m.ownRequest : null}
        actions={
          mine ? (
            <Button
              variant="outline"
              loading={closing.isPending}
              disabled={busy}
              icon={<Undo2 className="size-4" aria-hidden />}
              onClick={() => void close({ kind: 'withdraw', amount: waiting.amount }, m.withdrawn)}
            >
              {m.withdraw}
            </Button>
          ) : (
            <>
              <Button
                loading={approve.isPending}
                disabled={busy}
                icon={<Check className="size-4" aria-hidden />}
                onClick={() =>
                  approve
                    .mutateAsync(waiting.amount)
                    .then(() => toast.success(m.approved))
                    .catch(() => undefined)
                }
              >
                {m.approve}
              </Button>
              <Button variant="outline" disabled={busy} icon={<X className="size-4" aria-hidden />} onClick={() => setRejecting(true)}>
                {m.reject}
              </Button>
            </>
          )
        }
        error={failure ? refusalText(failure, m.notRefundable) : null}
      />
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await closing.mutateAsync({ kind: 'reject', amount: waiting.amount, reason });
          toast.success(m.rejected);
        }}
        busy={closing.isPending}
        texts={{ heading: m.rejectTitle, lead: m.rejectLead, placeholder: m.rejectPlaceholder, confirm: m.confirmReject }}
        fallback={m.notRefundable}
      />
    </>
  );
}
