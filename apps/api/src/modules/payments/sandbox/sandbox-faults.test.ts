import { afterAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../payment-port.js';
import { card, authorizeInput, heldIntent, key, testDb } from './sandbox-fixtures.js';
import { SandboxFaults } from './sandbox-faults.js';
import { createSandboxProvider } from './sandbox-provider.js';

const { db, close } = testDb();
afterAll(close);

describe('the sandbox: injected faults', () => {
  it('an unavailable provider applies nothing; the retry with the same key acts once', async () => {
    const faults = new SandboxFaults();
    const sandbox = createSandboxProvider(db, { faults });
    const intent = await heldIntent(sandbox);
    const captureKey = key('capture');
    faults.failNext('capture', 'unavailable');
    await expect(sandbox.capture(intent.id, { idempotencyKey: captureKey })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await sandbox.retrieve(intent.id)).status).toBe('requires_capture');
    expect(await sandbox.capture(intent.id, { idempotencyKey: captureKey })).toMatchObject({ status: 'succeeded', amountCaptured: 12_800 });
  });

  it('a dropped answer: the capture happened; the retry with the same key answers it without capturing again', async () => {
    const faults = new SandboxFaults();
    const sandbox = createSandboxProvider(db, { faults });
    const intent = await heldIntent(sandbox);
    const captureKey = key('capture');
    faults.failNext('capture', 'drop-answer');
    await expect(sandbox.capture(intent.id, { idempotencyKey: captureKey })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await sandbox.retrieve(intent.id)).status).toBe('succeeded');
    expect(await sandbox.capture(intent.id, { idempotencyKey: captureKey })).toMatchObject({ status: 'succeeded', amountCaptured: 12_800 });
    const succeeded = (await sandbox.listEvents({ intentId: intent.id })).filter((e) => e.type === 'payment_intent.succeeded');
    expect(succeeded).toHaveLength(1);
  });

  it('a dropped answer of authorize and of refund: the retries make no second intent and no second refund', async () => {
    const faults = new SandboxFaults();
    const sandbox = createSandboxProvider(db, { faults });
    const { paymentMethodId } = await sandbox.createPaymentMethod(card('4242424242424242'));
    const input = authorizeInput(paymentMethodId);
    faults.failNext('authorize', 'drop-answer');
    await expect(sandbox.authorize(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const intent = await sandbox.authorize(input);
    await sandbox.capture(intent.id, { idempotencyKey: key('capture') });
    const refundKey = key('refund');
    faults.failNext('refund', 'drop-answer').failNext('refund', 'unavailable');
    await expect(sandbox.refund(intent.id, { amount: 2000, idempotencyKey: refundKey })).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(sandbox.refund(intent.id, { amount: 2000, idempotencyKey: refundKey })).rejects.toBeInstanceOf(ProviderUnavailableError);
    const refund = await sandbox.refund(intent.id, { amount: 2000, idempotencyKey: refundKey });
    expect(refund.amount).toBe(2000);
    expect((await sandbox.retrieve(intent.id)).amountRefunded).toBe(2000);
    // One intent for the reservation: both authorisations answered the same.
    expect((await sandbox.listEvents({ intentId: intent.id })).map((e) => e.type)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'charge.refunded',
    ]);
  });
});
