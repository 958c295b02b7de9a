import { useState } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MessageSquareWarning } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { reserveKeys } from '../../api/keys';
import { useConfirmReserveReturn, useDisputeReserveReturn } from '../../api/return-check';
import { reserveMessages } from '../../messages';
import { actionErrorMessage, isStale } from './action-errors';

const m = reserveMessages.returnCheck;
const MAX_REASON = 1000;

/**
 * A Returned reservation's check (ADR 0046): while it applies, the guest confirms the host's return or disputes
 * it with a reason (in a dialog); otherwise where the check stands, with the dispute and the operators' answer.
 * Nothing before the return.
 */
export function ReturnCheckPanel({ reserve }: { reserve: ReserveDetail }) {
  const [disputing, setDisputing] = useState(false);
  const confirm = useConfirmReserveReturn();
  const queryClient = useQueryClient();
  const check = reserve.returnCheck;
  if (!check) return null;
  const open = check.canConfirm || check.canDispute;

  const onConfirm = () =>
    confirm.mutate(reserve.id, {
      onSuccess: () => toast.success(m.confirmed),
      onError: (error) => {
        toast.error(actionErrorMessage(error));
        if (isStale(error)) void queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserve.id) });
      },
    });

  return (
    <section aria-label={m.heading} className="space-y-3 rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 className="text-lg font-bold text-ink">{m.heading}</h2>
      {open && check.until ? (
        <p className="text-sm leading-relaxed text-ink">{m.lead(formatDateTime(check.until))}</p>
      ) : (
        <p className="text-sm text-ink">{m.state[check.state]}</p>
      )}
      {check.disputeReason !== null && (
        <div className="text-sm">
          <p className="font-bold text-ink-soft">{m.disputeReason}</p>
          <p className="whitespace-pre-wrap text-ink">{check.disputeReason}</p>
          {check.disputeReasonMasked && <p className="text-xs text-ink-muted">{m.masked}</p>}
        </div>
      )}
      {check.resolution !== null && (
        <div className="text-sm">
          <p className="font-bold text-ink-soft">{m.resolution}</p>
          <p className="whitespace-pre-wrap text-ink">{check.resolution}</p>
        </div>
      )}
      {open && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {check.canConfirm && (
            <Button onClick={onConfirm} loading={confirm.isPending} icon={<CircleCheck className="size-4" aria-hidden />}>
              {m.confirm}
            </Button>
          )}
          {check.canDispute && (
            <Button
              variant="outline"
              onClick={() => setDisputing(true)}
              disabled={confirm.isPending}
              icon={<MessageSquareWarning className="size-4" aria-hidden />}
            >
              {m.dispute}
            </Button>
          )}
        </div>
      )}
      {disputing && <DisputeDialog reserveId={reserve.id} onClose={() => setDisputing(false)} />}
    </section>
  );
}

/** The reason of a dispute, required, before anything is sent. */
export function DisputeDialog({ reserveId, onClose }: { reserveId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const dispute = useDisputeReserveReturn();
  const queryClient = useQueryClient();
  const trimmed = reason.trim();
  const problem = trimmed.length === 0 ? m.reasonRequired : trimmed.length > MAX_REASON ? m.reasonTooLong(MAX_REASON) : undefined;

  const send = () => {
    setTouched(true);
    if (problem) return;
    dispute.mutate(
      { reserveId, reason: trimmed },
      {
        onSuccess: () => {
          toast.success(m.disputed);
          onClose();
        },
        onError: (error) => {
          toast.error(actionErrorMessage(error));
          if (isStale(error)) {
            void queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserveId) });
            onClose();
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} label={m.disputeTitle}>
      <h2 className="pr-8 text-xl font-bold text-ink">{m.disputeTitle}</h2>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">{m.disputeLead}</p>
      <TextAreaField
        className="mt-5"
        label={m.reason}
        placeholder={m.reasonPlaceholder}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={4}
        error={touched ? problem : undefined}
        data-autofocus
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={dispute.isPending}>
          {m.keep}
        </Button>
        <Button variant="danger" onClick={send} loading={dispute.isPending}>
          {m.send}
        </Button>
      </div>
    </Dialog>
  );
}
