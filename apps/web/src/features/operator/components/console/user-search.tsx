import { UserRole, UserStatus, type StaffUserSummary } from '@kurumatabi/contract';
import { UserX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { useStaffUsers } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';
import { CONSOLE_PAGE_SIZE, pageHref, userFilters } from '../../console-search';
import { pageFromSearch } from '../../verification-search';
import { ConsoleSearchForm } from './console-search-form';
import { LoadFailed, LoadingRows } from './query-states';
import { UserRoleTags, UserStatusTag } from './status-tags';

const m = consoleMessages.users;
const c = consoleMessages.common;
const fields = ['q', 'role', 'status'] as const;
const roleOptions = UserRole.values.map((v) => ({ value: v, label: UserRole.labels[v] }));
const statusOptions = UserStatus.values.map((v) => ({ value: v, label: UserStatus.labels[v] }));

/** ユーザーを探す: by a fragment of the name or email or an id, a role and a status; paged. */
export function UserSearch() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  return (
    <div className="space-y-6">
      <ConsoleSearchForm label={m.form} names={fields}>
        <TextField name="q" label={m.q} defaultValue={get('q')} maxLength={100} autoComplete="off" />
        <SelectField name="role" label={m.role} options={roleOptions} placeholder={c.any} defaultValue={get('role')} />
        <SelectField name="status" label={m.status} options={statusOptions} placeholder={c.any} defaultValue={get('status')} />
      </ConsoleSearchForm>
      <UserResults params={params} />
    </div>
  );
}

function UserResults({ params }: { params: URLSearchParams }) {
  const query = useStaffUsers(userFilters(params));
  if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows rows={4} className="h-20" />;
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState icon={<UserX aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;
  return (
    <section aria-label={m.results} className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {c.count(total)}
      </p>
      <ul className={cx('grid gap-3 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
        {items.map((user) => (
          <li key={user.id}>
            <UserRow user={user} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pageFromSearch(params)}
        totalPages={Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE))}
        hrefFor={(p) => pageHref('/operator/users', params, p)}
      />
    </section>
  );
}

function UserRow({ user }: { user: StaffUserSummary }) {
  return (
    <Card className="h-full transition-colors hover:border-gold/60">
      <Link to={`/operator/users/${user.id}`} className="block h-full p-4" aria-label={user.name}>
        <article className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold break-words text-ink">{user.name}</h3>
            <UserStatusTag status={user.status} />
          </div>
          <p className="text-sm break-all text-ink-soft">{user.email || '—'}</p>
          <p className="flex flex-wrap items-center gap-1.5">
            <UserRoleTags roles={user.roles} none={m.guestOnly} />
            <span className="tabular ml-auto text-xs text-ink-muted">{m.joined(formatDate(user.createdAt))}</span>
          </p>
        </article>
      </Link>
    </Card>
  );
}
