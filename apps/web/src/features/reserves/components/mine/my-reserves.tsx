import { CalendarX2, Caravan, MapPinned } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { MY_RESERVES_PAGE_SIZE, useMyReserves, type MyReservesScope } from '../../api/show-reserves';
import { reserveMessages as m } from '../../messages';
import { ReserveCard } from './reserve-card';

export const MY_RESERVES_PATH = '/mypage/reserves';

/** The tab and page of `?tab=past&page=2` (今後の予約, page 1 by default). */
export function myReservesLocation(params: URLSearchParams): { scope: MyReservesScope; page: number } {
  const page = Number(params.get('page'));
  return {
    scope: params.get('tab') === 'past' ? 'past' : 'upcoming',
    page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1,
  };
}

export function myReservesHref(scope: MyReservesScope, page = 1): string {
  const params = new URLSearchParams();
  if (scope === 'past') params.set('tab', 'past');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${MY_RESERVES_PATH}?${query}` : MY_RESERVES_PATH;
}

/** mypage/reserves: the user's reservations as a guest, upcoming and past in two tabs (in the URL), paged. */
export function MyReserves() {
  const [params] = useSearchParams();
  const { scope, page } = myReservesLocation(params);
  const query = useMyReserves(scope, page);
  const data = query.data;

  return (
    <div className="space-y-6">
      <nav aria-label={m.mine.tabs} className="inline-flex rounded-full border border-line bg-surface p-1">
        {(['upcoming', 'past'] as const).map((tab) => (
          <Link
            key={tab}
            to={myReservesHref(tab)}
            aria-current={scope === tab ? 'page' : undefined}
            className={cx(
              'inline-flex h-9 items-center rounded-full px-5 text-sm font-bold transition-colors duration-150',
              scope === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
            )}
          >
            {m.mine[tab]}
          </Link>
        ))}
      </nav>
      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.mine.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={m.loading} className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-(--radius-card)" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 aria-hidden />}
          title={m.mine.emptyTitle[scope]}
          titleAs="h2"
          message={m.mine.emptyBody}
          action={
            <>
              <LinkButton to="/search-rv" variant="outline" icon={<Caravan className="size-4" aria-hidden />}>
                {m.mine.findCars}
              </LinkButton>
              <LinkButton to="/search-spot" variant="outline" icon={<MapPinned className="size-4" aria-hidden />}>
                {m.mine.findSpots}
              </LinkButton>
            </>
          }
        />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.mine.count(data.total)}
          </p>
          <ul className={cx('grid gap-4 transition-opacity md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
            {data.items.map((reserve) => (
              <li key={reserve.id}>
                <ReserveCard reserve={reserve} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(data.total / MY_RESERVES_PAGE_SIZE)}
            hrefFor={(p) => myReservesHref(scope, p)}
            className="mt-8"
          />
        </>
      )}
    </div>
  );
}
