import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe/server.js';
import {
  PaymentDeclinedError,
  ProviderRefusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type AuthorizeInput,
  type PaymentProvider,
} from './payment-port.js';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.js';

const DAY_SECONDS = 24 * 60 * 60;

let fake: FakeStripe;
let stripe: PaymentProvider;

function providerFor(options: Partial<StripeProviderOptions> = {}): PaymentProvider {
  return createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
    ...options,
  });
}

function authorizeInput(overrides: Partial<AuthorizeInput> = {}): AuthorizeInput {
  const reserveId = `rsv_${randomUUID()}`;
  return {
    amount: 12_800,
    paymentMethodId: 'pm_card_visa',
    reserveId,
    description: 'くるま旅 予約',
    returnUrl: 'https://kurumatabi.test/reserve/return',
    idempotencyKey: `reserve:${reserveId}:authorize:1`,
    ...overrides,
  };
}

async function capturedIntent(amount: number): Promise<string> {
  const held = await stripe.authorize(authorizeInput({ amount }));
  await stripe.capture(held.id, { idempotencyKey: `capture:${held.id}` });
  return held.id;
}

async function refusal(promise: Promise<unknown>): Promise<ProviderRefusedError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderRefusedError);
  return error as ProviderRefusedError;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = providerFor();
});

afterAll(async () => {
  await fake.close();
});

describe('authorize', () => {
  it('holds the amount in yen as it is, on a manual-capture intent grouped by the reservation', async () => {
    const input = authorizeInput({ metadata: { guest: 'u1' } });
    const intent = await stripe.authorize(input);

    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 12_800,
      amountCaptured: 0,
      amountRefunded: 0,
      card: { brand: 'visa', last4: '4242', expMonth: 12 },
      clientSecret: null,
      lastError: null,
      transferGroup: input.reserveId,
      metadata: { reserveId: input.reserveId, guest: 'u1' },
    });
    const stored = fake.state.intents.get(intent.id);
    expect(stored).toMatchObject({ amount: 12_800, currency: 'jpy', capture_method: 'manual', allowed_payment_method_types: ['card'] });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: input.idempotencyKey });
    const createdMs = (stored?.created ?? 0) * 1000;
    expect(intent.captureBefore?.getTime()).toBe(createdMs + 7 * DAY_SECONDS * 1000);
  });

  it.each([
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_jcb', 'jcb', '0505'],
  ])('reads the card of %s', async (paymentMethodId, brand, last4) => {
    const intent = await stripe.authorize(authorizeInput({ paymentMethodId }));
    expect(intent.card).toMatchObject({ brand, last4 });
  });

  it('replays the same answer for the same key, and refuses the key with other parameters', async () => {
    const input = authorizeInput();
    const first = await stripe.authorize(input);
    const created = fake.state.applied.intents;
    const again = await stripe.authorize(input);
    expect(again.id).toBe(first.id);
    expect(fake.state.applied.intents).toBe(created);

    const reused = await refusal(stripe.authorize({ ...input, amount: 9_800 }));
    expect(reused.code).toBe('idempotency_error');
  });

  it.each([
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedStolenCard', 'stolen_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    ['pm_card_chargeDeclined', 'card_declined'],
  ])('%s is declined as %s, with the intent Stripe left behind', async (paymentMethodId, reason) => {
    const error: unknown = await stripe.authorize(authorizeInput({ paymentMethodId })).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentDeclinedError);
    const declined = error as PaymentDeclinedError;
    expect(declined.reason).toBe(reason);
    expect(declined.intentId).toMatch(/^pi_/);
    const left = await stripe.retrieve(declined.intentId ?? '');
    expect(left).toMatchObject({ status: 'requires_payment_method', lastError: { reason } });
  });
});

