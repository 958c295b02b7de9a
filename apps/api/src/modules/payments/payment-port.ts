/**
 * The payment port (DESIGN.md §4a, issue 33): what the marketplace asks of a card processor, in
 * Stripe's terms, so that the `sandbox` adapter (embedded, Stripe test-mode semantics) and the
 * `stripe` adapter (the official SDK) are interchangeable. Services talk to this port, never to an
 * SDK. Amounts are integer yen (JPY is zero-decimal: never × 100). No card number ever crosses it:
 * the browser turns a card into a payment method id (`pm_…`) with the processor itself.
 */

export type PaymentProviderName = 'sandbox' | 'stripe';

/** Stripe's PaymentIntent statuses that a manual-capture intent can be in. */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

/** Why a card was refused, as Stripe's `decline_code` / error `code` say it (the product turns it into Japanese). */
export type DeclineReason =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'stolen_card' | 'incorrect_cvc' | 'processing_error' | 'authentication_failed';

export interface CardSummary {
  /** `visa`, `mastercard`, `jcb`, `amex`, `diners`, `discover`, `unknown` (Stripe's `card.brand`). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentIntentView {
  id: string;
  status: IntentStatus;
  /** What was authorised, in yen. */
  amount: number;
  /** What has been captured so far (0 until capture). */
  amountCaptured: number;
  /** What has been refunded so far. */
  amountRefunded: number;
  card: CardSummary | null;
  /** For `requires_action`: what the browser needs to run the 3-D Secure challenge (Stripe's client secret). */
  clientSecret: string | null;
  /** When the authorisation hold lapses (Stripe's `latest_charge.payment_method_details.card.capture_before`). */
  captureBefore: Date | null;
  /** Set when the last attempt failed. */
  lastError: { reason: DeclineReason; message: string } | null;
  /** The provider's `transfer_group` (the reservation id). */
  transferGroup: string | null;
  metadata: Record<string, string>;
}

export interface AuthorizeInput {
  /** Integer yen. */
  amount: number;
  /** The payment method the browser made (`pm_…`). */
  paymentMethodId: string;
  /** Carried as `transfer_group` and in metadata: the reservation. */
  reserveId: string;
  description: string;
  /** Where the 3-D Secure challenge comes back to (Stripe's `return_url`). */
  returnUrl: string;
  /** reservation + operation + version, e.g. `reserve:<id>:authorize:1`. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface RefundView {
  id: string;
  intentId: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface TransferInput {
  amount: number;
  /** The host's connected account (`acct_…`). */
  destination: string;
  /** The reservation (or the payout) the transfer belongs to. */
  transferGroup: string;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface TransferView {
  id: string;
  amount: number;
  destination: string;
  transferGroup: string | null;
}

/** A webhook event after its signature was checked, reduced to what the product acts on. */
export interface ProviderEvent {
  /** The provider's event id (`evt_…`): applied once. */
  id: string;
  /** e.g. `payment_intent.amount_capturable_updated`, `payment_intent.succeeded`, `payment_intent.canceled`, `charge.refunded`. */
  type: string;
  created: Date;
  /** The intent the event is about (a charge's or a refund's intent too), when it is about one. */
  intentId: string | null;
  /** The intent as the event carries it, for `payment_intent.*` events. */
  intent: PaymentIntentView | null;
}

/** The card was refused: nothing is held. */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly reason: DeclineReason,
    message: string,
    /** The intent left behind (Stripe keeps it in `requires_payment_method`), when there is one. */
    readonly intentId: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The processor could not be reached or answered 5xx / timed out: the same call with the same key may be retried. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The call is not possible in the intent's state (capture of a voided hold, refund above what remains…). */
export class ProviderRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

/** A webhook whose signature does not verify (or is too old). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Creates and confirms a manual-capture PaymentIntent for `amount` yen with the payment method.
   * Answers `requires_capture` (held), or `requires_action` (a 3-D Secure challenge: the browser
   * completes it with `clientSecret`, then the product retrieves the intent again). Throws
   * PaymentDeclinedError when the card is refused. Idempotent on `idempotencyKey`.
   */
  authorize(input: AuthorizeInput): Promise<PaymentIntentView>;
  retrieve(intentId: string): Promise<PaymentIntentView>;
  /** Captures the whole hold (`amount_to_capture` = the amount). Idempotent on the key. */
  capture(intentId: string, options: { idempotencyKey: string }): Promise<PaymentIntentView>;
  /** Releases the hold (Stripe's cancel). Idempotent on the key. */
  void(
    intentId: string,
    options: { idempotencyKey: string; reason?: 'requested_by_customer' | 'abandoned' | 'duplicate' },
  ): Promise<PaymentIntentView>;
  /** Refunds `amount` yen of a captured intent (≤ captured − refunded). Idempotent on the key. */
  refund(
    intentId: string,
    options: { amount: number; idempotencyKey: string; reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent' },
  ): Promise<RefundView>;
  /** Moves `amount` yen of the platform's balance to a connected account (separate charges and transfers). */
  transfer(input: TransferInput): Promise<TransferView>;
  /** Checks a webhook's signature on the raw body and reads it. Throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
