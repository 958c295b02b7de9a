import type { ReactNode } from 'react';
import { CalendarDays, ChevronRight, Clock, UserRound } from 'lucide-react';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Tag } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { hostReserveMessages as m } from '../messages';
import { formatPeriod, isDeadlineSoon, type ReserveView } from '../reserve-view';
import { ReserveStatusBadge } from './reserve-status-badge';

/** The reservation's own page, built by the guest side's screens (approve, cancel, rent, return). */
export const reservePath = (reserveId: string) => `/reserves/${reserveId}`;

/**
 * One reservation in the host's lists: state, listing (and plan), guest, days, total, and while it
 * waits the approval deadline. `actions` (the dashboard's 承認する) sit beside the detail link.
 */
export function ReserveRow({
  reserve,
  today,
  actions,
  note,
}: {
  reserve: ReserveView;
  today: string;
  actions?: ReactNode;
  note?: ReactNode;
}) {
  const period = formatPeriod(reserve.kind, reserve.startDate, reserve.endDate, today);
  const waiting = reserve.status === 'Request' && reserve.approveDeadline !== null;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={m.row.label(reserve.guestName, period)} className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <ReserveStatusBadge status={reserve.status} />
            {waiting && isDeadlineSoon(reserve.approveDeadline!) && <Tag tone="danger">{m.dashboard.deadlineSoon}</Tag>}
          </div>
          <h3 className="font-bold leading-snug break-words">
            <Link to={reservePath(reserve.id)} className="hover:text-gold-bright">
              {reserve.listingTitle}
            </Link>
            {reserve.planName && <span className="ml-2 text-sm font-normal text-ink-soft">{reserve.planName}</span>}
          </h3>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              <UserRound className="size-4 text-ink-muted" aria-hidden />
              <span className="sr-only">{m.row.guest}</span>
              {m.row.guestName(reserve.guestName)}
              {reserve.people !== null && <span className="text-ink-muted">・{m.row.people(reserve.people)}</span>}
            </span>
            <span className="tabular inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-ink-muted" aria-hidden />
              <span className="sr-only">{m.row.period}</span>
              {period}
            </span>
          </p>
          {waiting && (
            <p
              className={cx(
                'tabular inline-flex items-center gap-1.5 text-sm font-bold',
                isDeadlineSoon(reserve.approveDeadline!) ? 'text-danger' : 'text-warning',
              )}
            >
              <Clock className="size-4" aria-hidden />
              {m.dashboard.deadline(formatDateTime(reserve.approveDeadline!))}
            </p>
          )}
          {note}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-line pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
          <p className="tabular text-lg font-bold text-gold">
            <span className="sr-only">{m.row.total}</span>
            {formatYen(reserve.total)}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {actions}
            <LinkButton
              to={reservePath(reserve.id)}
              size="sm"
              variant="outline"
              aria-label={m.dashboard.detailLabel(reserve.guestName, period)}
              icon={<ChevronRight className="size-4" aria-hidden />}
            >
              {m.dashboard.detail}
            </LinkButton>
          </div>
        </div>
      </article>
    </Card>
  );
}
