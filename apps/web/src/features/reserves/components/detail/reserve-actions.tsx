import { useState } from 'react';
import type { ReserveDetail } from '@kurumatabi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleX, KeyRound, TriangleAlert, Undo2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { useApproveReserveRequest } from '../../api/approve-reserve-request';
import { reserveKeys } from '../../api/keys';
import { reserveMessages as m } from '../../messages';
import { actionErrorMessage, isStale } from './action-errors';
import { CancelDialog } from './cancel-dialog';
import { ReportDialog } from './report-dialog';

/**
 * Only what the viewer may do now (the API's `allowedActions`, from the contract's transition
 * table): approve, decline or cancel (the fee said first, in a dialog), record the handover and the
 * return (their own pages), report an accident or a defect.
 */
export function ReserveActions({ reserve }: { reserve: ReserveDetail }) {
  const [dialog, setDialog] = useState<'cancel' | 'report' | null>(null);
  const approve = useApproveReserveRequest();
  const queryClient = useQueryClient();
  const actions = new Set(reserve.allowedActions);
  const car = reserve.targetKind !== 'Spot';
  const host = reserve.viewerRole === 'Host';

  if (actions.size === 0) return <p className="text-sm text-ink-muted">{m.detail.noActions}</p>;

  const onApprove = () =>
    approve.mutate(reserve.id, {
      onSuccess: () => toast.success(m.actions.approved),
      onError: (error) => {
        toast.error(actionErrorMessage(error));
        if (isStale(error)) void queryClient.invalidateQueries({ queryKey: reserveKeys.detail(reserve.id) });
      },
    });

  const cancelLabel = reserve.status === 'Request' ? (host ? m.actions.decline : m.actions.withdraw) : m.actions.cancel;

  return (
    <div className="space-y-3">
      {actions.has('approve') && (
        <Button fullWidth size="lg" onClick={onApprove} loading={approve.isPending} icon={<Check className="size-5" aria-hidden />}>
          {m.actions.approve}
        </Button>
      )}
      {actions.has('rent') && (
        <LinkButton to={`/reserves/${reserve.id}/rent`} fullWidth size="lg" icon={<KeyRound className="size-5" aria-hidden />}>
          {car ? m.actions.rent : m.actions.rentSpot}
        </LinkButton>
      )}
      {actions.has('return') && (
        <LinkButton to={`/reserves/${reserve.id}/return`} fullWidth size="lg" icon={<Undo2 className="size-5" aria-hidden />}>
          {car ? m.actions.return : m.actions.returnSpot}
        </LinkButton>
      )}
      {actions.has('reportAccident') && (
        <Button fullWidth variant="outline" onClick={() => setDialog('report')} icon={<TriangleAlert className="size-4" aria-hidden />}>
          {m.actions.report}
        </Button>
      )}
      {actions.has('cancel') && (
        <Button fullWidth variant="danger" onClick={() => setDialog('cancel')} icon={<CircleX className="size-4" aria-hidden />}>
          {cancelLabel}
        </Button>
      )}
      {dialog === 'cancel' && <CancelDialog reserve={reserve} open onClose={() => setDialog(null)} />}
      {dialog === 'report' && <ReportDialog reserveId={reserve.id} returnedAt={reserve.returnedAt} open onClose={() => setDialog(null)} />}
    </div>
  );
}
