import { StaffAccountAction, type StaffActionRequest } from '@kurumatabi/contract';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cx } from '@/lib/cx';
import { STAFF_REQUEST_PAGE_SIZE, useStaffActionRequests } from '../../api/staff-action-requests';
import { staffRequestMessages } from '../../staff-request-messages';
import { pageFromSearch } from '../../verification-search';
import { LoadFailed, LoadingRows } from './query-states';
import { StaffRequestFacts, StaffRequestStatusTag } from './staff-request-panel';

const m = staffRequestMessages.list;
const r = staffRequestMessages.request;

/** `/operator/staff-requests`: the staff acts on operators' accounts waiting for a second operator (ADR 0045), lapsing soonest first. */
export function StaffRequestList() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const query = useStaffActionRequests(page);
  const data = query.data;
  if (query.isError && !data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <LoadingRows rows={2} className="h-32" />;
  if (data.items.length === 0) {
    return <EmptyState icon={<ShieldCheck aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;
  }
  return (
    <section aria-label={m.title} className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {m.count(data.total)}
      </p>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        {data.items.map((request) => (
          <li key={request.id}>
            <StaffRequestRow request={request} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(data.total / STAFF_REQUEST_PAGE_SIZE))}
        hrefFor={(target) => (target > 1 ? `/operator/staff-requests?page=${target}` : '/operator/staff-requests')}
        className="pt-2"
      />
    </section>
  );
}

/** One waiting request: whose account, what, who asked; the decision is made on the account's page, with its whole standing in view. */
export function StaffRequestRow({ request }: { request: StaffActionRequest }) {
  const action = StaffAccountAction.labels[request.action];
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-base font-bold break-words">
          {action}: {request.target.name}
        </h2>
        <StaffRequestStatusTag status={request.status} />
      </div>
      <p className="text-sm text-ink-soft">{r.summary(action, request.requestedBy.name)}</p>
      <StaffRequestFacts request={request} />
      <Link
        to={`/operator/users/${request.target.id}`}
        className="inline-flex items-center gap-1 text-sm font-bold text-gold hover:text-gold-bright"
      >
        {m.open}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}
