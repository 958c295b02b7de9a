import { afterAll, describe, expect, it } from 'vitest';
import { ProviderRefusedError } from '../payment-port.js';
import { card, heldIntent, key, testDb, authorizeInput } from './sandbox-fixtures.js';
import { createSandboxProvider, HOLD_MS } from './sandbox-provider.js';

const { db, close } = testDb();
afterAll(close);

function clock(start = new Date('2026-12-01T03:00:00Z')) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (e: unknown) => (e instanceof ProviderRefusedError ? e.code : String(e)),
  );

describe('the sandbox: the hold and its capture', () => {
  it('captures within 7 days; after them the hold reads as canceled and capture is refused', async () => {
    const time = clock();
    const sandbox = createSandboxProvider(db, { now: time.now });
    const intent = await heldIntent(sandbox);
    expect(intent.captureBefore).toEqual(new Date(time.now().getTime() + HOLD_MS));
    time.advance(HOLD_MS - 1000);
    expect((await sandbox.retrieve(intent.id)).status).toBe('requires_capture');
    time.advance(1000);
    expect((await sandbox.retrieve(intent.id)).status).toBe('canceled');
    expect(await refusalOf(sandbox.capture(intent.id, { idempotencyKey: key('capture') }))).toBe('charge_expired_for_capture');
    expect(await refusalOf(sandbox.void(intent.id, { idempotencyKey: key('void') }))).toBe('payment_intent_unexpected_state');

    const second = await heldIntent(sandbox);
    time.advance(HOLD_MS - 60_000);
    expect(await sandbox.capture(second.id, { idempotencyKey: key('capture') })).toMatchObject({
      status: 'succeeded',
      amountCaptured: 12_800,
    });
  });

  it('voids from requires_capture, never a captured or voided intent, and captures only from requires_capture', async () => {
    const sandbox = createSandboxProvider(db);
    const held = await heldIntent(sandbox);
    expect(await sandbox.void(held.id, { idempotencyKey: key('void') })).toMatchObject({ status: 'canceled', amountCaptured: 0 });
    expect(await refusalOf(sandbox.capture(held.id, { idempotencyKey: key('capture') }))).toBe('payment_intent_unexpected_state');
    expect(await refusalOf(sandbox.void(held.id, { idempotencyKey: key('void') }))).toBe('payment_intent_unexpected_state');
    const captured = await heldIntent(sandbox);
    await sandbox.capture(captured.id, { idempotencyKey: key('capture') });
    expect(await refusalOf(sandbox.void(captured.id, { idempotencyKey: key('void') }))).toBe('payment_intent_unexpected_state');
    expect(await refusalOf(sandbox.capture(captured.id, { idempotencyKey: key('capture') }))).toBe('payment_intent_unexpected_state');
    expect(await refusalOf(sandbox.retrieve('pi_sbx_missing'))).toBe('resource_missing');
  });
});

