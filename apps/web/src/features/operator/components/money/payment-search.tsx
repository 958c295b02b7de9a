import { PAYMENT_STATUSES, paymentStatusLabels, type StaffPaymentSummary } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { CreditCard, Scale, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useStaffPayments } from '../../api/staff-money';
import { consoleMessages } from '../../console-messages';
import { CONSOLE_PAGE_SIZE, pageHref, paymentFilters } from '../../console-search';
import { moneyMessages } from '../../money-messages';
import { pageFromSearch } from '../../verification-search';
import { ConsoleSearchForm } from '../console/console-search-form';
import { LoadFailed, LoadingRows } from '../console/query-states';
import { AttentionTag, PaymentStatusTag } from './payment-status-tag';

const m = moneyMessages.payments;
const c = consoleMessages.common;
const fields = ['reserve', 'guest', 'status', 'method', 'attention', 'from', 'to'] as const;
const statusOptions = PAYMENT_STATUSES.map((v) => ({ value: v, label: paymentStatusLabels[v] }));
const methodOptions = PaymentMethod.values.map((v) => ({ value: v, label: PaymentMethod.labels[v] }));

/** 決済: the search in the URL, paged, each row a link to the payment's detail; 要対応 lists the follow-ups. */
export function PaymentSearch() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name) ?? '';
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <LinkButton to="/operator/ledger" variant="outline" size="sm" icon={<Scale className="size-4" aria-hidden />}>
          {m.ledgerLink}
        </LinkButton>
      </div>
      <ConsoleSearchForm label={m.form} names={fields}>
        <TextField name="reserve" label={m.reserve} defaultValue={get('reserve')} maxLength={36} autoComplete="off" spellCheck={false} />
        <TextField name="guest" label={m.guest} defaultValue={get('guest')} maxLength={100} autoComplete="off" />
        <SelectField name="status" label={m.status} options={statusOptions} placeholder={c.any} defaultValue={get('status')} />
        <SelectField name="method" label={m.method} options={methodOptions} placeholder={c.any} defaultValue={get('method')} />
        <SelectField
          name="attention"
          label={m.attention}
          options={[{ value: '1', label: '要対応のみ' }]}
          placeholder={c.any}
          defaultValue={get('attention')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField name="from" type="date" label={c.from} defaultValue={get('from')} />
          <TextField name="to" type="date" label={c.to} defaultValue={get('to')} />
        </div>
      </ConsoleSearchForm>
      <PaymentResults params={params} />
    </div>
  );
}

function PaymentResults({ params }: { params: URLSearchParams }) {
  const query = useStaffPayments(paymentFilters(params));
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
        {items.map((payment) => (
          <li key={payment.reserveId}>
            <PaymentRow payment={payment} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE))}
        hrefFor={(p) => pageHref('/operator/payments', params, p)}
      />
    </section>
  );
}

function PaymentRow({ payment }: { payment: StaffPaymentSummary }) {
  return (
    <Card className="transition-colors hover:border-gold/60">
      <Link
        to={`/operator/payments/${payment.reserveId}`}
        className="block p-4 sm:p-5"
        aria-label={`${payment.listingTitle} ${payment.guest.name}`}
      >
        <article className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <PaymentStatusTag status={payment.status} />
            <AttentionTag attention={payment.attention} />
            <span className="font-mono text-xs break-all text-ink-muted">{payment.reserveId}</span>
          </div>
          <h3 className="font-bold break-words text-ink">{payment.listingTitle}</h3>
          <p className="text-sm text-ink-soft">
            {payment.guest.name} <span className="break-all text-ink-muted">{payment.guest.email}</span>
          </p>
          <p className="tabular flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
            <span className="flex items-center gap-1">
              <CreditCard className="size-3.5" aria-hidden />
              {payment.card ? `${payment.card.brand} •••• ${payment.card.last4}` : PaymentMethod.labels[payment.method]}
            </span>
            <span>
              {m.captured} <span className="font-bold text-gold">{formatYen(payment.amountCaptured)}</span>
            </span>
            {payment.amountRefunded > 0 && (
              <span>
                {m.refunded} {formatYen(payment.amountRefunded)}
              </span>
            )}
            {payment.refundPending > 0 && (
              <span>
                {m.pending} {formatYen(payment.refundPending)}
              </span>
            )}
            <span>
              {m.createdAt} {formatDateTime(payment.createdAt)}
            </span>
          </p>
        </article>
      </Link>
    </Card>
  );
}
