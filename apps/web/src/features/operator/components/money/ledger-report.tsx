import { LedgerCheckName, type LedgerReport } from '@kurumatabi/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useLedgerReport } from '../../api/staff-money';
import { consoleMessages } from '../../console-messages';
import { ledgerFilters } from '../../console-search';
import { moneyMessages } from '../../money-messages';
import { ConsoleSearchForm } from '../console/console-search-form';
import { LoadFailed, LoadingRows } from '../console/query-states';

const m = moneyMessages.ledger;
const c = consoleMessages.common;

/** 元帳レポート: the period in the URL; the totals of that period and the invariants on the whole ledger. */
export function LedgerReportView() {
  const [params] = useSearchParams();
  const query = useLedgerReport(ledgerFilters(params));
  return (
    <div className="space-y-6">
      <ConsoleSearchForm label={m.form} names={['from', 'to']}>
        <TextField name="from" type="date" label={c.from} defaultValue={params.get('from') ?? ''} />
        <TextField name="to" type="date" label={c.to} defaultValue={params.get('to') ?? ''} />
      </ConsoleSearchForm>
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingRows rows={2} className="h-40" />
      ) : (
        <Report report={query.data} stale={query.isPlaceholderData} />
      )}
    </div>
  );
}

export function Report({ report, stale = false }: { report: LedgerReport; stale?: boolean }) {
  return (
    <div className={cx('space-y-6 transition-opacity', stale && 'opacity-60')}>
      <section aria-labelledby="ledger-checks" className="space-y-3">
        <h2 id="ledger-checks" className="flex flex-wrap items-baseline gap-2 text-lg font-bold">
          {m.checks}
          <span className="tabular text-xs font-normal text-ink-muted">{m.checkedAt(formatDateTime(report.checkedAt))}</span>
        </h2>
        <ul className="space-y-2">
          {report.checks.map((check) => (
            <li key={check.name}>
              <Card className={cx('p-4', !check.ok && 'border-danger/60')}>
                <p className="flex items-start gap-2 text-sm">
                  {check.ok ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  ) : (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
                  )}
                  <span className="font-bold">{check.ok ? m.ok : m.broken}</span>
                  <span className="break-words text-ink">{LedgerCheckName.labels[check.name]}</span>
                </p>
                {check.offenders.length > 0 && (
                  <ul aria-label={m.offenders} className="mt-2 space-y-1 pl-6 text-xs">
                    {check.offenders.map((o) => (
                      <li key={o.id} className="break-words">
                        {check.name === 'reservationsBalance' ? (
                          <Link to={`/operator/payments/${o.id}`} className="font-mono text-gold hover:underline">
                            {o.id}
                          </Link>
                        ) : (
                          <span className="font-mono">{o.id}</span>
                        )}{' '}
                        <span className="text-ink-soft">{o.detail}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ledger-totals" className="space-y-3">
        <h2 id="ledger-totals" className="text-lg font-bold">
          {m.totals}
        </h2>
        {report.totals.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noEntries}</p>
        ) : (
          <div className="overflow-x-auto rounded-(--radius-card) border border-line bg-surface">
            <table className="tabular w-full min-w-[28rem] text-sm">
              <thead className="bg-cream/60 text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="p-3 text-left">
                    {m.account}
                  </th>
                  <th scope="col" className="p-3 text-right">
                    {m.debit}
                  </th>
                  <th scope="col" className="p-3 text-right">
                    {m.credit}
                  </th>
                  <th scope="col" className="p-3 text-right">
                    {m.net}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.totals.map((t) => (
                  <tr key={t.account} className="border-t border-line">
                    <th scope="row" className="p-3 text-left font-normal">
                      {moneyMessages.accounts[t.account] ?? t.account}
                    </th>
                    <td className="p-3 text-right">{formatYen(t.debit)}</td>
                    <td className="p-3 text-right">{formatYen(t.credit)}</td>
                    <td className="p-3 text-right font-bold">{formatYen(t.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
