import type { ReactNode } from 'react';
import { Caravan, HeartOff, MapPinned } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { cx } from '@/lib/cx';
import type { ListingPage } from '../../api/keys';
import { FAVORITES_PAGE_SIZE, useFavoriteCars } from '../../api/list-favorite-car';
import { useFavoriteSpots } from '../../api/list-favorite-spot';
import { listingMessages as m } from '../../messages';
import { searchPaths } from '../../listing-links';
import { CardSkeleton } from '../card-skeleton';
import { CarCard, SpotCard } from '../listing-card';

export const FAVORITES_PATH = '/mypage/favorites';
type Tab = 'cars' | 'spots';

/** The tab and page of `?tab=spots&page=2` (車両, page 1 by default). */
export function favoritesLocation(params: URLSearchParams): { tab: Tab; page: number } {
  const page = Number(params.get('page'));
  return { tab: params.get('tab') === 'spots' ? 'spots' : 'cars', page: Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1 };
}

export function favoritesHref(tab: Tab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === 'spots') params.set('tab', 'spots');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${FAVORITES_PATH}?${query}` : FAVORITES_PATH;
}

/** mypage/favorites: favourite cars and spots in two tabs (in the URL), paged. */
export function FavoriteLists() {
  const [params] = useSearchParams();
  const { tab, page } = favoritesLocation(params);
  return (
    <div className="space-y-6">
      <nav aria-label={m.favorites.tabs} className="inline-flex rounded-full border border-line bg-surface p-1">
        {(['cars', 'spots'] as const).map((t) => (
          <Link
            key={t}
            to={favoritesHref(t)}
            aria-current={tab === t ? 'page' : undefined}
            className={cx(
              'inline-flex h-9 items-center rounded-full px-5 text-sm font-bold transition-colors duration-150',
              tab === t ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
            )}
          >
            {m.favorites[t]}
          </Link>
        ))}
      </nav>
      {tab === 'cars' ? <FavoriteCars page={page} /> : <FavoriteSpots page={page} />}
    </div>
  );
}

function FavoriteCars({ page }: { page: number }) {
  const query = useFavoriteCars(page);
  return (
    <FavoritePage
      tab="cars"
      page={page}
      query={query}
      render={(car) => <CarCard car={car} />}
      empty={
        <LinkButton to={searchPaths.rv} variant="outline" icon={<Caravan className="size-4" aria-hidden />}>
          {m.favorites.findCars}
        </LinkButton>
      }
    />
  );
}

function FavoriteSpots({ page }: { page: number }) {
  const query = useFavoriteSpots(page);
  return (
    <FavoritePage
      tab="spots"
      page={page}
      query={query}
      render={(spot) => <SpotCard spot={spot} />}
      empty={
        <LinkButton to={searchPaths.spot} variant="outline" icon={<MapPinned className="size-4" aria-hidden />}>
          {m.favorites.findSpots}
        </LinkButton>
      }
    />
  );
}

interface FavoritePageProps<T> {
  tab: Tab;
  page: number;
  query: { data: ListingPage<T> | undefined; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  render: (item: T) => ReactNode;
  empty: ReactNode;
}

function FavoritePage<T extends { id: string }>({ tab, page, query, render, empty }: FavoritePageProps<T>) {
  const data = query.data;
  if (query.isError && !data) {
    return (
      <Alert tone="error">
        <p>{m.favorites.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label={m.loading} className="grid gap-x-5 gap-y-8 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<HeartOff aria-hidden />}
        title={m.favorites.emptyTitle[tab]}
        titleAs="h2"
        message={m.favorites.emptyBody}
        action={empty}
      />
    );
  }
  return (
    <>
      <p role="status" className="tabular text-sm text-ink-soft">
        {m.favorites.count(data.total)}
      </p>
      <ul className={cx('grid gap-x-5 gap-y-8 transition-opacity sm:grid-cols-2 xl:grid-cols-3', query.isPlaceholderData && 'opacity-60')}>
        {data.items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(data.total / FAVORITES_PAGE_SIZE)}
        hrefFor={(p) => favoritesHref(tab, p)}
        className="mt-8"
      />
    </>
  );
}
