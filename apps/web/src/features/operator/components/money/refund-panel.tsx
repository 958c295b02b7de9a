import type { StaffPaymentDetail } from '@kurumatabi/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { TextAreaField } from '@/components/ui/textarea';
import { formatYen } from '@/lib/format';
import { useApproveRefund, useStaffRefund } from '../../api/staff-money';
import { moneyMessages } from '../../money-messages';
import { refusalText } from '../../refusal-text';
import { ApprovalWaiting } from '../approval-waiting';

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
          <ApproveWaiting detail={detail} amount={waiting.amount} requester={waiting.requestedBy} mine={waiting.requestedBy.id === me} />
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
    refund.mutate(
      { amount: value, reason: reason.trim(), requestKey },
      {
        onSuccess: () => {
          toast.success(needsApproval ? m.requested : m.refunded);
          setAmount('');
          setReason('');
          setRequestKey(crypto.randomUUID());
        },
      },
    );
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

function ApproveWaiting({
  detail,
  amount,
  requester,
  mine,
}: {
  detail: StaffPaymentDetail;
  amount: number;
  requester: { name: string };
  mine: boolean;
}) {
  const approve = useApproveRefund(detail.payment.reserveId);
  return (
    <ApprovalWaiting
      summary={m.waiting(formatYen(amount), requester.name)}
      note={mine ? m.ownRequest : null}
      actions={
        !mine && (
          <Button loading={approve.isPending} onClick={() => approve.mutate(amount, { onSuccess: () => toast.success(m.approved) })}>
            {m.approve}
          </Button>
        )
      }
      error={approve.isError ? refusalText(approve.error, m.notRefundable) : null}
    />
  );
}
