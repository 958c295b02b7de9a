import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, landPlan, listedCar, listedSpot } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf, userIdOf, type TestReserve } from './owner-test-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let plain: TestUser;
const ids = { owner: '', other: '', guest: '', carA: '', carB: '', otherCar: '', spot: '', plan: '' };

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;
const at = (instant: string) => new Date(instant);

/** A finished (or cancelled) reservation of last year's days, so it never meets the calendar's active rules. */
function done(status: TestReserve['status'], returnedAt: string | null, total: number, fee: number, feeBase = total): TestReserve {
  return {
    guestUserId: ids.guest,
    status,
    startDate: '2026-01-05',
    endDate: '2026-01-06',
    total,
    feeBase,
    fee,
    ...(returnedAt ? { returnedAt: at(returnedAt) } : {}),
  };
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  owner = await createHost('売上 オーナー');
  other = await createHost('売上 他人');
  plain = await createRegisteredUser('一般 ユーザー');
  const guest = await createRegisteredUser('売上 ゲスト');
  const operator = await createOperator();
  ids.carA = await listedCar(owner, operator, { title: '売上を数えるキャンピングカー' });
  ids.carB = await listedCar(owner, operator, { title: '売上を数える軽バン' });
  ids.otherCar = await listedCar(other, operator, { title: '他人の売上の車両' });
  ids.spot = await listedSpot(owner, operator, { title: '売上を数えるRVパーク', fields: { plans: [landPlan] } });
  ids.plan = (await planIdsOf(app, ids.spot))[0]!;
  ids.owner = await userIdOf(app, owner);
  ids.other = await userIdOf(app, other);
  ids.guest = await userIdOf(app, guest);

  const carA = { carId: ids.carA, hostUserId: ids.owner };
  const carB = { carId: ids.carB, hostUserId: ids.owner };
  // Japan is UTC+9: 2026-11-30T15:30Z is 1 December 00:30 in Tokyo, 14:59:59Z still 30 November 23:59:59.
  await insertCarReserve(app, carA, done('Returned', '2026-11-30T15:30:00Z', 33_333, 3_333));
  await insertCarReserve(app, carA, done('Returned', '2026-11-30T14:59:59Z', 10_000, 1_000));
  // ¥5,000 of this one's total was insurance: not a sale (利用規約 第12条), so its gross is 45,001.
  await insertCarReserve(app, carB, done('Returned', '2026-12-15T03:00:00Z', 50_001, 5_000, 45_001));
  // The year's edges: 1 January 00:00 JST of 2026 counts, of 2027 does not.
  await insertCarReserve(app, carB, done('Returned', '2025-12-31T15:00:00Z', 8_000, 800));
  await insertCarReserve(app, carB, done('Returned', '2026-12-31T15:00:00Z', 9_000, 900));
  // A guest's cancellation after approval with a fee of ¥6,000 on 20 December: a sale of ¥6,000, less the fee at the
  // reservation's rate (20 %: ¥1,200) (利用規約 第12条).
  await insertCarReserve(app, carA, {
    ...done('Canceled', null, 20_000, 4_000),
    cancelFee: 6_000,
    canceledAt: at('2026-12-20T03:00:00Z'),
  });
  // Never counted: cancelled without a fee, auto-cancelled, another owner's sale.
  await insertCarReserve(app, carA, done('Canceled', null, 99_999, 9_999));
  await insertCarReserve(app, carA, done('AutoCanceled', null, 77_777, 7_777));
  await insertCarReserve(app, { carId: ids.otherCar, hostUserId: ids.other }, done('Returned', '2026-12-01T03:00:00Z', 55_555, 5_555));
  const spot = { spotId: ids.spot, spotPlanId: ids.plan, capacity: 10, hostUserId: ids.owner };
  await insertSpotReserve(app, spot, done('Returned', '2026-03-01T01:00:00Z', 9_000, 900));
  await insertSpotReserve(app, spot, done('Canceled', null, 4_500, 450));
});
afterAll(() => app.close());

const zero = { count: 0, gross: 0, fee: 0, net: 0 };

