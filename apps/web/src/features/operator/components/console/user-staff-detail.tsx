import { StaffAccountAction, type StaffUserDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, CarFront, Search, ShieldBan, ShieldCheck, Tent } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Tag } from '@/components/ui/tag';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useStaffUser, useSuspension } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';
import { refusalText } from '../../refusal-text';
import { ReasonDialog } from '../reason-dialog';
import { staffRequestMessages } from '../../staff-request-messages';
import { AuditEntryList } from './audit-entry-list';
import { LoadFailed, LoadingRows } from './query-states';
import { StaffRequestPanel } from './staff-request-panel';
import { UserRoleTags, UserStatusTag } from './status-tags';

const m = consoleMessages.user;
const c = consoleMessages.common;
const r = staffRequestMessages.request;

/** A user for staff: standing, listings, reservations, staff actions, and 利用停止 / its lifting. */
export function UserStaffDetail({ userId }: { userId: string }) {
  const query = useStaffUser(userId);
  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Alert tone="error">{m.notFound}</Alert>;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingRows rows={3} className="h-36" />;
  return <Detail user={query.data} />;
}

function Detail({ user }: { user: StaffUserDetail }) {
  const counts = [
    { label: m.asGuest, value: user.reservations.asGuest },
    { label: m.asHost, value: user.reservations.asHost },
    { label: m.active, value: user.reservations.active },
  ];
  return (
    <div className="space-y-6">
      <LinkButton to="/operator/users" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {c.backToSearch}
      </LinkButton>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-bold break-words">{user.name}</h2>
          <UserStatusTag status={user.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-ink-muted">{m.email}</dt>
            <dd className="break-all text-ink">{user.email || '—'}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{m.joined}</dt>
            <dd className="tabular text-ink">{formatDate(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{m.roles}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              <UserRoleTags roles={user.roles} none={consoleMessages.users.guestOnly} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{c.copyId}</dt>
            <dd className="font-mono text-xs break-all text-ink-soft">{user.id}</dd>
          </div>
        </dl>
        {user.status === 'Suspended' && user.suspendedAt && (
          <Alert tone="error">
            <p className="font-bold">{m.suspendedSince(formatDateTime(user.suspendedAt))}</p>
            {user.suspensionReason && (
              <p className="mt-1 break-words whitespace-pre-wrap">
                {m.suspensionReason}: {user.suspensionReason}
              </p>
            )}
          </Alert>
        )}
        <StaffRequestPanel user={user} />
        <SuspensionAction user={user} />
      </Card>

      <section aria-labelledby="user-reservations" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="user-reservations" className="text-lg font-bold">
            {m.reservations}
          </h2>
          <LinkButton to={`/operator/reserves?guest=${user.id}`} variant="ghost" size="sm" icon={<Search className="size-4" aria-hidden />}>
            {m.findReserves}
          </LinkButton>
        </div>
        <ul className="grid grid-cols-3 gap-3">
          {counts.map((count) => (
            <li key={count.label} className="rounded-(--radius-card) border border-line bg-surface p-3 text-center sm:p-4">
              <p className="tabular text-2xl font-bold text-gold-bright">{count.value.toLocaleString('ja-JP')}</p>
              <p className="text-xs text-ink-muted">{count.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="user-listings" className="space-y-3">
        <h2 id="user-listings" className="text-lg font-bold">
          {m.listings}
        </h2>
        {user.listings.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noListings}</p>
        ) : (
          <ul className="space-y-2">
            {user.listings.map((listing) => (
              <li key={listing.id} className="flex items-center gap-3 rounded-[10px] border border-line bg-surface px-3 py-2.5 text-sm">
                {listing.kind === 'Car' ? (
                  <CarFront className="size-4 shrink-0 text-brown-light" aria-hidden />
                ) : (
                  <Tent className="size-4 shrink-0 text-brown-light" aria-hidden />
                )}
                <Link
                  to={`/operator/${listing.kind === 'Car' ? 'cars' : 'spots'}/${listing.id}`}
                  className="min-w-0 flex-1 truncate text-ink hover:text-gold"
                >
                  {listing.title}
                </Link>
                <Tag tone={listing.listed ? 'success' : 'neutral'}>{listing.listed ? m.listed : m.notListed}</Tag>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="user-staff-actions" className="space-y-3">
        <h2 id="user-staff-actions" className="text-lg font-bold">
          {c.staffActions}
        </h2>
        {user.staffActions.length === 0 ? (
          <p className="text-sm text-ink-muted">{c.noStaffActions}</p>
        ) : (
          <AuditEntryList entries={user.staffActions} showTarget={false} />
        )}
      </section>
    </div>
  );
}

function SuspensionAction({ user }: { user: StaffUserDetail }) {
  const [open, setOpen] = useState(false);
  const suspension = useSuspension(user.id);
  const me = useSession().user?.id;
  if (user.status === 'Deactivated') return <p className="text-sm text-ink-muted">{m.deactivated}</p>;
  if (me === user.id) return <Alert tone="info">{m.self}</Alert>;
  // A request waits (ADR 0045): its panel decides it; a second one would be refused.
  if (user.staffRequest?.status === 'Requested') return null;
  const suspend = user.status === 'Active';
  // An operator's account: the act is a request that another operator approves.
  const staffTarget = user.roles.includes('Operator');
  const act = StaffAccountAction.labels[suspend ? 'Suspend' : 'Unsuspend'];
  const confirm = async (reason: string) => {
    try {
      await suspension.mutateAsync({ suspend, reason });
      toast.success(staffTarget ? r.requested(act) : suspend ? m.suspended(user.name) : m.unsuspended(user.name));
      setOpen(false);
      return true;
    } catch (error) {
      toast.error(refusalText(error, m.failed));
      return false;
    }
  };
  return (
    <>
      {staffTarget && <p className="text-sm text-ink-soft">{r.operatorTarget}</p>}
      <Button
        variant={suspend ? 'danger' : 'primary'}
        icon={suspend ? <ShieldBan className="size-4" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {suspend ? m.suspend : m.unsuspend}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        busy={suspension.isPending}
        texts={{
          ...c.reasonDialog,
          heading: suspend ? m.suspendTitle : m.unsuspendTitle,
          lead: `${suspend ? m.suspendLead : m.unsuspendLead}${staffTarget ? r.needsSecond : ''}`,
          placeholder: suspend ? m.suspendPlaceholder : m.unsuspendPlaceholder,
          confirm: staffTarget ? r.confirmRequest : suspend ? m.confirmSuspend : m.confirmUnsuspend,
        }}
        tone={suspend ? 'danger' : 'primary'}
      />
    </>
  );
}
