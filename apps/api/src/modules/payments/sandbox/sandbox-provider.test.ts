import { afterAll, describe, expect, it } from 'vitest';
import { PaymentDeclinedError, ProviderRefusedError, type DeclineReason } from '../payment-port.js';
import { authorizeInput, card, key, testDb } from './sandbox-fixtures.js';
import { createSandboxProvider, HOLD_MS, SandboxCardError } from './sandbox-provider.js';

const { db, close } = testDb();
afterAll(close);

const sandbox = createSandboxProvider(db);

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderRefusedError);
  return (error as ProviderRefusedError).code;
}

describe('the sandbox: test cards', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['3566002020360505', 'jcb'],
    ['378282246310005', 'amex'],
  ])('%s (%s) is authorised and held for 7 days', async (number, brand) => {
    const { paymentMethodId, card: summary } = await sandbox.createPaymentMethod({
      ...card(number),
      cvc: brand === 'amex' ? '1234' : '123',
    });
    expect(paymentMethodId).toMatch(/^pm_sbx_[0-9a-f]{24}$/);
    expect(summary).toEqual({ brand, last4: number.slice(-4), expMonth: 12, expYear: 2099 });
    const before = Date.now();
    const intent = await sandbox.authorize(authorizeInput(paymentMethodId));
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 12_800,
      amountCaptured: 0,
      amountRefunded: 0,
      clientSecret: null,
      lastError: null,
    });
    expect(intent.id).toMatch(/^pi_sbx_/);
    expect(intent.card).toEqual(summary);
    expect(intent.captureBefore!.getTime() - before).toBeGreaterThanOrEqual(HOLD_MS - 1000);
    expect(intent.captureBefore!.getTime() - before).toBeLessThanOrEqual(HOLD_MS + 5000);
    expect(await sandbox.retrieve(intent.id)).toEqual(intent);
  });

  it.each<[string, DeclineReason]>([
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000069', 'expired_card'],
    ['4000000000009979', 'stolen_card'],
    ['4000000000000002', 'card_declined'],
    ['4000000000000127', 'incorrect_cvc'],
    ['4000000000000119', 'processing_error'],
    // Any other valid number: a real card is declined in test mode.
    ['4012888888881881', 'card_declined'],
  ])('%s is declined with %s, nothing held, the intent left in requires_payment_method', async (number, reason) => {
    const { paymentMethodId } = await sandbox.createPaymentMethod(card(number));
    const error = await sandbox.authorize(authorizeInput(paymentMethodId)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as PaymentDeclinedError).reason).toBe(reason);
    const intent = await sandbox.retrieve((error as PaymentDeclinedError).intentId!);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amountCaptured: 0, lastError: { reason } });
    expect(await refusal(sandbox.capture(intent.id, { idempotencyKey: key('capture') }))).toBe('payment_intent_unexpected_state');
  });

  it('refuses what Stripe.js refuses, in Japanese, and makes nothing', async () => {
    const error = await sandbox
      .createPaymentMethod({ number: '4242 4242 4242 4241', expMonth: 13, expYear: 2099, cvc: '12' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SandboxCardError);
    expect((error as SandboxCardError).problems.map((p) => p.path)).toEqual(['number', 'expMonth', 'cvc']);
    expect((error as SandboxCardError).problems[0]!.message).toMatch(/カード番号が正しくありません/);
    const expired = await sandbox.createPaymentMethod({ ...card('4242424242424242'), expMonth: 1, expYear: 2020 }).catch((e: unknown) => e);
    expect((expired as SandboxCardError).problems).toEqual([{ path: 'expYear', message: expect.stringMatching(/有効期限が切れています/) }]);
    // Spaces as typed are fine.
    await expect(sandbox.createPaymentMethod(card('4242 4242 4242 4242'))).resolves.toMatchObject({ card: { last4: '4242' } });
  });

  it('refuses an unknown payment method, and amounts outside ¥50–¥99,999,999', async () => {
    expect(await refusal(sandbox.authorize(authorizeInput('pm_sbx_nope')))).toBe('resource_missing');
    const { paymentMethodId } = await sandbox.createPaymentMethod(card('4242424242424242'));
    expect(await refusal(sandbox.authorize(authorizeInput(paymentMethodId, { amount: 49 })))).toBe('amount_too_small');
    expect(await refusal(sandbox.authorize(authorizeInput(paymentMethodId, { amount: 100.5 })))).toBe('amount_too_small');
    expect(await refusal(sandbox.authorize(authorizeInput(paymentMethodId, { amount: 100_000_000 })))).toBe('amount_too_large');
  });
});

describe('the sandbox: 3-D Secure', () => {
  it.each(['4000002760003184', '4000000000003220'])('%s asks for a challenge; completing it holds the amount', async (number) => {
    const { paymentMethodId } = await sandbox.createPaymentMethod(card(number));
    const intent = await sandbox.authorize(authorizeInput(paymentMethodId));
    expect(intent).toMatchObject({ status: 'requires_action', captureBefore: null });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const done = await sandbox.completeChallenge(intent.clientSecret!, 'succeed');
    expect(done).toMatchObject({ id: intent.id, status: 'requires_capture', clientSecret: null });
    expect(done.captureBefore).not.toBeNull();
    // The page cannot be answered twice.
    expect(await refusal(sandbox.completeChallenge(intent.clientSecret!, 'fail'))).toBe('payment_intent_unexpected_state');
    expect((await sandbox.capture(intent.id, { idempotencyKey: key('capture') })).status).toBe('succeeded');
  });

  it('a failed challenge leaves requires_payment_method with authentication_failed; an unknown secret is missing', async () => {
    const { paymentMethodId } = await sandbox.createPaymentMethod(card('4000002760003184'));
    const intent = await sandbox.authorize(authorizeInput(paymentMethodId));
    const failed = await sandbox.completeChallenge(intent.clientSecret!, 'fail');
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      lastError: { reason: 'authentication_failed' },
      captureBefore: null,
    });
    expect(await refusal(sandbox.capture(intent.id, { idempotencyKey: key('capture') }))).toBe('payment_intent_unexpected_state');
    expect(await refusal(sandbox.completeChallenge(`${intent.id}_secret_forged`, 'succeed'))).toBe('resource_missing');
    // Abandoned: the intent can still be canceled.
    expect((await sandbox.void(intent.id, { idempotencyKey: key('void'), reason: 'abandoned' })).status).toBe('canceled');
  });
});
