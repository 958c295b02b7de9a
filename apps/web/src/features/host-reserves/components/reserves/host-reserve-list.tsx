import { useEffect, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { todayInTokyo } from '@/lib/calendar-day';
import { HOST_RESERVES_PAGE_SIZE, useHostReserves } from '../../api/search-reserves';
import { hostReserveMessages, type HostKind } from '../../messages';
import { hostPaths, reserveTabOf, reserveTabs, type ReserveTab } from '../../paths';
import { formatPeriod, fromReserveSummary } from '../../reserve-view';
import { ApproveButton } from '../dashboard/approve-button';
import { ReserveRow } from '../reserve-row';

const m = hostReserveMessages.reserves;

/** `?page=` from 1; anything else is the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * 予約の管理: the reservations of the host's cars or spots (search-reserves as host), newest request
 * first, with the state tabs and the page in the URL (`?status=Request&page=2`). Requests can be
 * approved from the list; every row opens the reservation's page.
 */
export function HostReserveList({ kind }: { kind: HostKind }) {
  const [searchParams] = useSearchParams();
  const tab = reserveTabOf(searchParams.get('status'));
  const page = pageOf(searchParams.get('page'));
  const [today] = useState(() => todayInTokyo());
  const query = useHostReserves(kind, { statuses: reserveTabs[tab], page });
  const paths = hostPaths(kind);

  useEffect(() => {
    if (query.isError) toast.error(m.loadFailedToast, { toastId: `host-reserves-${kind}` });
  }, [query.isError, kind]);

  const hrefFor = (target: number) => {
    const next = new URLSearchParams();
    if (tab !== 'all') next.set('status', tab);
    if (target > 1) next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return (
    <div className="space-y-5">
      <nav aria-label={m.tabs} className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {(Object.keys(reserveTabs) as ReserveTab[]).map((key) => (
            <li key={key}>
              <Link
                to={paths.reserves(key)}
                aria-current={key === tab ? 'page' : undefined}
                className={cx(
                  'inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                  key === tab ? 'border-gold bg-gold text-canvas' : 'border-line bg-surface text-ink-soft hover:border-gold hover:text-ink',
                )}
              >
                {m.tab[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {query.isPending ? (
        <div role="status" aria-label={hostReserveMessages.loading} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : query.isError || !query.data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {hostReserveMessages.retry}
          </Button>
        </Alert>
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<ClipboardList aria-hidden />}
          title={m.emptyTitle[tab]}
          message={tab === 'all' ? m.emptyAll(kind) : m.emptyFiltered}
          action={
            tab === 'all' ? (
              <LinkButton to={paths.manage}>{m.toManage[kind]}</LinkButton>
            ) : (
              <LinkButton to={paths.reserves()} variant="outline">
                {m.showAll}
              </LinkButton>
            )
          }
          titleAs="h2"
        />
      ) : (
        <section aria-label={m.tab[tab]} className="space-y-4">
          <p role="status" className="tabular text-sm text-ink-soft">
            {hostReserveMessages.count(query.data.total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {query.data.items.map((summary) => {
              const reserve = fromReserveSummary(summary);
              return (
                <li key={reserve.id}>
                  <ReserveRow
                    reserve={reserve}
                    today={today}
                    actions={
                      reserve.status === 'Request' ? (
                        <ApproveButton reserve={reserve} period={formatPeriod(reserve.kind, reserve.startDate, reserve.endDate, today)} />
                      ) : undefined
                    }
                  />
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(query.data.total / HOST_RESERVES_PAGE_SIZE))}
            hrefFor={hrefFor}
            className="pt-2"
          />
        </section>
      )}
    </div>
  );
}
