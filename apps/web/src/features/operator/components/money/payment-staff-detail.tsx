import { StaffRefundStatus, type StaffPaymentDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, SquareArrowOutUpRight } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { formatDateTime } from '@/lib/format';
import { formatYen } from '@/lib/format-yen';
import { useSession } from '@/lib/session';
import { useStaffPayment } from '../../api/staff-money';
import { moneyMessages } from '../../money-messages';
import { LoadFailed, LoadingRows } from '../console/query-states';
import { AttentionTag, PaymentStatusTag } from './payment-status-tag';
import { RefundPanel } from './refund-panel';

const m = moneyMessages.payment;
const p = moneyMessages.payments;

/** A payment for staff: its amounts, the card's brand and last 4 only, the processor's intent, the journals, and 返金. */
export function PaymentStaffDetail({ reserveId }: { reserveId: string }) {
  const query = useStaffPayment(reserveId);
  if (query.isError && !query.data) {
    if (query.error instanceof ApiError && query.error.status === 404) return <Alert tone="error">{m.notFound}</Alert>;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingRows rows={3} className="h-40" />;
  return <Detail detail={query.data} />;
}

function Detail({ detail }: { detail: StaffPaymentDetail }) {
  const { payment } = detail;
  const me = useSession().user?.id;
  const own = me === payment.guest.id || me === payment.host.id;
  const rows: [string, string][] = [
    [m.amount, formatYen(payment.amount)],
    [p.captured, formatYen(payment.amountCaptured)],
    [p.refunded, formatYen(payment.amountRefunded)],
    [p.pending, formatYen(payment.refundPending)],
  ];
  return (
    <div className="space-y-6">
      <LinkButton to="/operator/payments" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" aria-hidden />}>
        {m.back}
      </LinkButton>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <PaymentStatusTag status={payment.status} />
          <AttentionTag attention={payment.attention} />
          <span className="font-mono text-xs break-all text-ink-muted">{payment.reserveId}</span>
        </div>
        <div>
          <h2 className="text-xl font-bold break-words">{payment.listingTitle}</h2>
          <p className="text-sm break-all text-ink-soft">
            {payment.guest.name}（{payment.guest.email}）
          </p>
        </div>
        <section aria-label={m.amounts}>
          <dl className="tabular grid grid-cols-2 gap-3 sm:grid-cols-4">
            {rows.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-cream/60 p-3">
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="font-bold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-muted">{m.card}</dt>
          <dd>{payment.card ? `${payment.card.brand} •••• ${payment.card.last4}` : m.noCard}</dd>
          <dt className="text-ink-muted">{m.intent}</dt>
          <dd className="font-mono text-xs break-all">{payment.intentId ?? '—'}</dd>
          <dt className="text-ink-muted">{m.lastError}</dt>
          <dd className="break-words">
            {payment.lastErrorMessage ? `${payment.lastErrorMessage}（${payment.lastErrorCode ?? ''}）` : m.noError}
          </dd>
        </dl>
        <LinkButton
          to={`/operator/reserves/${payment.reserveId}`}
          variant="outline"
          size="sm"
          icon={<SquareArrowOutUpRight className="size-4" aria-hidden />}
        >
          {m.openReserve}
        </LinkButton>
      </Card>

      <RefundPanel detail={detail} own={own} me={me} />

      <section aria-labelledby="payment-refunds" className="space-y-3">
        <h2 id="payment-refunds" className="text-lg font-bold">
          {m.refunds}
        </h2>
        {detail.refunds.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noRefunds}</p>
        ) : (
          <ul className="space-y-2">
            {detail.refunds.map((refund) => (
              <li key={refund.id}>
                <Card className="space-y-1 p-4 text-sm">
                  <p className="tabular flex flex-wrap items-center gap-2">
                    <span className="font-bold text-gold">{formatYen(refund.amount)}</span>
                    <span className="text-ink-soft">{StaffRefundStatus.labels[refund.status]}</span>
                    <time dateTime={refund.requestedAt} className="text-xs text-ink-muted">
                      {formatDateTime(refund.requestedAt)}
                    </time>
                  </p>
                  <p className="break-words whitespace-pre-wrap text-ink">{refund.reason}</p>
                  <p className="text-xs text-ink-muted">
                    {m.requestedBy(refund.requestedBy.name)}
                    {refund.approvedBy && `・${m.approvedBy(refund.approvedBy.name)}`}
                    {refund.rejectedBy && `・${m.rejectedBy(refund.rejectedBy.name)}`}
                    {refund.status === 'Withdrawn' && `・${m.withdrawnNote}`}
                  </p>
                  {refund.decisionReason && (
                    <p className="break-words whitespace-pre-wrap text-ink">
                      <span className="mr-2 text-xs text-ink-muted">{m.decisionReason}</span>
                      {refund.decisionReason}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payment-journals" className="space-y-3">
        <h2 id="payment-journals" className="text-lg font-bold">
          {m.journals}
        </h2>
        {detail.journals.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noJournals}</p>
        ) : (
          <ol className="space-y-2">
            {detail.journals.map((journal) => (
              <li key={journal.key}>
                <Card className="p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-bold">{journal.kind}</span>
                    <span className="font-mono text-xs break-all text-ink-muted">{journal.key}</span>
                    <time dateTime={journal.at} className="tabular text-xs text-ink-muted">
                      {formatDateTime(journal.at)}
                    </time>
                  </p>
                  <ul className="tabular mt-2 space-y-0.5">
                    {journal.lines.map((line, i) => (
                      <li key={`${line.account}-${i}`} className="flex justify-between gap-3">
                        <span>{moneyMessages.accounts[line.account] ?? line.account}</span>
                        <span className={line.amount < 0 ? 'text-ink-soft' : 'text-ink'}>
                          {line.amount > 0 ? `借 ${formatYen(line.amount)}` : `貸 ${formatYen(-line.amount)}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
