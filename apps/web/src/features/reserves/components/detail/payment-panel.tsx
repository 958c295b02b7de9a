import type { ReserveDetail, ReservePaymentView } from '@kurumatabi/contract';
import { paymentStatusLabels } from '@kurumatabi/contract';
import { PaymentMethod } from '@kurumatabi/contract/enums';
import { CreditCard } from 'lucide-react';
import { formatYen } from '@/lib/format-yen';
import { cx } from '@/lib/cx';
import { paymentMessages as pm } from '../../payment-messages';
import type { CardCheckout } from '../payment/card-checkout';
import { ReceiptSection } from '../payment/receipt-section';
import { InvoiceDownload } from './invoice-download';
import { PaymentActionRequired, PaymentCardChange } from './payment-guest-actions';

const tones: Record<ReservePaymentView['status'], string> = {
  RequiresAction: 'text-warning',
  Authorized: 'text-info',
  Captured: 'text-success',
  CaptureFailed: 'text-danger',
  VoidPending: 'text-ink-soft',
  Voided: 'text-ink-soft',
  PartiallyRefunded: 'text-info',
  Refunded: 'text-info',
  Invoiced: 'text-warning',
  InvoicePaid: 'text-success',
};

/** The states in which the guest has paid (the card charged, the transfer confirmed): a receipt may exist. */
const paidStatuses: ReadonlySet<ReservePaymentView['status']> = new Set(['Captured', 'PartiallyRefunded', 'InvoicePaid']);

/** What the card holds, or was charged, for the payment's state. */
function amountRows(payment: ReservePaymentView): { label: string; value: string }[] {
  const holding = payment.status === 'RequiresAction' || payment.status === 'Authorized' || payment.status === 'CaptureFailed';
  const rows: { label: string; value: string }[] = [
    holding || payment.status === 'VoidPending' || payment.status === 'Voided'
      ? { label: payment.method === 'CreditCard' ? pm.panel.held : pm.panel.amount, value: formatYen(payment.amount) }
      : payment.method === 'Invoice'
        ? { label: pm.panel.amount, value: formatYen(payment.amount) }
        : { label: pm.panel.captured, value: formatYen(payment.amountCaptured) },
  ];
  if (payment.amountRefunded > 0) rows.push({ label: pm.panel.refunded, value: formatYen(payment.amountRefunded) });
  return rows;
}

/**
 * The reservation's payment for its guest, its host and staff: the state in words, the card, what
 * was held, charged and refunded (a refund still on its way too), and what the guest must do: the
 * 3-D Secure challenge before its deadline, another card when the charge at approval failed.
 * Once paid, the guest downloads the receipt there and may change its 宛名 once.
 * `checkout` is the card processor's parts (the page's); without it the guest's actions are not offered.
 */
export function PaymentPanel({ reserve, checkout }: { reserve: ReserveDetail; checkout?: CardCheckout }) {
  const payment = reserve.payment;
  if (!payment) {
    return reserve.paymentMethod === 'Invoice' ? <p className="text-sm text-ink-soft">{pm.panel.invoiceSoon}</p> : null;
  }
  const guest = reserve.viewerRole === 'Guest';
  const facts = [
    { label: pm.panel.method, value: PaymentMethod.labels[payment.method] },
    ...(payment.card ? [{ label: pm.panel.card, value: pm.card(payment.card.brand, payment.card.last4) }] : []),
    ...amountRows(payment),
  ];

  return (
    <div className="space-y-4" data-testid="payment-panel">
      <div role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
        <CreditCard className="size-5 text-gold" aria-hidden />
        <span className="text-ink-soft">{pm.panel.status}</span>
        <span data-testid="payment-status" className={cx('font-bold', tones[payment.status])}>
          {paymentStatusLabels[payment.status]}
        </span>
      </div>
      <dl className="text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex items-baseline justify-between gap-4 border-b border-line/60 py-2.5">
            <dt className="shrink-0 text-ink-soft">{fact.label}</dt>
            <dd className="tabular text-right font-bold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {payment.refundPending > 0 && (
        <p className="tabular text-sm font-bold text-info">{pm.panel.refundPending(formatYen(payment.refundPending))}</p>
      )}
      {payment.method === 'Invoice' && guest && (payment.status === 'Invoiced' || payment.status === 'InvoicePaid') && (
        <InvoiceDownload reserveId={reserve.id} paid={payment.status === 'InvoicePaid'} />
      )}
      {payment.status === 'RequiresAction' && guest && (
        <PaymentActionRequired reserveId={reserve.id} payment={payment} checkout={checkout} />
      )}
      {payment.status === 'CaptureFailed' &&
        (guest ? (
          <PaymentCardChange reserveId={reserve.id} payment={payment} checkout={checkout} />
        ) : (
          <p className="rounded-[10px] border border-danger/50 bg-danger/10 px-4 py-3 text-sm leading-relaxed text-ink">
            {pm.panel.captureFailedHost}
            {payment.lastError && <span className="mt-1 block text-ink-soft">{pm.panel.lastError(payment.lastError)}</span>}
          </p>
        ))}
      {guest && paidStatuses.has(payment.status) && <ReceiptSection reserveId={reserve.id} />}
    </div>
  );
}
