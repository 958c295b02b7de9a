import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, createPool, type Db } from '../../../db/client.js';
import type { AuthorizeInput } from '../payment-port.js';
import type { SandboxProvider } from './sandbox-provider.js';

/** The sandbox's tests: the shared test database (its tables hold only what each test makes, by unique ids). */
export function testDb(): { db: Db; close: () => Promise<void> } {
  const pool = createPool(inject('databaseUrl'), { max: 4 });
  return { db: createDb(pool), close: () => pool.end() };
}

/** A far-future expiry, so the cards stay valid whatever the clock of a test. */
export const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });

export function authorizeInput(paymentMethodId: string, overrides: Partial<AuthorizeInput> = {}): AuthorizeInput {
  const reserveId = randomUUID();
  return {
    amount: 12_800,
    paymentMethodId,
    reserveId,
    description: `くるま旅 予約 ${reserveId}`,
    returnUrl: 'http://localhost:3000/mypage/reserves',
    idempotencyKey: `reserve:${reserveId}:authorize:1`,
    ...overrides,
  };
}

/** A held intent of `amount` yen on Visa's success card. */
export async function heldIntent(sandbox: SandboxProvider, overrides: Partial<AuthorizeInput> = {}) {
  const { paymentMethodId } = await sandbox.createPaymentMethod(card('4242424242424242'));
  return sandbox.authorize(authorizeInput(paymentMethodId, overrides));
}

export const key = (what: string) => `test:${randomUUID()}:${what}`;
