import { InvoiceStatus, type StaffInvoice } from '@kurumatabi/contract';
import { ReceiptJapaneseYen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Tag, type TagTone } from '@/components/ui/tag';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { INVOICE_PAGE_SIZE, useInvoices, useMarkInvoicePaid } from '../../api/invoices';
import { invoiceMessages as m } from '../../invoice-messages';
import { refusalText } from '../../refusal-text';
import { pageFromSearch } from '../../verification-search';
import { MarkPaidDialog, type MarkPaid } from './mark-paid-dialog';

export const INVOICES_PATH = '/operator/invoices';

const tones: Record<InvoiceStatus, TagTone> = { Open: 'info', Overdue: 'danger', Paid: 'success', Canceled: 'neutral' };

/** The state of the URL's `?status=` (an unknown one is all of them). */
export function statusFromSearch(params: URLSearchParams): InvoiceStatus | null {
  const status = params.get('status');
  return (InvoiceStatus.values as readonly string[]).includes(status ?? '') ? (status as InvoiceStatus) : null;
}

function hrefOf(status: InvoiceStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${INVOICES_PATH}?${search}` : INVOICES_PATH;
}

/** The console's invoices to reconcile: filtered by state (the URL's), paged, each with 入金を記録 while it is owed. */
export function InvoiceList() {
  const [params] = useSearchParams();
  const status = statusFromSearch(params);
  const page = pageFromSearch(params);
  const query = useInvoices(status, page);
  const mark = useMarkInvoicePaid();
  const [marking, setMarking] = useState<StaffInvoice | null>(null);
  const data = query.data;

  async function confirm(invoice: StaffInvoice, values: MarkPaid): Promise<boolean> {
    try {
      await mark.mutateAsync({ reserveId: invoice.reserveId, ...values });
      toast.success(m.marked(invoice.invoiceNumber));
      setMarking(null);
      return true;
    } catch (error) {
      toast.error(refusalText(error, m.markFailed));
      return false;
    }
  }

  return (
    <section aria-label={m.title} className="space-y-5">
      <nav aria-label={m.filter} className="flex flex-wrap gap-2">
        {[null, ...InvoiceStatus.values].map((value) => (
          <Link
            key={value ?? 'all'}
            to={hrefOf(value)}
            aria-current={value === status ? 'page' : undefined}
            className={cx(
              'rounded-full border px-4 py-1.5 text-sm font-bold transition-colors',
              value === status
                ? 'border-gold bg-gold/15 text-gold-bright'
                : 'border-line text-ink-soft hover:border-gold/60 hover:text-ink',
            )}
          >
            {value ? m.statuses[value] : m.all}
          </Link>
        ))}
      </nav>
      {query.isError && !data ? (
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retryLoad}
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status" aria-label={m.loading} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-(--radius-card)" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<ReceiptJapaneseYen aria-hidden />} titleAs="h2" title={m.emptyTitle} message={m.emptyBody} />
      ) : (
        <>
          <p role="status" className="tabular text-sm text-ink-soft">
            {m.count(data.total)}
          </p>
          <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {data.items.map((invoice) => (
              <li key={invoice.reserveId}>
                <InvoiceRow invoice={invoice} onMark={() => setMarking(invoice)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.max(1, Math.ceil(data.total / INVOICE_PAGE_SIZE))}
            hrefFor={(target) => hrefOf(status, target)}
            className="pt-2"
          />
        </>
      )}
      {marking && (
        <MarkPaidDialog
          invoice={marking}
          busy={mark.isPending}
          onClose={() => setMarking(null)}
          onConfirm={(values) => confirm(marking, values)}
        />
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:block">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="tabular font-bold text-ink">{children}</dd>
    </div>
  );
}

/** One invoice (exported for its test). */
export function InvoiceRow({ invoice, onMark }: { invoice: StaffInvoice; onMark: () => void }) {
  const owed = invoice.status === 'Open' || invoice.status === 'Overdue';
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={`${invoice.invoiceNumber} ${invoice.companyName}`} className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Tag tone={tones[invoice.status]} data-testid="invoice-status">
                {m.statuses[invoice.status]}
              </Tag>
              <span className="tabular text-sm text-ink-muted">
                {m.invoiceNumber} {invoice.invoiceNumber}
              </span>
              {invoice.remindedAt && invoice.status === 'Overdue' && <Tag tone="warning">{m.reminded}</Tag>}
            </div>
            <h2 className="font-bold break-words text-ink">{invoice.companyName}</h2>
            <p className="text-sm break-all text-ink-soft">
              <span className="text-ink-muted">{m.guest}</span> {invoice.guest.name}（{invoice.guest.email}）
            </p>
          </div>
          {owed && (
            <Button size="sm" onClick={onMark} className="shrink-0">
              {m.markPaid}
            </Button>
          )}
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-4">
          <Fact label={m.amount}>
            {formatYen(invoice.amount)}
            {invoice.amount !== invoice.originalAmount && (
              <span className="block text-xs font-normal text-ink-muted">{m.originalAmount(formatYen(invoice.originalAmount))}</span>
            )}
          </Fact>
          <Fact label={m.issueDate}>{formatDate(invoice.issueDate)}</Fact>
          <Fact label={m.dueDate}>
            <span className={cx(invoice.status === 'Overdue' && 'text-danger')}>{formatDate(invoice.dueDate)}</span>
          </Fact>
          {invoice.paid ? (
            <Fact label={m.paidOn}>{formatDate(invoice.paid.paidOn)}</Fact>
          ) : (
            <Fact label={m.reservation}>
              <Link
                to={`/operator/reserves/${invoice.reserveId}`}
                className="text-gold underline underline-offset-4 hover:text-gold-bright"
              >
                {invoice.reserveId.slice(0, 8).toUpperCase()}
              </Link>
            </Fact>
          )}
        </dl>
        {invoice.paid && (
          <p className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-xs break-all text-ink">
            <span className="mr-2 font-bold text-success">{m.reference}</span>
            {invoice.paid.reference}
            <span className="ml-3 text-ink-muted">{m.paidBy(invoice.paid.by)}</span>
          </p>
        )}
      </article>
    </Card>
  );
}
