import type { StaffReserveDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, Ban, CalendarDays, MessagesSquare, SquareArrowOutUpRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import { useCancelReserveAsStaff, useStaffReserve } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';
import { refusalText } from '../../refusal-text';
import { ReasonDialog } from '../reason-dialog';
import { AuditEntryList } from './audit-entry-list';
import { LoadFailed, LoadingRows } from './query-states';
import { ReserveStatusTag, UserStatusTag } from './status-tags';

const m = consoleMessages.reserve;
const c = consoleMessages.common;

/** A reservation for staff: what it is, who is on it, its history and staff actions, and 運営として取り消す. */
export function ReserveStaffDetail({ reserveId }: { reserveId: string }) {
  const query = useStaffReserve(reserveId);
  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Alert tone="error">{m.notFound}</Alert>;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingRows rows={3} className="h-40" />;
  return <Detail detail={query.data} />;
}

function Detail({ detail }: { detail: StaffReserveDetail }) {
  const { reserve, guest, host } = detail;
  const me = useSession().user?.id;
  const own = me === guest.id || me === host.id;
  const cancelable = reserve.status === 'Request' || reserve.status === 'Approved';
  return (
    <div className="space-y-6">
      <LinkButton to="/operator/reserves" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {c.backToSearch}
      </LinkButton>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <ReserveStatusTag status={reserve.status} />
          <span className="font-mono text-xs break-all text-ink-muted">{reserve.id}</span>
        </div>
        <div>
          <p className="text-xs text-ink-muted">{m.listing}</p>
          <h2 className="text-xl font-bold break-words">{reserve.listing.title}</h2>
          {reserve.spotPlan && <p className="text-sm text-ink-soft">{reserve.spotPlan.name}</p>}
        </div>
        <p className="tabular flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-brown-light" aria-hidden />
            {consoleMessages.reserves.period(formatDate(reserve.startDate), formatDate(reserve.endDate))}
          </span>
          <span>
            {consoleMessages.reserves.total} <span className="font-bold text-gold">{formatYen(reserve.total)}</span>
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <LinkButton
            to={`/reserves/${reserve.id}`}
            variant="outline"
            size="sm"
            icon={<SquareArrowOutUpRight className="size-4" aria-hidden />}
          >
            {m.openAsParty}
          </LinkButton>
          <LinkButton
            to={`/operator/reserves/${reserve.id}/inquiry`}
            variant="outline"
            size="sm"
            icon={<MessagesSquare className="size-4" aria-hidden />}
          >
            {m.openThread}
          </LinkButton>
        </div>
        <CancelAsStaff reserveId={reserve.id} cancelable={cancelable} own={own} />
      </Card>

      <section aria-labelledby="reserve-parties" className="space-y-3">
        <h2 id="reserve-parties" className="text-lg font-bold">
          {m.parties}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {[
            { role: consoleMessages.reserves.guestLabel, person: guest },
            { role: consoleMessages.reserves.hostLabel, person: host },
          ].map(({ role, person }) => (
            <Card key={role} className="space-y-1 p-4">
              <p className="text-xs font-bold text-ink-muted">{role}</p>
              <p className="flex flex-wrap items-center gap-2">
                <Link to={`/operator/users/${person.id}`} className="font-bold text-ink hover:text-gold">
                  {person.name}
                </Link>
                <UserStatusTag status={person.status} />
              </p>
              <p className="text-sm break-all text-ink-soft">
                <span className="text-ink-muted">{m.email}</span> {person.email || '—'}
              </p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="reserve-history" className="space-y-3">
        <h2 id="reserve-history" className="text-lg font-bold">
          {m.history}
        </h2>
        <ol className="space-y-2 border-l border-line pl-4">
          {reserve.history.map((step, i) => (
            <li key={`${step.at}-${i}`} className="relative text-sm">
              <span className="absolute top-2 -left-[21px] size-2.5 rounded-full bg-brown-light" aria-hidden />
              <p className="flex flex-wrap items-center gap-2">
                <ReserveStatusTag status={step.toStatus} />
                <span className="text-ink-soft">{step.fromStatus ? m.actor[step.actorRole] : m.created}</span>
                <time dateTime={step.at} className="tabular text-xs text-ink-muted">
                  {formatDateTime(step.at)}
                </time>
              </p>
              {step.reason && <p className="mt-1 leading-relaxed break-words whitespace-pre-wrap text-ink">{step.reason}</p>}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reserve-staff-actions" className="space-y-3">
        <h2 id="reserve-staff-actions" className="text-lg font-bold">
          {c.staffActions}
        </h2>
        {detail.staffActions.length === 0 ? (
          <p className="text-sm text-ink-muted">{c.noStaffActions}</p>
        ) : (
          <AuditEntryList entries={detail.staffActions} showTarget={false} />
        )}
      </section>
    </div>
  );
}

function CancelAsStaff({ reserveId, cancelable, own }: { reserveId: string; cancelable: boolean; own: boolean }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelReserveAsStaff(reserveId);
  if (own) return <Alert tone="info">{m.ownRecord}</Alert>;
  if (!cancelable) return <p className="text-sm text-ink-muted">{m.notCancelable}</p>;
  const confirm = async (reason: string) => {
    try {
      await cancel.mutateAsync(reason);
      toast.success(m.canceled);
      setOpen(false);
      return true;
    } catch (error) {
      toast.error(refusalText(error, m.cancelFailed));
      return false;
    }
  };
  return (
    <>
      <Button variant="danger" icon={<Ban className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {m.cancel}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        busy={cancel.isPending}
        texts={{
          ...c.reasonDialog,
          heading: m.cancelTitle,
          lead: m.cancelLead,
          placeholder: m.cancelPlaceholder,
          confirm: m.confirmCancel,
        }}
        tone="danger"
      />
    </>
  );
}
