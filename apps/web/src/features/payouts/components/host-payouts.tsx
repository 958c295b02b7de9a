import type { PayoutSummary } from '@kurumatabi/contract';
import { Banknote } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { fetchFeeInvoice, fetchStatement, HOST_PAYOUT_PAGE_SIZE, useHostPayouts } from '../api/host-payouts';
import { payoutMessages as m } from '../messages';
import { DocumentButton } from './document-button';
import { PayoutStatusTag } from './payout-status-tag';

/** The host's payouts on the sales screens: the next pay day with the amount not yet closed, then each month's payout. */
export function HostPayouts() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number(params.get('payoutPage')) || 1);
  const query = useHostPayouts(page);
  const data = query.data;

  return (
    <section aria-labelledby="host-payouts-title" className="space-y-4">
      <div>
        <h2 id="host-payouts-title" className="font-display text-xl font-bold text-ink">
          {m.host.title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{m.host.lead}</p>
      </div>
      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.host.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={m.host.loading} className="space-y-3">
          <Skeleton className="h-24 w-full rounded-(--radius-card)" />
          <Skeleton className="h-24 w-full rounded-(--radius-card)" />
        </div>
      ) : (
        <>
          <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <div>
              <p className="text-xs font-bold text-gold">{m.host.next}</p>
              <p className="text-sm text-ink-soft">{m.host.nextAmount(m.periodLabel(data.pending.period))}</p>
            </div>
            <div className="tabular flex items-baseline gap-4">
              <span className="text-2xl font-bold text-ink">{formatYen(data.pending.amount)}</span>
              <span className="text-sm text-ink-soft">
                {m.host.nextDate} {formatDate(data.pending.payDate)}
              </span>
            </div>
          </Card>
          {data.items.length === 0 ? (
            <EmptyState icon={<Banknote aria-hidden />} titleAs="h3" title={m.host.emptyTitle} message={m.host.emptyBody} />
          ) : (
            <ul aria-label={m.host.list} className={cx('space-y-3', query.isPlaceholderData && 'opacity-60')}>
              {data.items.map((payout) => (
                <li key={payout.id}>
                  <HostPayoutRow payout={payout} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(data.total / HOST_PAYOUT_PAGE_SIZE))}
            hrefFor={(target) => {
              const next = new URLSearchParams(params);
              if (target > 1) next.set('payoutPage', String(target));
              else next.delete('payoutPage');
              const search = next.toString();
              return search ? `${pathname}?${search}` : pathname;
            }}
          />
        </>
      )}
    </section>
  );
}

/** One month's payout (exported for its test). */
export function HostPayoutRow({ payout }: { payout: PayoutSummary }) {
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${m.periodLabel(payout.period)} ${formatYen(payout.amount)}`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h3 className="font-bold text-ink">{m.periodLabel(payout.period)}</h3>
          <PayoutStatusTag status={payout.status} />
          <span className="tabular ml-auto text-xl font-bold text-ink">{formatYen(payout.amount)}</span>
        </div>
        <dl className="tabular grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-ink-muted">{m.sales}</dt>
            <dd className="text-ink-soft">{formatYen(payout.sales)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{m.fee}</dt>
            <dd className="text-ink-soft">−{formatYen(payout.fee)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{payout.sentAt ? m.sentAt : m.payDate}</dt>
            <dd className="text-ink-soft">{formatDate(payout.sentAt ?? payout.scheduledPayDate)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{m.account}</dt>
            <dd className="break-all text-ink-soft">{payout.bankAccountLabel ?? m.noAccount}</dd>
          </div>
        </dl>
        {payout.heldReason && (
          <p role="note" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-ink">
            {payout.heldReason}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <DocumentButton label={`${m.statement}（${payout.statementNumber}）`} fetch={() => fetchStatement(payout.id)} />
          <DocumentButton label={m.feeInvoice} fetch={() => fetchFeeInvoice(payout.id)} />
        </div>
      </article>
    </Card>
  );
}
