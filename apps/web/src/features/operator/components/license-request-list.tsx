import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LicenseColor, type DriverLicenseVerification } from '@kurumatabi/contract';
import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { ChevronLeft, ChevronRight, ChevronsRight, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { LICENSE_REQUEST_PAGE_SIZE, licenseRequestListQuery } from '../api/driver-license-requests';
import { operatorMessages as m } from '../messages';
import { pageFromSearch, statusFromSearch } from '../verification-search';
import { VerificationStatusBadge } from './verification-status-badge';

const TABS = ['VerificationRequest', 'Verified', 'Rejected', 'Registered'] as const satisfies readonly VerificationStatus[];

/** Licences by status (tabs kept in the URL), LICENSE_REQUEST_PAGE_SIZE a page, each opening its verification. */
export function LicenseRequestList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromSearch(searchParams);
  const page = pageFromSearch(searchParams);
  const { authenticated } = useSession();
  const query = useQuery({
    ...licenseRequestListQuery(status, (page - 1) * LICENSE_REQUEST_PAGE_SIZE),
    enabled: authenticated,
    placeholderData: keepPreviousData,
  });

  const go = (next: { status?: VerificationStatus; page?: number }) =>
    setSearchParams(
      (params) => {
        const nextStatus = next.status ?? status;
        if (nextStatus === 'VerificationRequest') params.delete('status');
        else params.set('status', nextStatus);
        const nextPage = next.page ?? 1;
        if (nextPage > 1) params.set('page', String(nextPage));
        else params.delete('page');
        return params;
      },
      { preventScrollReset: next.page === undefined },
    );

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LICENSE_REQUEST_PAGE_SIZE));

  return (
    <section aria-label={m.listTitle} className="space-y-5">
      <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0 [scrollbar-width:none]">
        <div role="group" aria-label={m.statusFilter} className="inline-flex rounded-full border border-line bg-surface p-1">
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={status === tab}
              onClick={() => go({ status: tab })}
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
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <EmptyList status={status} />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {query.data.items.map((request) => (
              <li key={request.driverLicense.id}>
                <RequestRow request={request} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={m.pagination} className="flex items-center justify-between gap-3 pt-2">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
                icon={<ChevronLeft className="size-4" aria-hidden />}
              >
                {m.previous}
              </Button>
              <span className="tabular text-sm text-ink-soft">{m.pageOf(page, pages)}</span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                {m.next}
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: DriverLicenseVerification }) {
  const { user, driverLicense: licence } = request;
  const pending = licence.status === 'VerificationRequest';
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={user.name} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold text-ink">{user.name}</h2>
            <VerificationStatusBadge status={licence.status} />
          </div>
          <p className="text-sm break-all text-ink-soft">{user.email}</p>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-muted">
            <div className="flex gap-1.5">
              <dt>{m.number}</dt>
              <dd className="tabular text-ink-soft">{licence.number}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>{m.color}</dt>
              <dd className="text-ink-soft">{LicenseColor.labels[licence.color]}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>{m.expiresOn}</dt>
              <dd className="tabular text-ink-soft">{formatDate(licence.expiresOn)}</dd>
            </div>
            {licence.submittedAt && (
              <div className="flex gap-1.5">
                <dt>{m.submittedAt}</dt>
                <dd className="tabular text-ink-soft">{formatDateTime(licence.submittedAt)}</dd>
              </div>
            )}
          </dl>
        </div>
        <Link
          to={`/operator/driver-licenses/${licence.id}`}
          aria-label={`${user.name} さんの運転免許証を${pending ? m.open : m.openDetail}`}
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

function EmptyList({ status }: { status: VerificationStatus }) {
  return (
    <div className="flex flex-col items-center rounded-(--radius-card) border border-dashed border-line-strong px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-raised text-gold">
        <Inbox className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-bold">{m.emptyTitle(m.tabs[status])}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-soft">{status === 'VerificationRequest' ? m.emptyPending : m.emptyOther}</p>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex items-center gap-4 p-4 sm:p-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-3 w-3/4" />
          </div>
          <Skeleton className="hidden h-10 w-28 rounded-full sm:block" />
        </Card>
      ))}
    </div>
  );
}
