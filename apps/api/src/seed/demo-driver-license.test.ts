import * as c from '@kurumatabi/contract';
import { and, eq, isNotNull, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn } from '../../test/helpers.js';
import { driverLicenses, notifications, operatorAuditLog, reserves, users } from '../db/schema/index.js';
import { demoAccounts } from './demo-accounts.js';
import { ensureDemoDriverLicense } from './demo-driver-license.js';

/** The demo guest's licence as the test stack's seed wrote it (global setup), read as she and staff read it. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const demo = (key: string) => demoAccounts.find((a) => a.key === key)!;
const as = async (key: string) => ({ token: await signIn(demo(key)) });
const userId = async (key: string) =>
  (
    await app.db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, demo(key).uid))
  )[0]!;

describe('the demo guest’s driving licence', () => {
  it('is verified, valid well past a year from today, with both photos and the number masked', async () => {
    const { driverLicense } = (await injectAs(await as('guest'), c.showDriverLicense, {})).json() as c.Output<typeof c.showDriverLicense>;
    expect(driverLicense).toMatchObject({
      status: 'Verified',
      color: 'Gold',
      number: '********8901',
      numberMasked: true,
      rejectionReason: null,
    });
    const inAYear = c.addDays(c.japanDay(new Date()), 400);
    expect(driverLicense!.expiresOn > inAYear).toBe(true);
    expect(driverLicense!.frontImage?.visibility).toBe('Private');
    expect(driverLicense!.backImage?.visibility).toBe('Private');
    expect(driverLicense!.frontImage!.width).toBeGreaterThan(0);
  });

  it('was verified by the demo operator after she joined and before her first car trip, who is on the audit log', async () => {
    const guest = await userId('guest');
    const [licence] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, guest.id));
    const [first] = await app.db
      .select({ at: min(reserves.requestedAt) })
      .from(reserves)
      .where(and(eq(reserves.guestUserId, guest.id), isNotNull(reserves.carId)));
    expect(guest.createdAt < licence!.submittedAt!).toBe(true);
    expect(licence!.submittedAt! < licence!.decidedAt!).toBe(true);
    expect(licence!.decidedAt! < first!.at!).toBe(true);
    expect(licence!.decidedBy).toBe((await userId('operator')).id);
    const [audit] = await app.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, licence!.id));
    expect(audit).toMatchObject({ action: 'driverLicense.verify', at: licence!.decidedAt });
    const notices = await app.db.select().from(notifications).where(eq(notifications.userId, guest.id));
    expect(notices.map((n) => n.title).sort()).toEqual(['くるま旅へようこそ', '運転免許証の確認が完了しました']);
  });

  it('leaves the second demo guest without a licence, for the flow of registering one, and is seeded once', async () => {
    const { driverLicense } = (await injectAs(await as('newGuest'), c.showDriverLicense, {})).json() as c.Output<
      typeof c.showDriverLicense
    >;
    expect(driverLicense).toBeNull();
    await expect(ensureDemoDriverLicense(app.db)).resolves.toBe(0);
  });
});
