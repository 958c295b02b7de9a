import { randomBytes } from 'node:crypto';
import { ProviderRefusedError, type PaymentIntentView } from '../payment-port.js';
import type { IntentWithMethod, SandboxRepository } from './sandbox.repository.js';
import { effectiveStatus, intentView, stripeIntentObject } from './sandbox-view.js';

/** What the sandbox's operations share: ids, reading an intent, and posting the event of each change. */

/** Stripe's hold on a card: seven days from the authorisation. */
export const HOLD_MS = 7 * 24 * 60 * 60 * 1000;

export type Tx = Parameters<Parameters<SandboxRepository['inTransaction']>[0]>[0];

export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/** Records an event as Stripe would post it; the body is kept as it will be signed. */
export async function emit(tx: Tx, type: string, intentId: string | null, object: object, at: Date): Promise<void> {
  const id = newId('evt');
  const body = JSON.stringify({ id, object: 'event', type, created: Math.floor(at.getTime() / 1000), livemode: false, data: { object } });
  await tx.insertEvent({ id, type, intentId, payload: body, createdAt: at });
}

export async function intentOf(tx: Tx, intentId: string): Promise<IntentWithMethod> {
  const row = await tx.intentById(intentId);
  if (!row) throw new ProviderRefusedError('resource_missing', `No such payment_intent: '${intentId}'`);
  return row;
}

/** Reads the intent after a change and posts its event in the same transaction. */
export async function changed(tx: Tx, intentId: string, type: string, at: Date): Promise<PaymentIntentView> {
  const view = intentView(await intentOf(tx, intentId), at);
  await emit(tx, type, intentId, stripeIntentObject(view), at);
  return view;
}

export const unexpectedState = (row: IntentWithMethod, at: Date, action: string) =>
  new ProviderRefusedError(
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${effectiveStatus(row, at)}.`,
  );
