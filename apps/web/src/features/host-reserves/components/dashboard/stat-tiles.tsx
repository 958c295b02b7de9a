import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { cx } from '@/lib/cx';
import { formatYen } from '@/lib/format-yen';
import type { DashboardData } from '../../dashboard-data';
import { hostReserveMessages, type HostKind } from '../../messages';
import { hostPaths } from '../../paths';

const m = hostReserveMessages.dashboard;

/** The five figures at the top: each a link to where the owner acts on it. */
export function StatTiles({ kind, data }: { kind: HostKind; data: DashboardData }) {
  const paths = hostPaths(kind);
  const month = Number(data.monthSales.month.slice(5, 7));
  return (
    <ul aria-label={m.figures} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Tile
        to={paths.reserves('Request')}
        label={m.waitingShort}
        value={String(data.requests.count)}
        tone={data.requests.count > 0 ? 'warning' : 'plain'}
      />
      <Tile label={m.pickups[kind]} value={String(data.todayPickups.count)} hint={m.todayHint} />
      <Tile label={m.returns[kind]} value={String(data.todayReturns.count)} hint={m.todayHint} />
      <Tile to={paths.reserves('Renting')} label={m.renting} value={String(data.renting.count)} />
      <Tile
        to={paths.sales}
        label={m.thisMonth(month)}
        value={formatYen(data.monthSales.net)}
        hint={m.salesCount(data.monthSales.count)}
        tone="gold"
        wide
      />
    </ul>
  );
}

function Tile({
  to,
  label,
  value,
  hint,
  tone = 'plain',
  wide,
}: {
  /** Where the owner acts on it; the day's counts have their list just below instead. */
  to?: string;
  label: string;
  value: string;
  hint?: ReactNode;
  tone?: 'plain' | 'warning' | 'gold';
  wide?: boolean;
}) {
  const className = cx(
    'flex h-full flex-col justify-between gap-2 rounded-(--radius-card) border bg-surface p-4 transition-colors duration-150',
    tone === 'warning' ? 'border-warning/60' : tone === 'gold' ? 'border-gold/50' : 'border-line',
  );
  const body = (
    <>
      <span className="text-xs font-bold text-ink-soft">{label}</span>
      <span className={cx('tabular text-2xl font-bold', tone === 'warning' ? 'text-warning' : tone === 'gold' ? 'text-gold' : 'text-ink')}>
        {value}
      </span>
      {hint && <span className="tabular text-xs text-ink-muted">{hint}</span>}
    </>
  );
  return (
    <li className={cx(wide && 'col-span-2 sm:col-span-1')}>
      {to ? (
        <Link to={to} className={cx(className, 'hover:border-gold')}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
