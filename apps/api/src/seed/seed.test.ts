import { count, eq, inArray, notLike } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { carManufacturers, carVariants, faqs, legalDocuments, spotTypes, users } from '../db/schema/index.js';
import { demoAccounts } from './demo-accounts.js';
import { seed } from './index.js';
import { seedMasterData } from './master-data.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Master rows of the seed, not the `test-…` rows other test files insert and remove meanwhile. */
const seededOnly = (id: PgColumn) => notLike(id, 'test-%');

describe('seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const countRows = async () => ({
      legal: (await app.db.select({ n: count() }).from(legalDocuments))[0]?.n,
      faqs: (await app.db.select({ n: count() }).from(faqs))[0]?.n,
      manufacturers: (await app.db.select({ n: count() }).from(carManufacturers).where(seededOnly(carManufacturers.id)))[0]?.n,
      cars: (await app.db.select({ n: count() }).from(carVariants).where(seededOnly(carVariants.id)))[0]?.n,
      spotTypes: (await app.db.select({ n: count() }).from(spotTypes).where(seededOnly(spotTypes.id)))[0]?.n,
    });
    const before = await countRows();
    expect(before.legal).toBeGreaterThanOrEqual(3);
    expect(before.faqs).toBeGreaterThan(0);
    expect(before.manufacturers).toBeGreaterThanOrEqual(10);
    expect(before.cars).toBeGreaterThanOrEqual(50);
    expect(before.spotTypes).toBeGreaterThan(0);
    await expect(seed({ databaseUrl: inject('databaseUrl'), demoAccounts: true })).resolves.toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });

  it('adds missing master rows and leaves the rows an operator changed as they are', async () => {
    const rollback = new Error('rollback');
    const attempt = app.db.transaction(async (tx) => {
      await tx.update(spotTypes).set({ activity: 'Inactive', name: 'RVパーク（休止中）' }).where(eq(spotTypes.id, 'rv-park'));
      // A variant no listing of the tests or the demo refers to (a referenced one cannot be deleted).
      await tx.delete(carVariants).where(eq(carVariants.id, 'toyota-prius-u'));
      expect(await seedMasterData(tx)).toBe(1);
      const [rvPark] = await tx.select().from(spotTypes).where(eq(spotTypes.id, 'rv-park'));
      expect(rvPark).toMatchObject({ activity: 'Inactive', name: 'RVパーク（休止中）' });
      const [prius] = await tx.select().from(carVariants).where(eq(carVariants.id, 'toyota-prius-u'));
      expect(prius).toMatchObject({ name: 'U（1.8 ハイブリッド）', activity: 'Active', seats: 5 });
      throw rollback;
    });
    await expect(attempt).rejects.toBe(rollback);
  });

  it('has exactly one Current version of each legal text', async () => {
    const current = await app.db
      .select({ kind: legalDocuments.kind })
      .from(legalDocuments)
      .where(eq(legalDocuments.versionKind, 'Current'));
    expect(current.map((r) => r.kind).sort()).toEqual(['PrivacyPolicy', 'ShareContract', 'Terms']);
  });

  it('creates the seven demo accounts: they sign in with their printed passwords and carry their roles', async () => {
    expect(demoAccounts.map((a) => a.key)).toEqual([
      'guest',
      'newGuest',
      'carOwner',
      'facilityProvider',
      'operator',
      'secondOperator',
      'thirdOperator',
    ]);
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
        isOperator: ['operator', 'secondOperator', 'thirdOperator'].includes(account.key),
      });
    }
    expect(demoAccounts.find((a) => a.key === 'guest')).toMatchObject({ name: '山田 花子', password: 'demo-guest-2026' });
    expect(demoAccounts.find((a) => a.key === 'newGuest')).toMatchObject({
      email: 'guest2@demo.kurumatabi.jp',
      password: 'demo-guest2-2026',
    });
  });
});
