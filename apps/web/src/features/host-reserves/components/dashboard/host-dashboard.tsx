import { useEffect, type ReactNode } from 'react';
import { CalendarRange, ClipboardList, KeyRound, Wallet } from 'lucide-react';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatYen } from '@/lib/format-yen';
import type { DashboardData, DashboardList } from '../../dashboard-data';
import { hostReserveMessages, type HostKind } from '../../messages';
import { hostPaths } from '../../paths';
import { formatPeriod } from '../../reserve-view';
import { ReserveRow } from '../reserve-row';
import { ApproveButton } from './approve-button';
import { DashboardSection, QuietEmpty } from './dashboard-section';
import { StatTiles } from './stat-tiles';

const m = hostReserveMessages.dashboard;

export interface HostDashboardProps {
  kind: HostKind;
  query: { data: DashboardData | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The timeline of every listing (show-*-reserve-overviews), under the lists. */
  overview: ReactNode;
}

/**
 * ダッシュボード of a car owner or a facility provider: the figures, the requests waiting (approve
 * here or open the detail), today's handovers, what is under way, this month's sales, the timeline
 * and the way to the other pages.
 */
export function HostDashboard({ kind, query, overview }: HostDashboardProps) {
  const paths = hostPaths(kind);
  useEffect(() => {
    if (query.isError) toast.error(m.loadFailedToast, { toastId: `host-dashboard-${kind}` });
  }, [query.isError, kind]);

  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError || !query.data) {
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {hostReserveMessages.retry}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  const rows = (list: DashboardList, withApprove = false) => (
    <ul className="space-y-3">
      {list.items.map((reserve) => (
        <li key={reserve.id}>
          <ReserveRow
            reserve={reserve}
            today={data.today}
            actions={
              withApprove ? (
                <ApproveButton reserve={reserve} period={formatPeriod(reserve.kind, reserve.startDate, reserve.endDate, data.today)} />
              ) : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
  const moreLink = (list: DashboardList, to: string) =>
    list.count > list.items.length ? { to, label: m.waitingMore(list.count) } : undefined;

  return (
    <div className="space-y-10">
      <StatTiles kind={kind} data={data} />

      <DashboardSection
        id="dashboard-requests"
        title={m.waiting}
        count={data.requests.count}
        more={moreLink(data.requests, paths.reserves('Request'))}
      >
        {data.requests.count === 0 ? (
          <QuietEmpty>{m.waitingEmpty}</QuietEmpty>
        ) : (
          <>
            <p className="text-sm text-ink-soft">{m.deadlineNote}</p>
            {rows(data.requests, true)}
          </>
        )}
      </DashboardSection>

      <DashboardSection id="dashboard-today" title={m.today[kind]}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-2">
            <h3 className="text-sm font-bold text-gold">
              {m.pickups[kind]} <span className="tabular">{data.todayPickups.count}</span>
            </h3>
            {data.todayPickups.count === 0 ? <QuietEmpty>{m.noPickups[kind]}</QuietEmpty> : rows(data.todayPickups)}
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-bold text-gold">
              {m.returns[kind]} <span className="tabular">{data.todayReturns.count}</span>
            </h3>
            {data.todayReturns.count === 0 ? <QuietEmpty>{m.noReturns[kind]}</QuietEmpty> : rows(data.todayReturns)}
          </div>
        </div>
      </DashboardSection>

      <DashboardSection
        id="dashboard-renting"
        title={m.renting}
        count={data.renting.count}
        more={moreLink(data.renting, paths.reserves('Renting'))}
      >
        {data.renting.count === 0 ? <QuietEmpty>{m.rentingEmpty(kind)}</QuietEmpty> : rows(data.renting)}
      </DashboardSection>

      <DashboardSection
        id="dashboard-upcoming"
        title={m.upcoming}
        count={data.upcoming.count}
        more={moreLink(data.upcoming, paths.reserves('Approved'))}
      >
        {data.upcoming.count === 0 ? <QuietEmpty>{m.upcomingEmpty}</QuietEmpty> : rows(data.upcoming)}
      </DashboardSection>

      <MonthSalesCard kind={kind} data={data} />

      {overview}

      <nav aria-label={m.links}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <QuickLink to={paths.reserves()} icon={<ClipboardList aria-hidden />} label={hostReserveMessages.nav.reserves[kind]} />
          {kind === 'car' && <QuickLink to={paths.rents} icon={<KeyRound aria-hidden />} label={hostReserveMessages.nav.rents} />}
          <QuickLink to={paths.sales} icon={<Wallet aria-hidden />} label={hostReserveMessages.nav.sales[kind]} />
          <QuickLink to={paths.manage} icon={<CalendarRange aria-hidden />} label={m.manageLink[kind]} />
        </ul>
      </nav>
    </div>
  );
}

function MonthSalesCard({ kind, data }: { kind: HostKind; data: DashboardData }) {
  const sales = data.monthSales;
  const month = Number(sales.month.slice(5, 7));
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h2 className="text-sm font-bold text-ink-soft">{m.thisMonth(month)}</h2>
        <p className="tabular text-3xl font-bold text-gold">{formatYen(sales.net)}</p>
        <p className="tabular text-xs text-ink-muted">
          {m.salesCount(sales.count)}
          <span aria-hidden="true"> ・ </span>
          {m.salesGross(formatYen(sales.gross))}
          <span aria-hidden="true"> ・ </span>
          {m.salesFee(formatYen(sales.fee))}
        </p>
      </div>
      <Link to={hostPaths(kind).sales} className="text-sm font-bold text-gold hover:text-gold-bright">
        {m.salesLink}
      </Link>
    </Card>
  );
}

function QuickLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-(--radius-card) border border-line bg-surface px-4 py-3 text-sm font-bold text-ink transition-colors duration-150 hover:border-gold hover:text-gold-bright [&_svg]:size-5 [&_svg]:text-gold"
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label={hostReserveMessages.loading} className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}
