import { StaffAccountAction, StaffActionRequestStatus, type StaffActionRequest, type StaffUserDetail } from '@kurumatabi/contract';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Tag, type TagTone } from '@/components/ui/tag';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useStaffActionDecision, type StaffActionDecision } from '../../api/staff-action-requests';
import { refusalText } from '../../refusal-text';
import { staffRequestMessages } from '../../staff-request-messages';
import { ApprovalWaiting } from '../approval-waiting';
import { RejectDialog } from '../reject-dialog';

const m = staffRequestMessages.request;

const statusTones: Record<StaffActionRequest['status'], TagTone> = {
  Requested: 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Withdrawn: 'neutral',
  Expired: 'neutral',
};

export function StaffRequestStatusTag({ status }: { status: StaffActionRequest['status'] }) {
  return <Tag tone={statusTones[status]}>{StaffActionRequestStatus.labels[status]}</Tag>;
}

/** The request's who, what, why and when, as the user's page and the waiting list both show it. */
export function StaffRequestFacts({ request }: { request: StaffActionRequest }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="break-words whitespace-pre-wrap text-ink">
        <span className="mr-2 text-xs text-ink-muted">{m.reason}</span>
        {request.reason}
      </p>
      <p className="tabular flex flex-wrap gap-x-4 text-xs text-ink-soft">
        <span>{m.requestedAt(formatDateTime(request.requestedAt))}</span>
        {request.status === 'Requested' && <span>{m.expiresAt(formatDateTime(request.expiresAt))}</span>}
        {request.decidedBy && <span>{m.decidedBy(request.decidedBy.name)}</span>}
        {request.decidedAt && request.status !== 'Expired' && <span>{m.decidedAt(formatDateTime(request.decidedAt))}</span>}
      </p>
      {request.decisionReason && (
        <p className="break-words whitespace-pre-wrap text-ink">
          <span className="mr-2 text-xs text-ink-muted">{m.decisionReason}</span>
          {request.decisionReason}
        </p>
      )}
    </div>
  );
}

/**
 * On an operator's page (ADR 0045): the latest staff act that needs a second operator and its state; while it
 * waits, a colleague approves or rejects it and its author may withdraw it. The target sees it and cannot decide.
 */
export function StaffRequestPanel({ user }: { user: StaffUserDetail }) {
  const request = user.staffRequest;
  if (!request) return null;
  const action = StaffAccountAction.labels[request.action];
  return (
    <section aria-labelledby="user-staff-request" className="space-y-3 rounded-(--radius-card) border border-line bg-raised p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="user-staff-request" className="font-bold">
          {m.heading}
        </h3>
        <StaffRequestStatusTag status={request.status} />
      </div>
      {request.status === 'Requested' ? (
        <WaitingRequest user={user} request={request} action={action} />
      ) : (
        <p className="text-sm text-ink-soft">{m.summary(action, request.requestedBy.name)}</p>
      )}
      <StaffRequestFacts request={request} />
    </section>
  );
}

function WaitingRequest({ user, request, action }: { user: StaffUserDetail; request: StaffActionRequest; action: string }) {
  const me = useSession().user?.id;
  const decision = useStaffActionDecision(user.id);
  const [rejecting, setRejecting] = useState(false);
  const mine = me === request.requestedBy.id;
  const ownAccount = me === user.id;
  const send = async (body: StaffActionDecision, done: string) => {
    try {
      await decision.mutateAsync(body);
      toast.success(done);
      return true;
    } catch {
      return false;
    }
  };
  const busy = decision.isPending;
  return (
    <>
      <ApprovalWaiting
        summary={m.summary(action, request.requestedBy.name)}
        note={ownAccount ? m.ownAccount : mine ? m.mine : null}
        actions={
          ownAccount ? null : mine ? (
            <Button
              variant="outline"
              loading={busy}
              icon={<Undo2 className="size-4" aria-hidden />}
              onClick={() => void send({ kind: 'withdraw', action: request.action }, m.withdrawn)}
            >
              {m.withdraw}
            </Button>
          ) : (
            <>
              <Button
                loading={busy && decision.variables?.kind === 'approve'}
                disabled={busy}
                icon={<Check className="size-4" aria-hidden />}
                onClick={() => void send({ kind: 'approve', action: request.action }, m.approved(action))}
              >
                {m.approve}
              </Button>
              <Button variant="outline" disabled={busy} icon={<X className="size-4" aria-hidden />} onClick={() => setRejecting(true)}>
                {m.reject}
              </Button>
            </>
          )
        }
        error={decision.isError && !rejecting ? refusalText(decision.error, m.failed) : null}
      />
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await decision.mutateAsync({ kind: 'reject', action: request.action, reason });
          toast.success(m.rejected);
        }}
        busy={busy}
        texts={{ heading: m.rejectTitle, lead: m.rejectLead, placeholder: m.rejectPlaceholder, confirm: m.confirmReject }}
        fallback={m.failed}
      />
    </>
  );
}
