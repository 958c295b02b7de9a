import { useState } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { formatYen } from '@/lib/format-yen';
import { useCancelReserve } from '../../api/cancel-reserve';
import { reserveKeys } from '../../api/keys';
import { reserveMessages as m } from '../../messages';
import { actionErrorMessage, isStale } from './action-errors';

const MAX_REASON = 500;

/**
 * What goes back to the guest's card: a charged card is refunded the total less the fee (the API's
 * refund, issue 33), so the guest reads both numbers before confirming. Null when nothing was charged.
 */
export function refundPreview(reserve: ReserveDetail): number | null {
  const payment = reserve.payment;
  if (!reserve.cancellation || payment?.method !== 'CreditCard' || payment.status !== 'Captured') return null;
  return Math.max(0, reserve.total - reserve.cancellation.fee);
}

/**
 * Cancelling, confirmed in a dialog that says first what it costs (the policy's fee for the guest
 * after approval, nothing otherwise), with an optional reason the other party reads.
 */
export function CancelDialog({ reserve, open, onClose }: { reserve: ReserveDetail; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelReserve();
  const queryClient = useQueryClient();
  const preview = reserve.cancellation;
  const refund = refundPreview(reserve);
  const tooLong = reason.trim().length > MAX_REASON;
  const title = reserve.status === 'Request' && reserve.viewerRole === 'Guest' ? m.actions.withdraw : m.actions.cancelTitle;

  const confirm = () => {
    if (tooLong) return;
    cancel.mutate(
      { reserveId: reserve.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          toast.success(m.actions.canceled);
          onClose();
        },
        onError: (error) => {
          toast.error(actionErrorMessage(error));
          if (isStale(error)) {
            void queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserve.id) });
            onClose();
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} label={title}>
      <h2 className="pr-8 text-xl font-bold text-ink">{title}</h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">{m.actions.cancelLead}</p>
      <div className="mt-5 rounded-(--radius-card) border border-line bg-canvas/50 p-4" data-testid="cancel-fee">
        <p className="text-sm text-ink-soft">{m.actions.cancelFee}</p>
        {preview && preview.fee > 0 ? (
          <p className="mt-1 text-lg font-bold text-warning">{m.actions.cancelFeeValue(formatYen(preview.fee), preview.label)}</p>
        ) : (
          <p className="mt-1 font-bold text-ink">{m.actions.cancelFree}</p>
        )}
        {preview && preview.fee === 0 && <p className="mt-1 text-xs text-ink-muted">{preview.label}</p>}
        {refund !== null && (
          <p
            className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-line pt-3 text-sm"
            data-testid="cancel-refund"
          >
            <span className="text-ink-soft">{m.actions.cancelRefund}</span>
            <span className="tabular font-bold text-ink">{formatYen(refund)}</span>
          </p>
        )}
      </div>
      <TextAreaField
        className="mt-5"
        label={m.actions.reason}
        placeholder={m.actions.reasonPlaceholder}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        error={tooLong ? m.actions.reasonTooLong(MAX_REASON) : undefined}
        data-autofocus
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          {m.actions.keep}
        </Button>
        <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
          {m.actions.confirmCancel}
        </Button>
      </div>
    </Dialog>
  );
}
