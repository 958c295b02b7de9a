import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { faqs, legalDocuments, users } from '../schema/index.js';
import { demoAccounts } from './demo-accounts.js';
import { seed } from './index.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const countRows = async () => ({
      legal: (await app.db.select({ n: count() }).from(legalDocuments))[0]?.n,
      faqs: (await app.db.select({ n: count() }).from(faqs))[0]?.n,
    });
    const before = await countRows();
    expect(before.legal).toBeGreaterThanOrEqual(3);
    expect(before.faqs).toBeGreaterThan(0);
    await expect(seed({ databaseUrl: inject('databaseUrl'), demoAccounts: true })).resolves.toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });

  it('has exactly one Current version of each legal text', async () => {
    const current = await app.db
      .select({ kind: legalDocuments.kind })
      .from(legalDocuments)
      .where(eq(legalDocuments.versionKind, 'Current'));
    expect(current.map((r) => r.kind).sort()).toEqual(['PrivacyPolicy', 'ShareContract', 'Terms']);
  });

  it('creates the four demo accounts: they sign in with their printed passwords and carry their roles', async () => {
    expect(demoAccounts.map((a) => a.key)).toEqual(['guest', 'carOwner', 'facilityProvider', 'operator']);
    for (const account of demoAccounts) {
      const response = await fetch(
        `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
        },
      );
      expect(response.status, account.email).toBe(200);
      expect(((await response.json()) as { localId: string }).localId).toBe(account.uid);
    }
    const rows = await app.db
      .select()
      .from(users)
      .where(
        inArray(
          users.firebaseUid,
          demoAccounts.map((a) => a.uid),
        ),
      );
    const byUid = new Map(rows.map((r) => [r.firebaseUid, r]));
    for (const account of demoAccounts) {
      const row = byUid.get(account.uid);
      expect(row, account.key).toMatchObject({
        name: account.name,
        email: account.email,
        isCarOwner: account.key === 'carOwner',
        isFacilityProvider: account.key === 'facilityProvider',
        isOperator: account.key === 'operator',
      });
    }
    expect(demoAccounts.find((a) => a.key === 'guest')).toMatchObject({ name: '山田 花子', password: 'demo-guest-2026' });
  });
});
