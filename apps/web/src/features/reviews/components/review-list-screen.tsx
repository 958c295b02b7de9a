import { lazy, Suspense } from 'react';
import { Region, type TargetKind } from '@kurumatabi/contract/enums';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { useReviewList } from '../api/list-review';
import { reviewMessages as m } from '../messages';
import {
  REVIEW_MAX_PAGE,
  REVIEW_PAGE_SIZE,
  reviewFiltersFrom,
  reviewListHref,
  reviewListInput,
  type ReviewListFilters,
} from '../review-search';
import { ReviewCard } from './review-card';
import { ReviewCards, ReviewListSkeleton } from './review-list-states';

// The list's rare states come as code when shown (ADR 0056).
const LoadFailed = lazy(async () => ({ default: (await import('./load-failed')).LoadFailed }));
const NoReviews = lazy(async () => ({ default: (await import('./no-reviews')).NoReviews }));

const kinds: { value: TargetKind | undefined; label: string }[] = [
  { value: undefined, label: m.list.kindAll },
  { value: 'Car', label: m.target.Car },
  { value: 'Spot', label: m.target.Spot },
];

const regionOptions = Region.values.map((region) => ({ value: region, label: Region.labels[region] }));

/**
 * `review` and `reviews` (one screen): every published review of cars and spots, newest first,
 * filtered by kind (tabs) and region (a select), both in the URL with the page.
 */
export function ReviewListScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = reviewFiltersFrom(params);
  const list = useReviewList(reviewListInput(filters));
  const href = (patch: Partial<ReviewListFilters>) => reviewListHref(pathname, { ...filters, page: 1, ...patch });
  const total = list.data?.total ?? 0;
  const pages = Math.min(REVIEW_MAX_PAGE, Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)));
  const filtered = filters.targetKind !== undefined || filters.region !== undefined;

  return (
    <div className="space-y-6">
      <div role="group" aria-label={m.list.filters} className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <nav aria-label={m.list.kind} className="inline-flex self-start rounded-full border border-line bg-surface p-1">
          {kinds.map((kind) => {
            const current = filters.targetKind === kind.value;
            return (
              <Link
                key={kind.label}
                to={href({ targetKind: kind.value })}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={cx(
                  'inline-flex h-9 items-center rounded-full px-5 text-sm font-bold transition-colors duration-150',
                  current ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
                )}
              >
                {kind.label}
              </Link>
            );
          })}
        </nav>
        <SelectField
          label={m.list.region}
          placeholder={m.list.regionAll}
          options={regionOptions}
          value={filters.region ?? ''}
          onChange={(event) =>
            void navigate(href({ region: event.target.value === '' ? undefined : (event.target.value as Region) }), {
              preventScrollReset: true,
            })
          }
          className="sm:w-56"
        />
      </div>

      {list.isError && !list.data ? (
        <Suspense>
          <LoadFailed message={m.list.loadFailed} retry={() => void list.refetch()} />
        </Suspense>
      ) : !list.data ? (
        <ReviewListSkeleton count={4} />
      ) : list.data.items.length === 0 ? (
        <Suspense>
          <NoReviews onClear={filtered ? () => void navigate(reviewListHref(pathname, { page: 1 })) : undefined} />
        </Suspense>
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.list.count(total, list.data.totalIsLowerBound)}
          </p>
          <ReviewCards
            reviews={list.data.items}
            dimmed={list.isPlaceholderData}
            columns={2}
            render={(review) => <ReviewCard review={review} showListing />}
          />
          <Pagination
            page={filters.page}
            totalPages={pages}
            hrefFor={(page) => reviewListHref(pathname, { ...filters, page })}
            className="pt-2"
          />
          {filters.page >= REVIEW_MAX_PAGE && <p className="text-center text-sm text-ink-muted">{m.list.tooDeep}</p>}
        </>
      )}
    </div>
  );
}
