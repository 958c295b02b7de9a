/**
 * What the loopback Stripe holds and how it behaves: manual-capture PaymentIntents confirmed on creation, their
 * charges and 7-day holds, captures and cancels (refunds and transfers: money-out.ts), with Stripe's rules and error answers. Its clock
 * can be moved forward (holds lapse) and a 3-D Secure challenge can be completed or failed from a test.
 */
import { invalidRequest, newId, StripeFailure, type FakeCharge, type FakeIntent, type FakeRefund, type FakeTransfer } from './objects.js';
import { listParam, recordParam, stringParam, type FormObject } from './form.js';
import { TEST_CARDS, type TestCard } from './test-cards.js';

const HOLD_SECONDS = 7 * 24 * 60 * 60;
/** Stripe's smallest JPY charge. */
const MINIMUM_YEN = 50;
const CANCELABLE = new Set(['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing']);

export function integerParam(form: FormObject, key: string, minimum: number): number {
  const raw = stringParam(form, key);
  if (raw === undefined) throw invalidRequest(`Missing required param: ${key}.`, 'parameter_missing', key);
  if (!/^\d+$/.test(raw)) throw invalidRequest(`Invalid integer: ${raw}`, 'parameter_invalid_integer', key);
  const value = Number(raw);
  if (value < minimum) throw invalidRequest(`Amount must be at least ¥${minimum} jpy`, 'amount_too_small', key);
  return value;
}

export function requireParam(form: FormObject, key: string): string {
  const value = stringParam(form, key);
  if (value === undefined || value === '') throw invalidRequest(`Missing required param: ${key}.`, 'parameter_missing', key);
  return value;
}

export class FakeStripeState {
  private clockOffset = 0;
  readonly intents = new Map<string, FakeIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly transfers = new Map<string, FakeTransfer>();
  /** What was applied (not replayed): a capture retried with the same key must count once. */
  readonly applied = { intents: 0, captures: 0, cancels: 0, refunds: 0, transfers: 0 };

  /** Unix seconds on the fake's clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  advanceClock(seconds: number): void {
    this.clockOffset += seconds;
  }

  /** The intent as the API shows it, `latest_charge` expanded when asked. */
  view(intent: FakeIntent, expand: readonly string[]): FakeIntent {
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : null;
    const charge = chargeId === null ? undefined : this.charges.get(chargeId);
    return expand.includes('latest_charge') && charge ? { ...intent, latest_charge: { ...charge } } : { ...intent };
  }

