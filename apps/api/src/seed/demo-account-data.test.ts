import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { bankAccounts, notifications, userLocations, users } from '../db/schema/index.js';
import { demoAccounts } from './demo-accounts.js';
import { seed } from './index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function countsOf(uid: string) {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, uid));
  const of = async (table: typeof notifications | typeof userLocations | typeof bankAccounts) =>
    (await app.db.select({ n: count() }).from(table).where(eq(table.userId, user!.id)))[0]?.n;
  return { notifications: await of(notifications), locations: await of(userLocations), bank: await of(bankAccounts) };
}

describe('demo account data', () => {
  // The owner's second location is the one of the demo listings' Kanagawa car (seed/demo-listings.ts).
  // The demo guest's second notice is her licence's verification (demo-driver-license.ts).
  it('gives every demo account a welcome notice, and the owner and provider their locations and a bank account, once', async () => {
    await seed({ databaseUrl: inject('databaseUrl'), demoAccounts: true });
    const expected = {
      guest: [2, 0, 0],
      newGuest: [1, 0, 0],
      carOwner: [1, 2, 1],
      facilityProvider: [1, 1, 1],
      operator: [1, 0, 0],
      secondOperator: [1, 0, 0],
      thirdOperator: [1, 0, 0],
    } as const;
    for (const account of demoAccounts) {
      const [n, l, b] = expected[account.key];
      expect(await countsOf(account.uid), account.key).toEqual({ notifications: n, locations: l, bank: b });
    }
  });
});