describe('show-car-sales-by-month', () => {
  it('counts returns and cancellation fees in their month of Japan time with gross, fee and net; never a cancellation without a fee', async () => {
    const response = await injectAs(owner, c.showCarSalesByMonth, { year: 2026 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.year).toBe(2026);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.months[0]).toEqual({ month: '2026-01', count: 1, gross: 8_000, fee: 800, net: 7_200 });
    expect(body.months[10]).toEqual({ month: '2026-11', count: 1, gross: 10_000, fee: 1_000, net: 9_000 });
    expect(body.months[11]).toEqual({ month: '2026-12', count: 3, gross: 84_334, fee: 9_533, net: 74_801 });
    for (const i of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(body.months[i]).toMatchObject(zero);
    expect(body.totals).toEqual({ count: 5, gross: 102_334, fee: 11_333, net: 91_001 });
    expect(body.byCar).toEqual([
      { carId: ids.carB, title: '売上を数える軽バン', count: 2, gross: 53_001, fee: 5_800, net: 47_201 },
      { carId: ids.carA, title: '売上を数えるキャンピングカー', count: 3, gross: 49_333, fee: 5_533, net: 43_800 },
    ]);
    const next = (await injectAs(owner, c.showCarSalesByMonth, { year: 2027 })).json();
    expect(next.months[0]).toEqual({ month: '2027-01', count: 1, gross: 9_000, fee: 900, net: 8_100 });
    expect(next.byCar).toEqual([expect.objectContaining({ carId: ids.carB, count: 1 })]);
  });

  it('shows another owner only their own sales; a plain user 403; a year outside 2000–2100 is 400', async () => {
    const theirs = await injectAs(other, c.showCarSalesByMonth, { year: 2026 });
    expect(theirs.json().totals).toEqual({ count: 1, gross: 55_555, fee: 5_555, net: 50_000 });
    expect(theirs.body).not.toContain(ids.carA);
    expect((await injectAs(plain, c.showCarSalesByMonth, { year: 2026 })).statusCode).toBe(403);
    for (const year of [1999, 2101, 2026.5, '2026']) {
      const response = await injectAs(owner, c.showCarSalesByMonth, { year: year as number });
      expect(response.statusCode, String(year)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('show-car-sales-by-month-and-car-id', () => {
  it('gives one car’s twelve months; another owner’s or an unknown car is 404 with none of its figures', async () => {
    const response = await injectAs(owner, c.showCarSalesByMonthAndCarId, { carId: ids.carA, year: 2026 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ carId: ids.carA, title: '売上を数えるキャンピングカー', year: 2026 });
    expect(body.months[10]).toEqual({ month: '2026-11', count: 1, gross: 10_000, fee: 1_000, net: 9_000 });
    expect(body.months[11]).toEqual({ month: '2026-12', count: 2, gross: 39_333, fee: 4_533, net: 34_800 });
    expect(body.totals).toEqual({ count: 3, gross: 49_333, fee: 5_533, net: 43_800 });
    for (const [caller, carId] of [
      [other, ids.carA],
      [owner, ids.otherCar],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await injectAs(caller, c.showCarSalesByMonthAndCarId, { carId, year: 2026 });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('CAR_NOT_FOUND');
      expect(refused.body).not.toContain('33333');
    }
  });
});

describe('show-spot-sales-by-month and show-spot-sales-by-month-and-spot-id', () => {
  it('counts the provider’s returned stays only', async () => {
    const body = (await injectAs(owner, c.showSpotSalesByMonth, { year: 2026 })).json();
    expect(body.months[2]).toEqual({ month: '2026-03', count: 1, gross: 9_000, fee: 900, net: 8_100 });
    expect(body.totals).toEqual({ count: 1, gross: 9_000, fee: 900, net: 8_100 });
    expect(body.bySpot).toEqual([{ spotId: ids.spot, title: '売上を数えるRVパーク', count: 1, gross: 9_000, fee: 900, net: 8_100 }]);
    const one = (await injectAs(owner, c.showSpotSalesByMonthAndSpotId, { spotId: ids.spot, year: 2026 })).json();
    expect(one).toMatchObject({ spotId: ids.spot, totals: { count: 1, gross: 9_000 } });
    const foreign = await injectAs(other, c.showSpotSalesByMonthAndSpotId, { spotId: ids.spot, year: 2026 });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('SPOT_NOT_FOUND');
    expect((await injectAs(other, c.showSpotSalesByMonth, { year: 2026 })).json().totals).toEqual(zero);
    expect((await injectAs(plain, c.showSpotSalesByMonth, { year: 2026 })).statusCode).toBe(403);
  });
});
