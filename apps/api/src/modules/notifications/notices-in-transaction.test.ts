import * as c from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { currentShareContractVersion, licenseForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, submittedCar } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
  servicesOf,
} from '../reserves/reserves-fixtures.js';

/**
 * Every notice, and the mail job queued with it, commits in the transaction of the event it tells
 * of (ADR 0026): when the notice cannot be written, the event does not happen either, so nobody is
 * ever left untold of a decision that stands. A trigger makes the notices of one chosen user fail;
 * each action towards that user must then answer an error and leave nothing changed, and succeed
 * once the trigger lets the notice through. The trigger only fires for the users this file names.
 */

let app: FastifyInstance;
let operator: TestUser;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  // A database of its own: the trigger and the sweep's moved clock stay out of the other test files.
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ databaseUrl: database.url });
  await app.db.execute(sql`
    create table failing_notice_users (user_id uuid primary key);
    create function refuse_failing_notice() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from failing_notice_users where user_id = new.user_id) then
        raise exception 'the test refuses notices for %', new.user_id;
      end if;
      return new;
    end $$;
    create trigger refuse_failing_notice before insert on notifications
      for each row execute function refuse_failing_notice();`);
  operator = await createOperator();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function idOf(user: TestUser): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, user.uid));
  return row!.id;
}

/** Makes the user's notices fail while `work` runs. */
async function whileNoticesFail<T>(user: TestUser, work: () => Promise<T>): Promise<T> {
  const userId = await idOf(user);
  await app.db.execute(sql`insert into failing_notice_users values (${userId})`);
  try {
    return await work();
  } finally {
    await app.db.execute(sql`delete from failing_notice_users where user_id = ${userId}`);
  }
}

async function noticeTitles(user: TestUser): Promise<string[]> {
  const rows = await app.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, await idOf(user)));
  return rows.map((row) => row.title);
}

describe('a notice that cannot be written undoes its event', () => {
  it('a licence decision', async () => {
    const holder = await createRegisteredUser('免許 通知');
    const [frontImageId, backImageId] = [await uploadPrivate(holder), await uploadPrivate(holder)];
    const license = ok<{ id: string }>(
      await injectAs(holder, c.updateDriverLicense, licenseForm({ frontImageId, backImageId, requestVerification: true })),
      'update-driver-license',
    );
    const failed = await whileNoticesFail(holder, () => injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id }));
    expect(failed.statusCode).toBe(500);
    const shown = ok<{ driverLicense: { status: string } }>(await injectAs(holder, c.showDriverLicense, {}), 'show');
    expect(shown.driverLicense.status).toBe('VerificationRequest');
    expect(await noticeTitles(holder)).toEqual([]);

    ok(await injectAs(operator, c.verifyDriverLicense, { driverLicenseId: license.id }), 'verify');
    expect(await noticeTitles(holder)).toEqual(['運転免許証の確認が完了しました']);
  });

  it('a listing decision', async () => {
    const owner = await createHost('審査 通知');
    const carId = await submittedCar(owner, { title: '通知テスト用ハイエース' });
    const failed = await whileNoticesFail(owner, () => injectAs(operator, c.rejectCar, { carId, reason: '写真が不鮮明です。' }));
    expect(failed.statusCode).toBe(500);
    const shown = ok<{ verificationStatus: string }>(await injectAs(owner, c.showOwnedUserCar, { carId }), 'show-owned-user-car');
    expect(shown.verificationStatus).toBe('VerificationRequest');

    ok(await injectAs(operator, c.rejectCar, { carId, reason: '写真が不鮮明です。' }), 'reject');
    expect(await noticeTitles(owner)).toContain('車両の掲載審査で差し戻しがありました');
  });

  it('a role grant', async () => {
    const user = await createRegisteredUser('役割 通知');
    const agreement = { shareContractVersion: await currentShareContractVersion(), agreed: true as const };
    const failed = await whileNoticesFail(user, () => injectAs(user, c.makeCarOwner, agreement));
    expect(failed.statusCode).toBe(500);
    expect(ok<c.CurrentUser>(await injectAs(user, c.showCurrentUser, {}), 'me').roles.carOwner).toBe(false);

    expect(ok<c.CurrentUser>(await injectAs(user, c.makeCarOwner, agreement), 'make-car-owner').roles.carOwner).toBe(true);
    expect(await noticeTitles(user)).toEqual(['車両オーナー登録が完了しました']);
  });

  it("an accident report (the other party's notice)", async () => {
    const owner = await createHost('事故 オーナー');
    const guest = await licensedGuest(operator, '事故 ゲスト');
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(0), japanDay(2))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    ok(await injectAs(owner, c.reserveCarToRenting, { reserveId: request.id, odometerKm: 10_000, fuelLevel: 'Full' }), 'rent');
    const report = {
      reserveId: request.id,
      kind: 'Defect' as const,
      occurredAt: new Date().toISOString(),
      place: '中央道 談合坂SA',
      description: 'サイドミラーが動きません。',
      policeCalled: false,
    };
    const failed = await whileNoticesFail(owner, () => injectAs(guest, c.createReserveAccidentOrDefect, report));
    expect(failed.statusCode).toBe(500);
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').accidentReports).toEqual([]);

    ok(await injectAs(guest, c.createReserveAccidentOrDefect, report), 'report');
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').accidentReports).toHaveLength(1);
  });

  it('the approval-deadline sweep (each cancellation with its two notices)', async () => {
    const owner = await createHost('期限 オーナー');
    const guest = await licensedGuest(operator, '期限 ゲスト');
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(10), japanDay(11))), 'create');
    const later = new Date(Date.parse(request.approveDeadline ?? '') + 60_000);
    const sweep = () => servicesOf(app, () => later).reserves.sweepExpiredRequests(later);

    await expect(whileNoticesFail(guest, sweep)).rejects.toThrow();
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').status).toBe('Request');

    expect(await sweep()).toBe(1);
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').status).toBe('AutoCanceled');
    expect(await noticeTitles(guest)).toContain('予約リクエストが自動キャンセルされました');
    expect(await noticeTitles(owner)).toContain('予約リクエストが承認期限切れで自動キャンセルされました');
  });
});
