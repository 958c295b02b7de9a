import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPrivate } from '../../../test/accounts-fixtures.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, carRequest, errorOf, licensedGuest, ok, reservableCar } from './reserves-fixtures.js';

/**
 * Defect 7 of issue 11 (ADR 0024): what the parties record about a stay must be possible for that stay —
 * the odometer never goes down nor jumps, photos are the recorder's own taken for this stay, and
 * accidents and defects happen between the start day and the return.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('記録 オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '記録 花子');
});
afterAll(() => app.close());

/** An approved car reservation of a car of its own, from `startIn` days to `startIn + 2`. */
async function approvedReserve(startIn = 0): Promise<string> {
  const carId = await reservableCar(owner, operator);
  const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(startIn), japanDay(startIn + 2))), 'create');
  ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  return request.id;
}

async function rentingReserve(odometerKm = 50_000, photoIds: string[] = []): Promise<string> {
  const reserveId = await approvedReserve();
  ok(await injectAs(owner, c.reserveCarToRenting, { reserveId, odometerKm, fuelLevel: 'Full', photoIds }), 'rent');
  return reserveId;
}

describe('the odometer of a return', () => {
  it('never goes below the check-in’s (50,000 km at check-in, 1 km at return is refused)', async () => {
    const reserveId = await rentingReserve(50_000);
    const response = await injectAs(owner, c.reserveCarToReturned, { reserveId, odometerKm: 1, fuelLevel: 'Half' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      code: 'RESERVE_CONDITIONS_INVALID',
      message: '返却時の走行距離（1 km）が貸出時の走行距離（50,000 km）より小さくなっています。走行距離計の値を確認してください。',
      details: [
        {
          path: 'odometerKm',
          message: '返却時の走行距離（1 km）が貸出時の走行距離（50,000 km）より小さくなっています。走行距離計の値を確認してください。',
        },
      ],
    });
    const shown = ok(await injectAs(owner, c.showReserve, { reserveId }), 'show');
    expect([shown.status, shown.handovers.map((h) => h.kind)]).toEqual(['Renting', ['CheckIn']]);
  });

  it('rises at most 1,500 km per day of the stay, and a plausible return is recorded', async () => {
    const reserveId = await rentingReserve(50_000);
    const jump = await injectAs(owner, c.reserveCarToReturned, { reserveId, odometerKm: 51_501, fuelLevel: 'Half' });
    expect([jump.statusCode, errorOf(jump).code]).toEqual([422, 'RESERVE_CONDITIONS_INVALID']);
    expect(errorOf(jump).message).toContain('1日あたり1,500 kmまで');
    // The form shows the refusal at its field: the details name the body's key, with the same Japanese message.
    expect(errorOf(jump).details).toEqual([{ path: 'odometerKm', message: errorOf(jump).message }]);
    const returned = ok(await injectAs(owner, c.reserveCarToReturned, { reserveId, odometerKm: 51_500, fuelLevel: 'Half' }), 'return');
    expect(returned.handovers.map((h) => [h.kind, h.odometerKm])).toEqual([
      ['CheckIn', 50_000],
      ['CheckOut', 51_500],
    ]);
  });

  it('refuses an odometer or a fuel level out of range before anything is read (400)', async () => {
    const reserveId = await rentingReserve(50_000);
    const negative = await injectAs(owner, c.reserveCarToReturned, { reserveId, odometerKm: -1, fuelLevel: 'Half' });
    expect([negative.statusCode, errorOf(negative).details?.[0]?.path]).toEqual([400, 'odometerKm']);
    const fuel = await injectAs(owner, c.reserveCarToReturned, {
      reserveId,
      odometerKm: 50_100,
      fuelLevel: 'Overfull' as c.FuelLevel,
    });
    expect([fuel.statusCode, errorOf(fuel).details?.[0]]).toEqual([400, { path: 'fuelLevel', message: '燃料の残量を選んでください。' }]);
  });
});

