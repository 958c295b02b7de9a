import { lazy, Suspense, useId, type ReactNode } from 'react';
import { ArrowUpDown, SlidersHorizontal } from 'lucide-react';
import { SearchSort } from '@kurumatabi/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import type { ListingPage } from '../../api/keys';
import { listingMessages as m } from '../../messages';
import { MAX_PAGE, totalPages, type SearchFilters, type SearchTarget } from '../../search-params';
import { CardSkeleton } from '../card-skeleton';
import { DeferredSearchPagination } from './deferred-pagination';

export interface ResultsQuery<T> {
  data: ListingPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface SearchResultsProps<T extends { id: string }> {
  target: SearchTarget;
  filters: SearchFilters;
  query: ResultsQuery<T>;
  renderCard: (item: T, index: number) => ReactNode;
  onSortChange: (sort: SearchSort) => void;
  /** The phone's 絞り込み button (the sidebar does without it). */
  filterButton: ReactNode;
}

// A search's rare states come as code when shown (a server-rendered one hydrates when it is here): ADR 0056.
const ReadFailed = lazy(async () => ({ default: (await import('../read-failed')).ReadFailed }));
const NoResults = lazy(async () => ({ default: (await import('./search-states')).NoResults }));

/** The count, the sort and the page of results, with their loading, empty and error states. */
export function SearchResults<T extends { id: string }>({
  target,
  filters,
  query,
  renderCard,
  onSortChange,
  filterButton,
}: SearchResultsProps<T>) {
  const sortId = useId();
  const data = query.data;
  const pages = data ? totalPages(data.total) : 0;

  return (
    <section aria-label={m.resultsLabel}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <p role="status" className="tabular text-2xl font-bold text-ink">
          {data ? m.resultCount(data.total, data.totalIsLowerBound ?? false) : <Skeleton className="h-8 w-20" />}
        </p>
        <div className="flex items-center gap-2">
          {filterButton}
          <label htmlFor={sortId} className="sr-only">
            {m.sortLabel}
          </label>
          <div className="relative">
            <ArrowUpDown className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" aria-hidden />
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => onSortChange(event.target.value as SearchSort)}
              className="h-10 appearance-none rounded-full border border-line-strong bg-canvas pr-4 pl-9 text-sm font-bold text-ink transition-colors hover:border-gold focus:border-gold"
            >
              {SearchSort.values.map((sort) => (
                <option key={sort} value={sort}>
                  {SearchSort.labels[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <div role="status" aria-label={m.loading} className="grid gap-x-5 gap-y-8 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : query.isError && !data ? (
          <Suspense>
            <ReadFailed message={m.loadFailed} retry={() => void query.refetch()} />
          </Suspense>
        ) : !data || data.items.length === 0 ? (
          <Suspense>
            <NoResults target={target} />
          </Suspense>
        ) : (
          <>
            {query.isError && (
              <Suspense>
                <ReadFailed message={m.loadFailed} retry={() => void query.refetch()} className="mb-6" />
              </Suspense>
            )}
            <ul
              aria-busy={query.isPlaceholderData || undefined}
              className={cx(
                'grid gap-x-5 gap-y-8 transition-opacity duration-200 sm:grid-cols-2 xl:grid-cols-3',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {data.items.map((item, index) => (
                <li key={item.id}>{renderCard(item, index)}</li>
              ))}
            </ul>
            {pages > 1 && <DeferredSearchPagination target={target} filters={filters} pages={pages} />}
            {data.totalIsLowerBound && filters.page >= MAX_PAGE && <p className="mt-4 text-center text-sm text-ink-muted">{m.tooDeep}</p>}
          </>
        )}
      </div>
    </section>
  );
}

/** The phone's button that opens the conditions as a bottom sheet, with how many are set. */
export function FilterButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-10 lg:hidden"
      onClick={onClick}
      icon={<SlidersHorizontal className="size-4" aria-hidden />}
    >
      {m.filtersWithCount(count)}
    </Button>
  );
}
