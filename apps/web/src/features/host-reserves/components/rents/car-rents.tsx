import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { addDays, todayInTokyo } from '@/lib/calendar-day';
import { useHostReservesByPeriod } from '../../api/search-reserves-by-period';
import { useHostReserves } from '../../api/search-reserves';
import { hostReserveMessages } from '../../messages';
import { hostPaths } from '../../paths';
import { fromReserveSummary, shortDate, type ReserveView } from '../../reserve-view';
import { DashboardSection, QuietEmpty } from '../dashboard/dashboard-section';
import { ReserveRow } from '../reserve-row';

const m = hostReserveMessages.rents;
/** How far ahead 貸出予定 looks (search-reserves-by-period covers at most 62 days). */
export const UPCOMING_DAYS = 30;
const RENTING_PAGE = 20;

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * 貸出状況: the cars out now (search-reserves, Renting) with their return day, and the approved
 * pickups of today and the next 30 days (search-reserves-by-period), a missed pickup marked.
 */
export function CarRents() {
  const [today] = useState(() => todayInTokyo());
  const renting = useHostReserves('car', { statuses: ['Renting'], page: 1, pageSize: RENTING_PAGE });
  const upcoming = useHostReservesByPeriod('car', { from: today, to: addDays(today, UPCOMING_DAYS - 1), statuses: ['Approved'] });
  const paths = hostPaths('car');

  const rentingRows = (renting.data?.items ?? []).map(fromReserveSummary).sort((a, b) => (a.endDate < b.endDate ? -1 : 1));
  const pickupRows = (upcoming.data?.items ?? []).map(fromReserveSummary);

  return (
    <div className="space-y-10">
      <DashboardSection
        id="rents-renting"
        title={m.renting}
        count={renting.data?.total}
        more={renting.data && renting.data.total > RENTING_PAGE ? { to: paths.reserves('Renting'), label: m.all } : undefined}
      >
        <Loaded query={renting}>
          {rentingRows.length === 0 ? (
            <QuietEmpty>{m.rentingEmpty}</QuietEmpty>
          ) : (
            <Rows rows={rentingRows} today={today} note={(r) => returnNote(r, today)} />
          )}
        </Loaded>
      </DashboardSection>

      <DashboardSection id="rents-upcoming" title={m.upcoming(UPCOMING_DAYS)} count={upcoming.data?.items.length}>
        <Loaded query={upcoming}>
          {pickupRows.length === 0 ? (
            <QuietEmpty>{m.upcomingEmpty}</QuietEmpty>
          ) : (
            <>
              <Rows rows={pickupRows} today={today} note={(r) => pickupNote(r, today)} />
              {upcoming.data?.truncated && <p className="text-sm text-ink-muted">{m.truncated}</p>}
            </>
          )}
        </Loaded>
      </DashboardSection>
    </div>
  );
}

function returnNote(reserve: ReserveView, today: string): ReactNode {
  if (reserve.endDate < today) return <Note tone="danger">{m.returnOverdue(shortDate(reserve.endDate, today))}</Note>;
  if (reserve.endDate === today) return <Note tone="warning">{m.returnToday}</Note>;
  return <Note>{m.returnBy(shortDate(reserve.endDate, today))}</Note>;
}

function pickupNote(reserve: ReserveView, today: string): ReactNode {
  if (reserve.startDate < today) return <Note tone="danger">{m.pickupMissed(shortDate(reserve.startDate, today))}</Note>;
  if (reserve.startDate === today) return <Note tone="warning">{m.pickupToday}</Note>;
  return <Note>{m.pickupOn(shortDate(reserve.startDate, today))}</Note>;
}

function Note({ tone, children }: { tone?: 'warning' | 'danger'; children: ReactNode }) {
  const color = tone === 'danger' ? 'text-danger' : tone === 'warning' ? 'text-warning' : 'text-ink-soft';
  return <p className={`tabular text-sm font-bold ${color}`}>{children}</p>;
}

function Rows({ rows, today, note }: { rows: ReserveView[]; today: string; note: (reserve: ReserveView) => ReactNode }) {
  return (
    <ul className="space-y-3">
      {rows.map((reserve) => (
        <li key={reserve.id}>
          <ReserveRow reserve={reserve} today={today} note={note(reserve)} />
        </li>
      ))}
    </ul>
  );
}

function Loaded({ query, children }: { query: ListQuery; children: ReactNode }) {
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {hostReserveMessages.retry}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}
