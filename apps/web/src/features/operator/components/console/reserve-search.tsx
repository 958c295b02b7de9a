import type { ReserveSummary } from '@kurumatabi/contract';
import { ReserveStatus } from '@kurumatabi/contract/enums';
import { ArrowRight, CalendarDays, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useStaffReserves } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';
import { CONSOLE_PAGE_SIZE, pageHref, reserveFilters } from '../../console-search';
import { pageFromSearch } from '../../verification-search';
import { ConsoleSearchForm } from './console-search-form';
import { LoadFailed, LoadingRows } from './query-states';
import { ReserveStatusTag } from './status-tags';

const m = consoleMessages.reserves;
const c = consoleMessages.common;
const fields = ['reserve', 'guest', 'host', 'listing', 'status', 'from', 'to'] as const;
const statusOptions = ReserveStatus.values.map((v) => ({ value: v, label: ReserveStatus.labels[v] }));

/** 予約を探す: the form in the URL, the results paged, each a link to the staff's detail. */
export function ReserveSearch() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  return (
    <div className="space-y-6">
      <ConsoleSearchForm label={m.form} names={fields}>
        <TextField name="reserve" label={m.reserve} defaultValue={get('reserve')} maxLength={36} autoComplete="off" spellCheck={false} />
        <TextField name="guest" label={m.guest} hint={m.personHint} defaultValue={get('guest')} maxLength={100} autoComplete="off" />
        <TextField name="host" label={m.host} hint={m.personHint} defaultValue={get('host')} maxLength={100} autoComplete="off" />
        <TextField name="listing" label={m.listing} defaultValue={get('listing')} maxLength={36} autoComplete="off" spellCheck={false} />
        <SelectField name="status" label={m.status} options={statusOptions} placeholder={c.any} defaultValue={get('status')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="from" type="date" label={c.from} defaultValue={get('from')} />
          <TextField name="to" type="date" label={c.to} defaultValue={get('to')} />
        </div>
      </ConsoleSearchForm>
      <ReserveResults params={params} />
    </div>
  );
}

function ReserveResults({ params }: { params: URLSearchParams }) {
  const query = useStaffReserves(reserveFilters(params));
  const page = pageFromSearch(params);
  if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows />;
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState icon={<SearchX aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;
  return (
    <section aria-label={m.results} className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {c.count(total)}
      </p>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {items.map((reserve) => (
          <li key={reserve.id}>
            <ReserveRow reserve={reserve} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE))}
        hrefFor={(p) => pageHref('/operator/reserves', params, p)}
      />
    </section>
  );
}

function ReserveRow({ reserve }: { reserve: ReserveSummary }) {
  return (
    <Card className="transition-colors hover:border-gold/60">
      <Link
        to={`/operator/reserves/${reserve.id}`}
        className="block p-4 sm:p-5"
        aria-label={`${reserve.listing.title} ${reserve.guest.name}`}
      >
        <article className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <ReserveStatusTag status={reserve.status} />
            <span className="font-mono text-xs text-ink-muted">{reserve.id}</span>
          </div>
          <h3 className="font-bold break-words text-ink">{reserve.listing.title}</h3>
          <p className="tabular flex items-center gap-1.5 text-sm text-ink-soft">
            <CalendarDays className="size-4 shrink-0 text-brown-light" aria-hidden />
            {m.period(formatDate(reserve.startDate), formatDate(reserve.endDate))}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="text-ink-muted">{m.guestLabel}</span>
            <span className="text-ink">{reserve.guest.name}</span>
            <ArrowRight className="size-3.5 text-ink-muted" aria-hidden />
            <span className="text-ink-muted">{m.hostLabel}</span>
            <span className="text-ink">{reserve.host.name}</span>
          </p>
          <p className="tabular flex flex-wrap gap-x-4 text-xs text-ink-muted">
            <span>
              {m.total} <span className="font-bold text-gold">{formatYen(reserve.total)}</span>
            </span>
            <span>
              {m.requestedAt} {formatDateTime(reserve.requestedAt)}
            </span>
          </p>
        </article>
      </Link>
    </Card>
  );
}