  intent(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    }
    this.lapseHold(intent);
    return intent;
  }

  createIntent(form: FormObject): FakeIntent {
    const amount = integerParam(form, 'amount', MINIMUM_YEN);
    const currency = requireParam(form, 'currency');
    if (currency !== 'jpy') throw invalidRequest('The loopback Stripe holds yen only.', 'parameter_invalid', 'currency');
    if (stringParam(form, 'capture_method') !== 'manual' || stringParam(form, 'confirm') !== 'true') {
      throw invalidRequest('The loopback Stripe knows manual capture confirmed on creation only.', 'parameter_invalid');
    }
    const paymentMethod = requireParam(form, 'payment_method');
    const card = TEST_CARDS[paymentMethod];
    if (!card) throw invalidRequest(`No such PaymentMethod: '${paymentMethod}'`, 'resource_missing', 'payment_method');
    // Gone from PaymentIntent creation since API 2026-09-30.endive: Stripe answers an unknown parameter.
    if (form['payment_method_types'] !== undefined) {
      throw invalidRequest('Received unknown parameter: payment_method_types', 'parameter_unknown', 'payment_method_types');
    }
    const types = listParam(form, 'allowed_payment_method_types');
    const id = newId('pi');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      capture_method: 'manual',
      confirmation_method: 'automatic',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${newId('cs').slice(3)}`,
      created: this.now(),
      canceled_at: null,
      cancellation_reason: null,
      description: stringParam(form, 'description') ?? null,
      livemode: false,
      metadata: recordParam(form, 'metadata'),
      payment_method: paymentMethod,
      allowed_payment_method_types: types.length > 0 ? types : null,
      payment_method_types: types.length > 0 ? types : ['card'],
      return_url: stringParam(form, 'return_url') ?? null,
      transfer_group: stringParam(form, 'transfer_group') ?? null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
    };
    this.intents.set(id, intent);
    this.applied.intents += 1;
    if (card.outcome === 'requires_authentication') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`, return_url: intent.return_url },
      };
    } else {
      this.authorise(intent, card);
    }
    return intent;
  }

  /** The test's stand-in for the cardholder at the bank's 3-D Secure page. */
  completeChallenge(intentId: string, outcome: 'succeeded' | 'failed'): void {
    const intent = this.intent(intentId);
    if (intent.status !== 'requires_action') throw new Error(`${intentId} is ${intent.status}, not waiting for 3-D Secure`);
    intent.next_action = null;
    const card = TEST_CARDS[intent.payment_method];
    if (outcome === 'succeeded' && card) {
      this.authorise(intent, { ...card, outcome: 'succeeds' });
      return;
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    };
  }

  capture(id: string, form: FormObject): FakeIntent {
    const intent = this.intent(id);
    if (intent.status !== 'requires_capture') {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        'payment_intent_unexpected_state',
        undefined,
        this.view(intent, []),
      );
    }
    // Partial capture releases the rest on Stripe; the adapter captures whole holds, so the fake does not model it.
    if (stringParam(form, 'amount_to_capture') !== undefined) {
      throw invalidRequest('The loopback Stripe captures whole holds only.', 'parameter_unknown', 'amount_to_capture');
    }
    const charge = this.chargeOf(intent);
    charge.captured = true;
    charge.amount_captured = intent.amount;
    intent.amount_received = intent.amount;
    intent.amount_capturable = 0;
    intent.status = 'succeeded';
    this.applied.captures += 1;
    return intent;
  }

  cancel(id: string, form: FormObject): FakeIntent {
    const intent = this.intent(id);
    if (!CANCELABLE.has(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}.`,
        'payment_intent_unexpected_state',
        undefined,
        this.view(intent, []),
      );
    }
    this.release(intent, stringParam(form, 'cancellation_reason') ?? null);
    this.applied.cancels += 1;
    return intent;
  }

  private authorise(intent: FakeIntent, card: TestCard): void {
    const created = this.now();
    const charge: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: intent.currency,
      created,
      status: card.outcome === 'succeeds' ? 'succeeded' : 'failed',
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      transfer_group: intent.transfer_group,
      failure_code: card.outcome === 'succeeds' ? null : (card.code ?? 'card_declined'),
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: 12,
          exp_year: new Date(created * 1000).getUTCFullYear() + 3,
          ...(card.outcome === 'succeeds' ? { capture_before: created + HOLD_SECONDS } : {}),
        },
      },
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (card.outcome === 'succeeds') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      intent.last_payment_error = null;
      return;
    }
    const error = {
      type: 'card_error' as const,
      code: card.code ?? 'card_declined',
      ...(card.declineCode === undefined ? {} : { decline_code: card.declineCode }),
      message: card.message ?? 'Your card was declined.',
      charge: charge.id,
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    // Stripe answers a declined confirmation with 402 and the intent left behind.
    throw new StripeFailure(402, { ...error, payment_intent: this.view(intent, []) });
  }

  /** An uncaptured hold past `capture_before` is canceled by Stripe itself (`cancellation_reason: automatic`). */
  private lapseHold(intent: FakeIntent): void {
    if (intent.status !== 'requires_capture') return;
    const captureBefore = this.chargeOf(intent).payment_method_details.card.capture_before;
    if (captureBefore !== undefined && this.now() >= captureBefore) this.release(intent, 'automatic');
  }

  /** Cancel: an uncaptured charge is marked refunded in full, as Stripe shows a released hold. */
  private release(intent: FakeIntent, reason: string | null): void {
    if (intent.status === 'requires_capture') {
      const charge = this.chargeOf(intent);
      charge.refunded = true;
      charge.amount_refunded = charge.amount;
    }
    intent.status = 'canceled';
    intent.amount_capturable = 0;
    intent.next_action = null;
    intent.cancellation_reason = reason;
    intent.canceled_at = this.now();
  }

  chargeOf(intent: FakeIntent): FakeCharge {
    const charge = typeof intent.latest_charge === 'string' ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new Error(`${intent.id} has no charge`);
    return charge;
  }
}