describe('3-D Secure', () => {
  it('asks for a challenge with the client secret, then holds once the cardholder passes it', async () => {
    const pending = await stripe.authorize(authorizeInput({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(pending.status).toBe('requires_action');
    expect(pending.clientSecret).toMatch(new RegExp(`^${pending.id}_secret_`));
    expect(pending.card).toBeNull();

    fake.state.completeChallenge(pending.id, 'succeeded');
    const held = await stripe.retrieve(pending.id);
    expect(held).toMatchObject({ status: 'requires_capture', clientSecret: null, card: { last4: '3184' } });
  });

  it('reads a failed challenge as authentication_failed, nothing held', async () => {
    const pending = await stripe.authorize(authorizeInput({ paymentMethodId: 'pm_card_authenticationRequired' }));
    fake.state.completeChallenge(pending.id, 'failed');

    const failed = await stripe.retrieve(pending.id);
    expect(failed).toMatchObject({ status: 'requires_payment_method', amountCaptured: 0, lastError: { reason: 'authentication_failed' } });
  });
});

describe('capture and void', () => {
  it('captures the whole hold', async () => {
    const held = await stripe.authorize(authorizeInput({ amount: 21_000 }));
    const before = fake.state.applied.captures;
    const captured = await stripe.capture(held.id, { idempotencyKey: `reserve:${held.id}:capture:1` });

    expect(captured).toMatchObject({ status: 'succeeded', amount: 21_000, amountCaptured: 21_000, amountRefunded: 0 });
    expect(fake.state.applied.captures).toBe(before + 1);
  });

  it('refuses a capture after the 7-day hold lapsed (Stripe canceled the intent itself)', async () => {
    const held = await stripe.authorize(authorizeInput());
    fake.state.advanceClock(7 * DAY_SECONDS + 1);

    const refused = await refusal(stripe.capture(held.id, { idempotencyKey: `late:${held.id}` }));
    expect(refused.code).toBe('payment_intent_unexpected_state');
    expect((await stripe.retrieve(held.id)).status).toBe('canceled');
  });

  it('voids a hold, counts no refund for it, and refuses to capture it afterwards', async () => {
    const held = await stripe.authorize(authorizeInput());
    const voided = await stripe.void(held.id, { idempotencyKey: `void:${held.id}`, reason: 'requested_by_customer' });
    expect(voided).toMatchObject({ status: 'canceled', amountCaptured: 0, amountRefunded: 0 });
    expect(fake.state.intents.get(held.id)?.cancellation_reason).toBe('requested_by_customer');

    const refused = await refusal(stripe.capture(held.id, { idempotencyKey: `capture:${held.id}` }));
    expect(refused.code).toBe('payment_intent_unexpected_state');
  });
});

describe('refund and transfer', () => {
  it('refunds in part, then the rest, and refuses more than remains', async () => {
    const intentId = await capturedIntent(10_000);
    const partial = await stripe.refund(intentId, {
      amount: 3_000,
      idempotencyKey: `refund:${intentId}:1`,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({ intentId, amount: 3_000, status: 'succeeded' });
    expect((await stripe.retrieve(intentId)).amountRefunded).toBe(3_000);

    const over = await refusal(stripe.refund(intentId, { amount: 7_001, idempotencyKey: `refund:${intentId}:2` }));
    expect(over.code).toBe('amount_too_large');

    await stripe.refund(intentId, { amount: 7_000, idempotencyKey: `refund:${intentId}:3` });
    expect(await stripe.retrieve(intentId)).toMatchObject({ amountCaptured: 10_000, amountRefunded: 10_000 });
    const again = await refusal(stripe.refund(intentId, { amount: 1, idempotencyKey: `refund:${intentId}:4` }));
    expect(again.code).toBe('charge_already_refunded');
  });

  it('refuses to refund a hold that was never captured', async () => {
    const held = await stripe.authorize(authorizeInput());
    await refusal(stripe.refund(held.id, { amount: 100, idempotencyKey: `refund:${held.id}` }));
  });

  it('transfers yen to a connected account with the reservation as transfer_group, not more than the balance', async () => {
    await capturedIntent(30_000);
    const reserveId = `rsv_${randomUUID()}`;
    const transfer = await stripe.transfer({
      amount: 25_500,
      destination: 'acct_host1',
      transferGroup: reserveId,
      idempotencyKey: `payout:${reserveId}`,
    });
    expect(transfer).toMatchObject({ amount: 25_500, destination: 'acct_host1', transferGroup: reserveId });
    expect(fake.state.transfers.get(transfer.id)?.currency).toBe('jpy');

    const tooMuch = await refusal(
      stripe.transfer({ amount: 10_000_000, destination: 'acct_host1', transferGroup: reserveId, idempotencyKey: `big:${reserveId}` }),
    );
    expect(tooMuch.code).toBe('balance_insufficient');
  });
});

describe('faults', () => {
  it('a capture whose answers were lost is retried with the same key and captures once', async () => {
    const held = await stripe.authorize(authorizeInput());
    const key = `reserve:${held.id}:capture:1`;
    const before = fake.state.applied.captures;
    // The first answer and the SDK's own retry of a reset connection are both cut off.
    fake.failNext({ kind: 'drop_after_applying' }, 2);
    await expect(stripe.capture(held.id, { idempotencyKey: key })).rejects.toBeInstanceOf(ProviderUnavailableError);

    const captured = await stripe.capture(held.id, { idempotencyKey: key });
    expect(captured.status).toBe('succeeded');
    expect(fake.state.applied.captures).toBe(before + 1);
    const attempts = fake.requests.filter((request) => request.path === `/v1/payment_intents/${held.id}/capture`);
    expect(attempts.map((attempt) => [attempt.idempotencyKey, attempt.replayed])).toEqual([
      [key, false],
      [key, true],
      [key, true],
    ]);
  });

  it('5xx is ProviderUnavailableError; with retries allowed the SDK retries it with the same key', async () => {
    const held = await stripe.authorize(authorizeInput());
    fake.failNext({ kind: 'server_error' });
    await expect(stripe.retrieve(held.id)).rejects.toBeInstanceOf(ProviderUnavailableError);

    fake.failNext({ kind: 'server_error' });
    const patient = providerFor({ maxNetworkRetries: 1 });
    expect((await patient.capture(held.id, { idempotencyKey: `capture:${held.id}` })).status).toBe('succeeded');
  });

  it('a timeout is ProviderUnavailableError, and the retry finds the stalled call applied once', async () => {
    const held = await stripe.authorize(authorizeInput());
    const before = fake.state.applied.captures;
    fake.failNext({ kind: 'stall', ms: 400 });
    const hasty = providerFor({ timeoutMs: 100 });
    await expect(hasty.capture(held.id, { idempotencyKey: `capture:${held.id}` })).rejects.toBeInstanceOf(ProviderUnavailableError);

    expect((await stripe.capture(held.id, { idempotencyKey: `capture:${held.id}` })).status).toBe('succeeded');
    expect(fake.state.applied.captures).toBe(before + 1);
  });

  it('an unknown intent is refused with Stripe’s code; a wrong API key is an error that does not show it', async () => {
    expect((await refusal(stripe.retrieve('pi_missing'))).code).toBe('resource_missing');
    const wrongKey = 'sk_test_wrong_key_value';
    const error: unknown = await providerFor({ secretKey: wrongKey })
      .retrieve('pi_missing')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toContain(wrongKey);
  });
});

describe('parseWebhook', () => {
  it('reads a signed payment_intent event with its intent, and charge / refund events with theirs', async () => {
    const held = await stripe.authorize(authorizeInput());
    const intentObject = fake.state.view(fake.state.intent(held.id), []);
    const delivery = fake.signedEvent('payment_intent.amount_capturable_updated', intentObject);

    const event = stripe.parseWebhook(delivery.payload, delivery.header);
    expect(event).toMatchObject({ id: delivery.id, type: 'payment_intent.amount_capturable_updated', intentId: held.id });
    expect(event.created).toBeInstanceOf(Date);
    expect(event.intent).toMatchObject({ id: held.id, status: 'requires_capture', amount: 12_800 });

    const chargeId = typeof intentObject.latest_charge === 'string' ? intentObject.latest_charge : '';
    const charge = fake.state.charges.get(chargeId) ?? {};
    const chargeEvent = fake.signedEvent('charge.refunded', charge);
    expect(stripe.parseWebhook(chargeEvent.payload, chargeEvent.header)).toMatchObject({ intentId: held.id, intent: null });
    const refundEvent = fake.signedEvent('refund.created', { object: 'refund', id: 're_1', payment_intent: held.id });
    expect(stripe.parseWebhook(refundEvent.payload, refundEvent.header).intentId).toBe(held.id);
    const transferEvent = fake.signedEvent('transfer.created', { object: 'transfer', id: 'tr_1' });
    expect(stripe.parseWebhook(transferEvent.payload, transferEvent.header).intentId).toBeNull();
  });

  it('refuses a forged body, another secret, a stale timestamp and a missing signature', () => {
    const intent = { object: 'payment_intent', id: 'pi_1', status: 'succeeded', amount: 100 };
    const genuine = fake.signedEvent('payment_intent.succeeded', intent);
    const forged = Buffer.from(genuine.payload.toString('utf8').replace('"amount":100', '"amount":1'));
    const otherSecret = fake.signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
    const stale = fake.signedEvent('payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 600 });

    expect(() => stripe.parseWebhook(forged, genuine.header)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(otherSecret.payload, otherSecret.header)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(stale.payload, stale.header)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(genuine.payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(genuine.payload, 't=1,v1=deadbeef')).toThrow(WebhookSignatureError);
  });
});
