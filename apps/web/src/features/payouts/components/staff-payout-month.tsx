import { japanDay, type PayoutMonth, type StaffPayout } from '@kurumatabi/contract';
import { Banknote, Lock, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { ApiError } from '@kurumatabi/contract/client';
import { fetchZenginFile, STAFF_PAYOUT_PAGE_SIZE, usePayoutMonthActs, useStaffPayoutMonth } from '../api/staff-payouts';
import { payoutMessages as m } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { DocumentButton } from './document-button';
import { PayoutStatusTag } from './payout-status-tag';

/** The previous month in Japan: the one the console opens on (the month to close or to pay). */
export function defaultPeriod(now = new Date()): string {
  const [year, month] = japanDay(now).slice(0, 7).split('-').map(Number);
  const previous = new Date(Date.UTC(year!, month! - 2, 1));
  return `${previous.getUTCFullYear()}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
}

const refusal = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : m.staff.failed);

/** `/operator/payouts`: a month's payouts with totals, the close, the Zengin file and "sent". */
export function StaffPayoutMonth() {
  const [params, setParams] = useSearchParams();
  const period = /^\d{4}-\d{2}$/.test(params.get('period') ?? '') ? params.get('period')! : defaultPeriod();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useStaffPayoutMonth(period, page);
  const data = query.data;

  return (
    <div className="space-y-6">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('period');
          if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) setParams({ period: value });
        }}
      >
        <label className="space-y-1 text-sm text-ink-soft">
          <span className="block font-bold">{m.staff.period}</span>
          <input key={period} type="month" name="period" defaultValue={period} className={cx(inputClasses, 'w-48')} />
        </label>
        <Button type="submit" variant="outline">
          {m.staff.show}
        </Button>
      </form>
      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.staff.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={m.staff.loading} className="space-y-3">
          <Skeleton className="h-28 w-full rounded-(--radius-card)" />
          <Skeleton className="h-20 w-full rounded-(--radius-card)" />
        </div>
      ) : (
        <MonthView key={period} month={data} page={page} dimmed={query.isPlaceholderData} />
      )}
    </div>
  );
}

function MonthView({ month, page, dimmed }: { month: PayoutMonth; page: number; dimmed: boolean }) {
  const acts = usePayoutMonthActs(month.period, page);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<'close' | 'sent' | null>(null);
  const chosen = selected.size > 0 ? [...selected] : undefined;
  const sendable = month.items.filter((p) => p.status === 'Scheduled' && p.method === 'zengin');
  const label = m.periodLabel(month.period);
  const t = month.totals;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-label={`${m.staff.title} ${label}`} className={cx('space-y-4', dimmed && 'opacity-60')}>
      <Card className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-display text-xl font-bold text-ink">{label}</h2>
          <span className="text-sm text-ink-soft">
            {month.closedAt ? `${m.staff.closedAt} ${formatDateTime(month.closedAt)}` : m.staff.notClosed}
          </span>
          <span className="text-sm text-ink-soft">
            {m.payDate} {formatDate(month.scheduledPayDate)}
          </span>
        </div>
        <dl className="tabular grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(
            [
              [m.staff.totals, t.count, t.amount],
              [m.status.Held, t.held.count, t.held.amount],
              [m.status.Scheduled, t.scheduled.count, t.scheduled.amount],
              [m.status.Sent, t.sent.count, t.sent.amount],
            ] as const
          ).map(([name, count, amount]) => (
            <div key={name} className="rounded-lg border border-line p-3">
              <dt className="text-xs text-ink-muted">{name}</dt>
              <dd className="font-bold text-ink">{formatYen(amount)}</dd>
              <dd className="text-xs text-ink-soft">{m.staff.count(count)}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {month.closable && (
            <Button icon={<Lock className="size-4" aria-hidden />} onClick={() => setAsking('close')}>
              {m.staff.close}
            </Button>
          )}
          {month.closedAt && (
            <>
              <DocumentButton label={m.staff.zengin} disabled={sendable.length === 0} fetch={() => fetchZenginFile(month.period, chosen)} />
              <Button
                variant="secondary"
                icon={<Send className="size-4" aria-hidden />}
                disabled={sendable.length === 0}
                onClick={() => setAsking('sent')}
              >
                {chosen ? m.staff.markSelected : m.staff.markSent}
              </Button>
            </>
          )}
        </div>
      </Card>
      {month.items.length === 0 ? (
        <EmptyState icon={<Banknote aria-hidden />} titleAs="h2" title={m.staff.emptyTitle} message={m.staff.emptyBody} />
      ) : (
        <ul className="space-y-2">
          {month.items.map((payout) => (
            <li key={payout.id}>
              <StaffPayoutRow payout={payout} checked={selected.has(payout.id)} onToggle={() => toggle(payout.id)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(month.total / STAFF_PAYOUT_PAGE_SIZE))}
        hrefFor={(target) => `/operator/payouts?period=${month.period}${target > 1 ? `&page=${target}` : ''}`}
      />
      <ConfirmDialog
        open={asking === 'close'}
        question={m.staff.closeConfirm(label)}
        confirmLabel={m.staff.close}
        busy={acts.close.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          acts.close.mutate(undefined, {
            onSuccess: (next) => toast.success(m.staff.closed(next.totals.count)),
            onError: (error) => toast.error(refusal(error)),
            onSettled: () => setAsking(null),
          })
        }
      />
      <ConfirmDialog
        open={asking === 'sent'}
        question={chosen ? `${m.staff.markSelected}（${m.staff.count(chosen.length)}）` : m.staff.markAllConfirm}
        confirmLabel={m.staff.markSent}
        busy={acts.markSent.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          acts.markSent.mutate(chosen, {
            onSuccess: () => {
              setSelected(new Set());
              toast.success(m.staff.marked);
            },
            onError: (error) => toast.error(refusal(error)),
            onSettled: () => setAsking(null),
          })
        }
      />
    </section>
  );
}

/** One host's payout of the month (exported for its test). */
export function StaffPayoutRow({ payout, checked, onToggle }: { payout: StaffPayout; checked: boolean; onToggle: () => void }) {
  const selectable = payout.status === 'Scheduled' && payout.method === 'zengin';
  return (
    <Card className="p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          type="checkbox"
          aria-label={m.staff.select(payout.host.name)}
          checked={checked}
          disabled={!selectable}
          onChange={onToggle}
          className="size-5 accent-gold"
        />
        <Link to={`/operator/users/${payout.host.id}`} className="font-bold text-ink hover:text-gold-bright">
          {payout.host.name}
        </Link>
        <PayoutStatusTag status={payout.status} />
        <span className="text-xs text-ink-muted">{payout.statementNumber}</span>
        <span className="tabular ml-auto font-bold text-ink">{formatYen(payout.amount)}</span>
      </div>
      <p className="tabular mt-1 text-xs break-all text-ink-soft">
        {m.method[payout.method]} ・ {payout.bankAccountLabel ?? m.noAccount}
        {payout.sentAt && ` ・ ${m.sentAt} ${formatDateTime(payout.sentAt)}`}
      </p>
      {payout.heldReason && <p className="mt-2 text-sm text-warning">{payout.heldReason}</p>}
    </Card>
  );
}
