import type { PaymentStatus } from '@kurumatabi/contract';
import type { ReservePaymentRow } from '../../db/schema/index.js';

/** The states in which money was received from the guest: the card was charged, or the transfer was confirmed. */
const PAID: ReadonlySet<PaymentStatus> = new Set(['Captured', 'PartiallyRefunded', 'InvoicePaid']);

type PaymentMoney = Pick<ReservePaymentRow, 'status' | 'method' | 'amount' | 'amountCaptured' | 'amountRefunded' | 'refundPending'>;

/**
 * What the guest finally paid (ADR 0038): what was received, less what went back and what was decided to go
 * back (a pending refund is already owed to the guest). An invoice paid by transfer received its whole amount.
 */
export function finallyPaid(payment: PaymentMoney): number {
  const received = payment.method === 'Invoice' ? payment.amount : payment.amountCaptured;
  return received - payment.amountRefunded - payment.refundPending;
}

/** A receipt exists only for money received and kept: not before the charge, not after a full refund. */
export function receiptAvailable(payment: PaymentMoney | null): payment is PaymentMoney {
  return payment !== null && PAID.has(payment.status) && finallyPaid(payment) > 0;
}
