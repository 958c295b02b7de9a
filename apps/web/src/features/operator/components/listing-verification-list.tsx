import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarVerification, SpotVerification } from '@kurumatabi/contract';
import { CarServiceType, Prefecture, type VerificationStatus } from '@kurumatabi/contract/enums';
import { ChevronsRight, ImageOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import {
  carVerificationListQuery,
  LISTING_VERIFICATION_PAGE_SIZE,
  seedVerification,
  spotVerificationListQuery,
  type ListingKind,
} from '../api/listing-verifications';
import { listingVerificationMessages as l, operatorMessages as m } from '../messages';
import { pageFromSearch, statusFromSearch } from '../verification-search';
import { VerificationStatusBadge } from './verification-status-badge';

const TABS = ['VerificationRequest', 'Verified', 'Rejected', 'Registered'] as const satisfies readonly VerificationStatus[];

interface Row {
  id: string;
  title: string;
  status: VerificationStatus;
  cover: { variants: readonly { width: number; url: string }[] } | undefined;
  owner: { name: string; email: string };
  facts: string;
  submittedAt: string | null;
  verification: CarVerification | SpotVerification;
}

function carRow(verification: CarVerification): Row {
  const { car } = verification;
  return {
    id: car.id,
    title: car.title,
    status: car.verificationStatus,
    cover: car.photos[0],
    owner: verification.owner,
    facts: [CarServiceType.labels[car.serviceType], car.pricePerDay === null ? null : `${formatYen(car.pricePerDay)} / 日`]
      .filter(Boolean)
      .join('・'),
    submittedAt: car.submittedAt,
    verification,
  };
}

function spotRow(verification: SpotVerification): Row {
  const { spot } = verification;
  return {
    id: spot.id,
    title: spot.title,
    status: spot.verificationStatus,
    cover: spot.photos[0],
    owner: verification.owner,
    facts: [spot.prefecture ? `${Prefecture.labels[spot.prefecture]}${spot.city}` : null, `${l.plans} ${spot.plans.length}件`]
      .filter(Boolean)
      .join('・'),
    submittedAt: spot.submittedAt,
    verification,
  };
}

/** Cars or spots by verification status (tabs in the URL), paged, each opening its verification. */
export function ListingVerificationList({ kind }: { kind: ListingKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const { authenticated } = useSession();
  const offset = (page - 1) * LISTING_VERIFICATION_PAGE_SIZE;
  const cars = useQuery({
    ...carVerificationListQuery(status, offset),
    enabled: authenticated && kind === 'car',
    placeholderData: keepPreviousData,
  });
  const spots = useQuery({
    ...spotVerificationListQuery(status, offset),
    enabled: authenticated && kind === 'spot',
    placeholderData: keepPreviousData,
  });
  const query = kind === 'car' ? cars : spots;
  const rows: Row[] = kind === 'car' ? (cars.data?.items ?? []).map(carRow) : (spots.data?.items ?? []).map(spotRow);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LISTING_VERIFICATION_PAGE_SIZE));
  const what = kind === 'car' ? l.car : l.spot;

  const setStatus = (next: VerificationStatus) =>
    setSearchParams(
      (params) => {
        if (next === 'VerificationRequest') params.delete('status');
        else params.set('status', next);
        params.delete('page');
        return params;
      },
      { preventScrollReset: true },
    );
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const text = params.toString();
    return text ? `?${text}` : '?';
  };

  return (
    <section aria-label={kind === 'car' ? l.carVerification : l.spotVerification} className="space-y-5">
      <div className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
        <div role="group" aria-label={m.statusFilter} className="inline-flex rounded-full border border-line bg-surface p-1">
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={status === tab}
              onClick={() => setStatus(tab)}
              className={cx(
                'h-9 rounded-full px-4 text-sm font-bold whitespace-nowrap transition-colors duration-150',
                status === tab ? 'bg-gold text-canvas' : 'text-ink-soft hover:text-ink',
              )}
            >
              {m.tabs[tab]}
            </button>
          ))}
        </div>
      </div>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{l.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title={l.emptyTitle(what, m.tabs[status])}
          message={status === 'VerificationRequest' ? m.emptyPending : m.emptyOther}
          titleAs="h2"
        />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {rows.map((row) => (
              <li key={row.id}>
                <VerificationRow row={row} kind={kind} />
              </li>
            ))}
          </ul>
          {pages > 1 && <Pagination page={page} totalPages={pages} hrefFor={hrefFor} className="pt-2" />}
        </>
      )}
    </section>
  );
}

function VerificationRow({ row, kind }: { row: Row; kind: ListingKind }) {
  const queryClient = useQueryClient();
  const pending = row.status === 'VerificationRequest';
  const sorted = row.cover ? [...row.cover.variants].sort((a, b) => a.width - b.width) : [];
  const cover = (sorted.find((v) => v.width >= 320) ?? sorted.at(-1))?.url;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={row.title} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-(--radius-card) border border-line bg-raised sm:w-36">
          {cover ? (
            <img src={cover} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-muted">
              <ImageOff className="size-5" aria-hidden />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <VerificationStatusBadge status={row.status} />
            <span className="text-xs text-ink-muted">{row.facts}</span>
          </div>
          <h2 className="leading-snug font-bold break-words text-ink">{row.title}</h2>
          <p className="text-sm break-all text-ink-soft">
            {row.owner.name}（{row.owner.email}）
          </p>
          {row.submittedAt && (
            <p className="tabular text-xs text-ink-muted">
              {l.submittedAt} {formatDateTime(row.submittedAt)}
            </p>
          )}
        </div>
        <Link
          to={`/operator/${kind === 'car' ? 'cars' : 'spots'}/${row.id}`}
          onClick={() => seedVerification(queryClient, kind, row.id, row.verification)}
          aria-label={l.openLabel(row.title, pending)}
          className={cx(
            'inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-5 text-sm font-bold transition-colors',
            pending ? 'bg-gold text-canvas hover:bg-gold-bright' : 'border border-line-strong text-ink hover:border-gold',
          )}
        >
          {pending ? m.open : m.openDetail}
          <ChevronsRight className="size-4" aria-hidden />
        </Link>
      </article>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex items-center gap-4 p-4 sm:p-5">
          <Skeleton className="hidden aspect-[4/3] w-36 sm:block" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}