describe('the sandbox: refunds and transfers', () => {
  it('refunds only a captured intent, partly and fully, never above captured − refunded', async () => {
    const sandbox = createSandboxProvider(db);
    const intent = await heldIntent(sandbox, { amount: 10_000 });
    expect(await refusalOf(sandbox.refund(intent.id, { amount: 1000, idempotencyKey: key('refund') }))).toBe(
      'payment_intent_unexpected_state',
    );
    await sandbox.capture(intent.id, { idempotencyKey: key('capture') });
    const partial = await sandbox.refund(intent.id, { amount: 3000, idempotencyKey: key('refund'), reason: 'requested_by_customer' });
    expect(partial).toMatchObject({ intentId: intent.id, amount: 3000, status: 'succeeded' });
    expect(partial.id).toMatch(/^re_sbx_/);
    expect(await refusalOf(sandbox.refund(intent.id, { amount: 7001, idempotencyKey: key('refund') }))).toBe('amount_too_large');
    expect(await refusalOf(sandbox.refund(intent.id, { amount: 0, idempotencyKey: key('refund') }))).toBe('amount_invalid');
    await sandbox.refund(intent.id, { amount: 7000, idempotencyKey: key('refund') });
    expect(await sandbox.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amountCaptured: 10_000, amountRefunded: 10_000 });
    expect(await refusalOf(sandbox.refund(intent.id, { amount: 1, idempotencyKey: key('refund') }))).toBe('amount_too_large');
  });

  it('never refunds more than was captured, even when refunds race', async () => {
    const sandbox = createSandboxProvider(db);
    const intent = await heldIntent(sandbox, { amount: 10_000 });
    await sandbox.capture(intent.id, { idempotencyKey: key('capture') });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => sandbox.refund(intent.id, { amount: 4000, idempotencyKey: key('refund') })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await sandbox.retrieve(intent.id)).amountRefunded).toBe(8000);
  });

  it('records a transfer to a connected account and refuses a non-positive amount', async () => {
    const sandbox = createSandboxProvider(db);
    const transfer = await sandbox.transfer({
      amount: 9000,
      destination: 'acct_host1',
      transferGroup: 'reserve-1',
      idempotencyKey: key('transfer'),
    });
    expect(transfer).toMatchObject({ amount: 9000, destination: 'acct_host1', transferGroup: 'reserve-1' });
    expect(transfer.id).toMatch(/^tr_sbx_/);
    for (const amount of [0, -5, 1.5])
      expect(
        await refusalOf(sandbox.transfer({ amount, destination: 'acct_host1', transferGroup: 'g', idempotencyKey: key('transfer') })),
      ).toBe('amount_invalid');
  });
});

describe('the sandbox: idempotency keys', () => {
  it('replays the first answer for the same key and parameters, and refuses the key with other parameters', async () => {
    const sandbox = createSandboxProvider(db);
    const { paymentMethodId } = await sandbox.createPaymentMethod(card('4242424242424242'));
    const input = authorizeInput(paymentMethodId);
    const first = await sandbox.authorize(input);
    expect(await sandbox.authorize(input)).toEqual(first);
    expect(await refusalOf(sandbox.authorize({ ...input, amount: 13_000 }))).toBe('idempotency_key_in_use');
    const captureKey = key('capture');
    const captured = await sandbox.capture(first.id, { idempotencyKey: captureKey });
    expect(await sandbox.capture(first.id, { idempotencyKey: captureKey })).toEqual(captured);
    // A key is the call's, whatever the operation: reused for a refund it is refused.
    expect(await refusalOf(sandbox.refund(first.id, { amount: 100, idempotencyKey: captureKey }))).toBe('idempotency_key_in_use');
    const events = await sandbox.listEvents({ intentId: first.id });
    expect(events.map((e) => e.type)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
  });

  it('replays a decline as a decline, on the same intent', async () => {
    const sandbox = createSandboxProvider(db);
    const { paymentMethodId } = await sandbox.createPaymentMethod(card('4000000000009995'));
    const input = authorizeInput(paymentMethodId);
    const first = await sandbox.authorize(input).catch((e: { intentId: string }) => e);
    const again = await sandbox.authorize(input).catch((e: { intentId: string }) => e);
    expect(again).toMatchObject({
      name: 'PaymentDeclinedError',
      reason: 'insufficient_funds',
      intentId: (first as { intentId: string }).intentId,
    });
  });

  it('gives one capture to parallel calls with one key', async () => {
    const sandbox = createSandboxProvider(db);
    const intent = await heldIntent(sandbox);
    const captureKey = key('capture');
    const answers = await Promise.all(Array.from({ length: 8 }, () => sandbox.capture(intent.id, { idempotencyKey: captureKey })));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 'succeeded', amountCaptured: 12_800 });
    expect((await sandbox.listEvents({ intentId: intent.id })).filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1);
  });
});