describe('the photos of a record', () => {
  it('are the recorder’s own: another user’s image is 404 IMAGE_NOT_FOUND', async () => {
    const reserveId = await approvedReserve();
    const guestsPhoto = await uploadPrivate(guest);
    const response = await injectAs(owner, c.reserveCarToRenting, {
      reserveId,
      odometerKm: 10,
      fuelLevel: 'Full',
      photoIds: [guestsPhoto],
    });
    expect([response.statusCode, errorOf(response).code]).toEqual([404, 'IMAGE_NOT_FOUND']);
  });

  it('are taken for this stay: a photo already on another reservation’s check-in is refused, naming it', async () => {
    const photo = await uploadPrivate(owner);
    const first = await rentingReserve(30_000, [photo]);
    const secondId = await approvedReserve();
    const fresh = await uploadPrivate(owner);
    const reused = await injectAs(owner, c.reserveCarToRenting, {
      reserveId: secondId,
      odometerKm: 12_000,
      fuelLevel: 'Full',
      photoIds: [fresh, photo],
    });
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused)).toMatchObject({
      code: 'RESERVE_CONDITIONS_INVALID',
      message: c.PHOTO_OF_ANOTHER_RECORD_MESSAGE,
      details: [{ path: 'photoIds.1', message: c.PHOTO_OF_ANOTHER_RECORD_MESSAGE }],
    });
    // The same stay may show the photo again at the return.
    ok(
      await injectAs(owner, c.reserveCarToReturned, { reserveId: first, odometerKm: 30_100, fuelLevel: 'Full', photoIds: [photo] }),
      'return',
    );
  });

  it('are not the reporter’s licence photos', async () => {
    const reserveId = await rentingReserve();
    const license = ok<{ driverLicense: { frontImage: { id: string } | null } | null }>(
      await injectAs(guest, c.showDriverLicense, {}),
      'show-driver-license',
    );
    const licencePhoto = license.driverLicense?.frontImage?.id;
    expect(licencePhoto).toBeTruthy();
    const response = await injectAs(guest, c.createReserveAccidentOrDefect, {
      reserveId,
      kind: 'Defect',
      occurredAt: new Date().toISOString(),
      place: '首都高 大黒PA',
      description: 'ミラーが割れていました。',
      policeCalled: false,
      photoIds: [licencePhoto!],
    });
    expect([response.statusCode, errorOf(response).details]).toEqual([
      422,
      [{ path: 'photoIds.0', message: c.PHOTO_OF_ANOTHER_RECORD_MESSAGE }],
    ]);
  });
});

describe('the time of an accident or defect report', () => {
  const report = (reserveId: string, occurredAt: Date) =>
    injectAs(guest, c.createReserveAccidentOrDefect, {
      reserveId,
      kind: 'Accident',
      occurredAt: occurredAt.toISOString(),
      place: '東名高速 海老名SA',
      description: '駐車中に接触されました。',
      policeCalled: true,
    });

  it('lies between the start day (00:00 in Japan) and now', async () => {
    const reserveId = await rentingReserve();
    const startOfToday = c.startOfJapanDay(japanDay(0));
    const before = await report(reserveId, new Date(startOfToday.getTime() - 60_000));
    expect([before.statusCode, errorOf(before).code, errorOf(before).details?.[0]?.path]).toEqual([
      422,
      'RESERVE_CONDITIONS_INVALID',
      'occurredAt',
    ]);
    expect(errorOf(before).message).toMatch(/^発生日時が利用開始日（\d{4}年\d{1,2}月\d{1,2}日）より前です。/);
    const future = await report(reserveId, new Date(Date.now() + 60 * 60_000));
    expect(errorOf(future).message).toBe('発生日時に未来の日時は指定できません。');
    const during = await report(reserveId, startOfToday);
    expect(during.statusCode, during.body).toBe(200);
  });

  it('is not after the return', async () => {
    const reserveId = await rentingReserve(20_000);
    ok(await injectAs(owner, c.reserveCarToReturned, { reserveId, odometerKm: 20_050, fuelLevel: 'Full' }), 'return');
    const after = await report(reserveId, new Date(Date.now() + 60_000));
    expect([after.statusCode, errorOf(after).details?.[0]?.path]).toEqual([422, 'occurredAt']);
    expect(errorOf(after).message).toMatch(/^発生日時が返却の記録（.+）より後です。/);
    expect((await report(reserveId, new Date(Date.now() - 60_000))).statusCode).toBe(200);
  });

  it('cannot be made before the start day, which is why it is not offered then', async () => {
    const reserveId = await approvedReserve(5);
    const shown = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(shown.allowedActions).not.toContain('reportAccident');
    const response = await report(reserveId, new Date());
    expect([response.statusCode, errorOf(response).details?.[0]?.path]).toEqual([422, 'occurredAt']);
  });
});
