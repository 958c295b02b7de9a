/**
 * The loopback server's objects, in Stripe's JSON field names (a subset of the API's: what the adapter reads), and
 * Stripe's error answer. Kept apart from the behaviour so that each file stays readable.
 */
import { randomBytes } from 'node:crypto';

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Unix seconds: the authorisation hold lapses then (7 days for an online card payment). */
  capture_before?: number;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  created: number;
  status: 'succeeded' | 'failed';
  payment_intent: string;
  payment_method: string;
  transfer_group: string | null;
  failure_code: string | null;
  payment_method_details: { type: 'card'; card: FakeCard };
}

export interface FakeError {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'authentication_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  charge?: string;
  payment_intent?: FakeIntent;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'manual';
  confirmation_method: 'automatic';
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';
  client_secret: string;
  created: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  return_url: string | null;
  transfer_group: string | null;
  /** An id, or the charge itself where the request asked for `expand[]=latest_charge`. */
  latest_charge: string | FakeCharge | null;
  last_payment_error: FakeError | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } } | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  created: number;
  destination: string;
  livemode: false;
  metadata: Record<string, string>;
  reversed: boolean;
  transfer_group: string | null;
}

/** A Stripe error answer: its HTTP status and the `{ error }` body. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: FakeError,
  ) {
    super(error.message);
    this.name = 'StripeFailure';
  }
}

export function invalidRequest(message: string, code: string, param?: string, intent?: FakeIntent): StripeFailure {
  return new StripeFailure(400, {
    type: 'invalid_request_error',
    code,
    message,
    ...(param === undefined ? {} : { param }),
    ...(intent === undefined ? {} : { payment_intent: intent }),
  });
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
