import { AuditAction } from '@kurumatabi/contract';
import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { useAuditLog } from '../../api/staff-console';
import { consoleMessages } from '../../console-messages';
import { auditActionGroups, auditFilters, CONSOLE_PAGE_SIZE, pageHref } from '../../console-search';
import { pageFromSearch } from '../../verification-search';
import { AuditEntryList } from './audit-entry-list';
import { ConsoleSearchForm } from './console-search-form';
import { LoadFailed, LoadingRows } from './query-states';

const m = consoleMessages.audit;
const c = consoleMessages.common;
const fields = ['action', 'operator', 'target', 'from', 'to'] as const;
const actionOptions = [
  { label: 'まとめて', options: auditActionGroups.map((g) => ({ value: g, label: m.groups[g] ?? g })) },
  { label: '操作ごと', options: AuditAction.values.map((a) => ({ value: a, label: AuditAction.labels[a] })) },
];

/** 操作記録: every staff action, newest first, by action, operator, target and days. */
export function AuditLogSearch() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  return (
    <div className="space-y-6">
      <ConsoleSearchForm label={m.form} names={fields}>
        <SelectField name="action" label={m.action} options={actionOptions} placeholder={c.any} defaultValue={get('action')} />
        <TextField name="operator" label={m.operator} defaultValue={get('operator')} maxLength={36} autoComplete="off" spellCheck={false} />
        <TextField name="target" label={m.target} defaultValue={get('target')} maxLength={36} autoComplete="off" spellCheck={false} />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="from" type="date" label={c.from} defaultValue={get('from')} />
          <TextField name="to" type="date" label={c.to} defaultValue={get('to')} />
        </div>
      </ConsoleSearchForm>
      <AuditResults params={params} />
    </div>
  );
}

function AuditResults({ params }: { params: URLSearchParams }) {
  const query = useAuditLog(auditFilters(params));
  if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows rows={5} className="h-20" />;
  const { items, total } = query.data;
  if (items.length === 0) return <EmptyState icon={<ScrollText aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />;
  return (
    <section aria-label={m.results} className={cx('space-y-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      <p role="status" className="tabular text-sm text-ink-soft">
        {c.count(total)}
      </p>
      <AuditEntryList entries={items} />
      <Pagination
        page={pageFromSearch(params)}
        totalPages={Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE))}
        hrefFor={(p) => pageHref('/operator/audit', params, p)}
      />
    </section>
  );
}
