import { paymentStatusLabels, type PaymentHistoryItem } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { ApiError } from '@kurumatabi/contract/client';
import { Caravan, ChevronRight, Download, ReceiptText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkButton } from '@/components/ui/link-button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatDate } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { PAYMENT_HISTORY_PAGE_SIZE, useDownloadReceipt, usePaymentHistory } from '../../api/receipts';
import { receiptMessages as rm } from '../../receipt-messages';

export const PAYMENT_HISTORY_PATH = '/mypage/payments';

/** `?page=2` (page 1 by default, nonsense ignored). */
export function paymentHistoryPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 5000 ? page : 1;
}

const historyHref = (page: number) => (page > 1 ? `${PAYMENT_HISTORY_PATH}?page=${page}` : PAYMENT_HISTORY_PATH);

/** mypage/payments: the guest's payments, latest first, paged, each with its receipt when it has one. */
export function PaymentHistory() {
  const [params] = useSearchParams();
  const page = paymentHistoryPage(params);
  const query = usePaymentHistory(page);
  const data = query.data;

  if (query.isError && !data) {
    return (
      <Alert tone="error">
        <p>{rm.history.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {rm.history.retry}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label={rm.history.loading} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-(--radius-card)" />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText aria-hidden />}
        title={rm.history.emptyTitle}
        titleAs="h2"
        message={rm.history.emptyBody}
        action={
          <LinkButton to="/search-rv" variant="outline" icon={<Caravan className="size-4" aria-hidden />}>
            {rm.history.findCars}
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="tabular text-sm text-ink-soft">
        {rm.history.count(data.total)}
      </p>
      <ul className={cx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')} data-testid="payment-history">
        {data.items.map((item) => (
          <li key={item.reserveId}>
            <PaymentRow item={item} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(data.total / PAYMENT_HISTORY_PAGE_SIZE)} hrefFor={historyHref} className="mt-8" />
    </div>
  );
}

/** What the guest paid for it: the charge (or the invoice), or the hold while nothing is charged yet. */
function amountOf(item: PaymentHistoryItem): number {
  return item.method === 'CreditCard' && item.amountCaptured > 0 ? item.amountCaptured : item.amount;
}

function PaymentRow({ item }: { item: PaymentHistoryItem }) {
  const download = useDownloadReceipt(item.reserveId);
  return (
    <article
      aria-label={item.listingTitle}
      className="rounded-(--radius-card) border border-line bg-surface p-4 sm:grid sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3 sm:block">
        <span className="tabular text-sm text-ink-soft">{formatDate(item.paidAt)}</span>
        <span className="tabular text-lg font-bold text-gold sm:hidden">{formatYen(amountOf(item))}</span>
      </div>
      <div className="mt-2 min-w-0 sm:mt-0">
        <Link to={`/reserves/${item.reserveId}`} className="inline-flex items-center gap-1 font-bold text-ink hover:text-gold-bright">
          <span className="truncate">{item.listingTitle}</span>
          <ChevronRight className="size-4 shrink-0" aria-hidden />
        </Link>
        <p className="tabular mt-1 text-xs text-ink-muted">
          {formatDate(item.startDate)} – {formatDate(item.endDate)}・{PaymentMethod.labels[item.method]}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            <span className="sr-only">{rm.history.status}: </span>
            <span className="font-bold text-ink" data-testid="payment-history-status">
              {paymentStatusLabels[item.status]}
            </span>
          </span>
          {item.amountRefunded > 0 && (
            <span className="tabular text-info">
              {rm.history.refunded} {formatYen(item.amountRefunded)}
            </span>
          )}
          {item.refundPending > 0 && <span className="tabular text-info">{rm.history.refundPending(formatYen(item.refundPending))}</span>}
        </p>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-line/60 pt-3 sm:mt-0 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <span className="tabular hidden text-lg font-bold text-gold sm:block">
          <span className="sr-only">{rm.history.amount}: </span>
          {formatYen(amountOf(item))}
        </span>
        {item.receiptAvailable ? (
          <Button
            size="sm"
            variant="outline"
            icon={<Download className="size-4" aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) =>
                  toast.error(error instanceof ApiError && error.code !== 'NETWORK_ERROR' ? error.message : rm.section.downloadFailed),
              })
            }
          >
            {rm.section.download}
          </Button>
        ) : (
          <span className="text-xs text-ink-muted">
            <span className="sr-only">{rm.history.receipt}: </span>
            {rm.history.noReceipt}
          </span>
        )}
      </div>
    </article>
  );
}
