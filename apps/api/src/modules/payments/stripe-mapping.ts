/**
 * Stripe's objects and errors read into the payment port's terms (payment-port.ts). Pure functions, so the mapping
 * is the same for an API answer and for the object a webhook event carries.
 */
import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type CardSummary,
  type DeclineReason,
  type IntentStatus,
  type PaymentIntentView,
  type RefundView,
} from './payment-port.js';

const INTENT_STATUSES: ReadonlySet<string> = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

const DECLINE_REASONS: ReadonlySet<string> = new Set<DeclineReason>([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'stolen_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_failed',
]);

function isDeclineReason(value: string): value is DeclineReason {
  return DECLINE_REASONS.has(value);
}

function isIntentStatus(value: string): value is IntentStatus {
  return INTENT_STATUSES.has(value);
}

/**
 * Stripe's `decline_code` is the issuer's reason and the more precise one (`insufficient_funds` under the code
 * `card_declined`); the error `code` names the others (`expired_card`, `incorrect_cvc`, `processing_error`). A failed
 * or required 3-D Secure is its own reason. Anything else (`generic_decline`, `do_not_honor`, …) is a plain decline.
 */
export function declineReasonOf(code: string | null | undefined, declineCode: string | null | undefined): DeclineReason {
  if (code === 'payment_intent_authentication_failure' || declineCode === 'authentication_required') return 'authentication_failed';
  for (const candidate of [declineCode, code]) if (candidate && isDeclineReason(candidate)) return candidate;
  return 'card_declined';
}

function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

function cardOf(charge: Stripe.Charge | null): CardSummary | null {
  const card = charge?.payment_method_details?.card;
  if (!card) return null;
  return { brand: card.brand ?? 'unknown', last4: card.last4 ?? '', expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * The intent in the port's terms. Card, hold deadline and captured/refunded amounts live on the latest charge, so
 * they are known only when it is expanded (every call of the adapter asks for it; a webhook's intent carries the id
 * only, and the product retrieves the intent when it needs them). A released hold is shown by Stripe as an
 * uncaptured charge "refunded" in full; nothing was taken, so only a captured charge's refunds count.
 */
export function toIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  const charge = chargeOf(intent);
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    // A status newer than this adapter is read as `processing`: not held, not final, nothing to act on yet.
    status: isIntentStatus(intent.status) ? intent.status : 'processing',
    amount: intent.amount,
    amountCaptured: charge ? charge.amount_captured : intent.amount_received,
    amountRefunded: charge?.captured ? charge.amount_refunded : 0,
    card: cardOf(charge),
    clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
    captureBefore: captureBefore === undefined ? null : new Date(captureBefore * 1000),
    lastError: error ? { reason: declineReasonOf(error.code, error.decline_code), message: error.message ?? '' } : null,
    transferGroup: intent.transfer_group,
    metadata: { ...intent.metadata },
  };
}

export function toRefundView(refund: Stripe.Refund, intentId: string): RefundView {
  const fromRefund = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const status = refund.status;
  return {
    id: refund.id,
    intentId: fromRefund ?? intentId,
    amount: refund.amount,
    // `requires_action` (a refund waiting on the customer, not used for cards) and an absent status are still pending.
    status: status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending',
  };
}

/**
 * A Stripe SDK error in the port's terms. Card refusals carry the intent Stripe left behind; network failures,
 * timeouts, 5xx and rate limits are worth retrying with the same key; requests refused in the object's state
 * (capture of a canceled hold, refund above what remains, a key reused with other parameters) carry Stripe's code.
 * Credentials refused by Stripe are a deployment fault: the message says so without any key in it.
 */
export function toPortError(error: unknown): unknown {
  const errors = Stripe.errors;
  if (!(error instanceof errors.StripeError)) return error;
  if (error instanceof errors.StripeCardError) {
    return new PaymentDeclinedError(declineReasonOf(error.code, error.decline_code), error.message, error.payment_intent?.id ?? null);
  }
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError ||
    (error.statusCode !== undefined && (error.statusCode >= 500 || error.statusCode === 429))
  ) {
    return new ProviderUnavailableError(`Stripe is unavailable: ${error.message}`, { cause: error });
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new Error(`Stripe refused the platform's API key (${error.type})`);
  }
  if (error instanceof errors.StripeIdempotencyError) return new ProviderRefusedError(error.code ?? 'idempotency_error', error.message);
  return new ProviderRefusedError(error.code ?? error.type, error.message);
}
