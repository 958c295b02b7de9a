import { afterAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../payment-port.js';
import { heldIntent, key, testDb } from './sandbox-fixtures.js';
import { createSandboxProvider, DEFAULT_SANDBOX_WEBHOOK_SECRET } from './sandbox-provider.js';
import { signWebhookPayload, verifyWebhookSignature } from './sandbox-webhook.js';

const { db, close } = testDb();
afterAll(close);

const secret = 'whsec_test_0123456789abcdef';

describe('the sandbox webhook signature (Stripe’s scheme)', () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const at = new Date('2026-12-01T03:00:00Z');

  it('verifies a signed body within five minutes', () => {
    const header = signWebhookPayload(body, secret, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(body, header, secret, new Date(at.getTime() + 299_000))).not.toThrow();
    // Another v1 beside the right one (a secret being rolled) is fine.
    expect(() => verifyWebhookSignature(body, `${header},v1=${'0'.repeat(64)}`, secret, at)).not.toThrow();
  });

  it('refuses a forged, altered, stale or missing signature', () => {
    const header = signWebhookPayload(body, secret, at);
    const refused =
      (raw: Buffer, given: string | undefined, now = at) =>
      () =>
        verifyWebhookSignature(raw, given, secret, now);
    expect(refused(body, signWebhookPayload(body, 'whsec_other_secret', at))).toThrow(WebhookSignatureError);
    expect(refused(Buffer.from('{"id":"evt_2"}'), header)).toThrow(/No signature matches/);
    expect(refused(body, header, new Date(at.getTime() + 301_000))).toThrow(/tolerance/);
    expect(refused(body, header, new Date(at.getTime() - 301_000))).toThrow(/tolerance/);
    expect(refused(body, undefined)).toThrow(/No signature header/);
    expect(refused(body, 'v1=abc')).toThrow(/Malformed/);
    expect(refused(body, `t=${Math.floor(at.getTime() / 1000)},v1=zz`)).toThrow(/No signature matches/);
  });
});

describe('the sandbox’s events through parseWebhook', () => {
  it('reads a signed event as the intent it carries; a forged or stale one is refused', async () => {
    const sandbox = createSandboxProvider(db);
    const intent = await heldIntent(sandbox, { metadata: { kind: 'car' } });
    await sandbox.capture(intent.id, { idempotencyKey: key('capture') });
    await sandbox.refund(intent.id, { amount: 800, idempotencyKey: key('refund') });
    const [authorized, captured, refunded] = await sandbox.listEvents({ intentId: intent.id });
    const read = (event: { body: string }) =>
      sandbox.parseWebhook(Buffer.from(event.body), signWebhookPayload(event.body, DEFAULT_SANDBOX_WEBHOOK_SECRET));

    const first = read(authorized!);
    expect(first).toMatchObject({ id: authorized!.id, type: 'payment_intent.amount_capturable_updated', intentId: intent.id });
    expect(first.id).toMatch(/^evt_sbx_/);
    expect(first.intent).toEqual({ ...intent, captureBefore: new Date(Math.floor(intent.captureBefore!.getTime() / 1000) * 1000) });
    expect(read(captured!).intent).toMatchObject({ status: 'succeeded', amountCaptured: 12_800, metadata: { kind: 'car' } });
    expect(read(refunded!)).toMatchObject({ type: 'charge.refunded', intentId: intent.id, intent: null });

    const body = Buffer.from(captured!.body);
    expect(() => sandbox.parseWebhook(body, signWebhookPayload(body, 'whsec_forged_secret_xx'))).toThrow(WebhookSignatureError);
    const stale = signWebhookPayload(body, DEFAULT_SANDBOX_WEBHOOK_SECRET, new Date(Date.now() - 10 * 60_000));
    expect(() => sandbox.parseWebhook(body, stale)).toThrow(WebhookSignatureError);
    const tampered = Buffer.from(captured!.body.replace('"amount":12800', '"amount":1'));
    expect(() => sandbox.parseWebhook(tampered, signWebhookPayload(body, DEFAULT_SANDBOX_WEBHOOK_SECRET))).toThrow(WebhookSignatureError);
  });

  it('verifies with the configured secret', async () => {
    const sandbox = createSandboxProvider(db, { webhookSecret: secret });
    const intent = await heldIntent(sandbox);
    const [event] = await sandbox.listEvents({ intentId: intent.id });
    expect(sandbox.parseWebhook(Buffer.from(event!.body), signWebhookPayload(event!.body, secret)).intentId).toBe(intent.id);
    expect(() => sandbox.parseWebhook(Buffer.from(event!.body), signWebhookPayload(event!.body, DEFAULT_SANDBOX_WEBHOOK_SECRET))).toThrow(
      WebhookSignatureError,
    );
  });
});
