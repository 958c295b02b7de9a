import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookSignatureError, type ProviderEvent } from '../payment-port.js';
import { stripeIntentSchema, viewOfStripeIntent } from './sandbox-view.js';

/**
 * Stripe's webhook signature scheme, which the sandbox signs its events with: the header
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, verified on
 * the raw bytes and refused when older (or newer) than five minutes, against replays.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function signature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The signature header for `payload` as the sandbox (and Stripe) would send it; for tests and the sandbox's own delivery. */
export function signWebhookPayload(payload: string | Buffer, secret: string, at: Date = new Date()): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${signature(secret, timestamp, payload.toString())}`;
}

/** Checks the header against the raw body; throws WebhookSignatureError. */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const candidates = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || candidates.length === 0) throw new WebhookSignatureError('Malformed signature header');
  const expected = Buffer.from(signature(secret, timestamp, rawBody.toString('utf8')), 'hex');
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload');
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookSignatureError('Timestamp outside the tolerance');
}

const eventSchema = z.object({
  id: z.string(),
  object: z.literal('event'),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.looseObject({ object: z.string(), id: z.string(), payment_intent: z.string().nullish() }) }),
});

/** Reads a verified event's body as the port's ProviderEvent. */
export function parseEventBody(rawBody: Buffer): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The body is not JSON');
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) throw new WebhookSignatureError('The body is not an event');
  const object = event.data.data.object;
  const intent = object.object === 'payment_intent' ? viewOfStripeIntent(stripeIntentSchema.parse(object)) : null;
  return {
    id: event.data.id,
    type: event.data.type,
    created: new Date(event.data.created * 1000),
    intentId: intent?.id ?? object.payment_intent ?? null,
    intent,
  };
}
