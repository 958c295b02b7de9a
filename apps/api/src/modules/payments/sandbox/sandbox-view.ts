import { z } from 'zod';
import type { DeclineReason, IntentStatus, PaymentIntentView, RefundView, TransferView } from '../payment-port.js';
import type { IntentWithMethod, RefundRow, TransferRow } from './sandbox.repository.js';

/** How the sandbox's rows read through the port, and as Stripe's objects in its webhook events. */

/** A hold lapses at capture_before: from then on Stripe shows the intent as canceled (`automatic`). */
export function lapsed(row: IntentWithMethod, now: Date): boolean {
  return row.intent.status === 'requires_capture' && row.intent.captureBefore !== null && row.intent.captureBefore <= now;
}

export function effectiveStatus(row: IntentWithMethod, now: Date): IntentStatus {
  return lapsed(row, now) ? 'canceled' : (row.intent.status as IntentStatus);
}

export function intentView(row: IntentWithMethod, now: Date): PaymentIntentView {
  const { intent, method } = row;
  const status = effectiveStatus(row, now);
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    amountCaptured: intent.amountCaptured,
    amountRefunded: intent.amountRefunded,
    card: { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear },
    // Only the challenge needs it; the secret is not handed out once there is nothing to authenticate.
    clientSecret: status === 'requires_action' ? intent.clientSecret : null,
    captureBefore: intent.captureBefore,
    lastError:
      intent.lastErrorCode === null
        ? null
        : { reason: intent.lastErrorCode as DeclineReason, message: intent.lastErrorMessage ?? intent.lastErrorCode },
    transferGroup: intent.transferGroup,
    metadata: intent.metadata,
  };
}

export const refundView = (row: RefundRow): RefundView => ({
  id: row.id,
  intentId: row.intentId,
  amount: row.amount,
  status: row.status as RefundView['status'],
});

export const transferView = (row: TransferRow): TransferView => ({
  id: row.id,
  amount: row.amount,
  destination: row.destination,
  transferGroup: row.transferGroup,
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The intent as Stripe's API writes a PaymentIntent with `latest_charge` expanded (what the events carry). */
export function stripeIntentObject(view: PaymentIntentView) {
  return {
    id: view.id,
    object: 'payment_intent' as const,
    amount: view.amount,
    amount_capturable: view.status === 'requires_capture' ? view.amount : 0,
    amount_received: view.amountCaptured,
    capture_method: 'manual' as const,
    currency: 'jpy' as const,
    status: view.status,
    client_secret: view.clientSecret,
    last_payment_error: view.lastError && {
      code: view.lastError.reason,
      decline_code: view.lastError.reason,
      message: view.lastError.message,
    },
    transfer_group: view.transferGroup,
    metadata: view.metadata,
    latest_charge: {
      object: 'charge' as const,
      amount_captured: view.amountCaptured,
      amount_refunded: view.amountRefunded,
      payment_method_details: {
        card: view.card && {
          brand: view.card.brand,
          last4: view.card.last4,
          exp_month: view.card.expMonth,
          exp_year: view.card.expYear,
          capture_before: view.captureBefore && seconds(view.captureBefore),
        },
      },
    },
  };
}

const statusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);
const declineSchema = z.enum([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'stolen_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
]);

export const stripeIntentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: z.number().int(),
  amount_received: z.number().int(),
  status: statusSchema,
  client_secret: z.string().nullable(),
  last_payment_error: z.object({ code: declineSchema, message: z.string() }).nullable(),
  transfer_group: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  latest_charge: z.object({
    amount_refunded: z.number().int(),
    payment_method_details: z.object({
      card: z
        .object({
          brand: z.string(),
          last4: z.string(),
          exp_month: z.number(),
          exp_year: z.number(),
          capture_before: z.number().nullable(),
        })
        .nullable(),
    }),
  }),
});

export function viewOfStripeIntent(object: z.infer<typeof stripeIntentSchema>): PaymentIntentView {
  const card = object.latest_charge.payment_method_details.card;
  return {
    id: object.id,
    status: object.status,
    amount: object.amount,
    amountCaptured: object.amount_received,
    amountRefunded: object.latest_charge.amount_refunded,
    card: card && { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year },
    clientSecret: object.client_secret,
    captureBefore: card?.capture_before ? new Date(card.capture_before * 1000) : null,
    lastError: object.last_payment_error && { reason: object.last_payment_error.code, message: object.last_payment_error.message },
    transferGroup: object.transfer_group,
    metadata: object.metadata,
  };
}

/** A stored idempotent answer holds the view as JSON (dates as strings): read it back as the view. */
export function revivedIntentView(stored: PaymentIntentView): PaymentIntentView {
  return { ...stored, captureBefore: stored.captureBefore === null ? null : new Date(stored.captureBefore) };
}
