import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, landPlan, listedCar, listedSpot } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf, userIdOf } from './owner-test-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let plain: TestUser;
let guest: TestUser;
const ids = { owner: '', other: '', guest: '', carA: '', carB: '', draft: '', spot: '', plan: '' };
const reserves = { renting: '', approved: '', request: '', canceled: '', returned: '', stay1: '', stay2: '' };
const d = japanDay;
const hour = 3_600_000;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  owner = await createHost('予約管理 オーナー');
  other = await createHost('他の オーナー');
  plain = await createRegisteredUser('一般 ユーザー');
  guest = await createRegisteredUser('予約 花子');
  const operator = await createOperator();
  ids.carA = await listedCar(owner, operator, { title: '予約状況を見るハイエース' });
  ids.carB = await listedCar(owner, operator, { title: '予約状況を見る軽キャンパー' });
  ids.draft = (
    await injectAs(owner, c.createCar, { serviceType: 'RentalCar', carVariantId: 'toyota-hiace-wagon-gl', title: '下書きのレンタカー' })
  ).json().id;
  ids.spot = await listedSpot(owner, operator, {
    title: '予約状況を見るRVパーク',
    fields: { plans: [{ ...landPlan, capacityPerDay: 2 }] },
  });
  ids.plan = (await planIdsOf(app, ids.spot))[0]!;
  ids.owner = await userIdOf(app, owner);
  ids.other = await userIdOf(app, other);
  ids.guest = await userIdOf(app, guest);

  const carA = { carId: ids.carA, hostUserId: ids.owner };
  const g = { guestUserId: ids.guest };
  reserves.renting = await insertCarReserve(app, carA, { ...g, status: 'Renting', startDate: d(-1), endDate: d(0), total: 24_000 });
  reserves.approved = await insertCarReserve(app, carA, { ...g, status: 'Approved', startDate: d(2), endDate: d(4), total: 36_000 });
  reserves.request = await insertCarReserve(app, carA, {
    ...g,
    status: 'Request',
    startDate: d(6),
    endDate: d(6),
    total: 12_345,
    // ¥1,500 of it insurance: the host's share is the rest less the fee (利用規約 第12条).
    feeBase: 10_845,
    approveDeadline: new Date(Date.now() + 5 * hour),
  });
  // Cancelled by the guest today with a fee of ¥3,000: this month's sale too (利用規約 第12条).
  reserves.canceled = await insertCarReserve(app, carA, { ...g, status: 'Canceled', startDate: d(8), endDate: d(9), cancelFee: 3_000 });
  reserves.returned = await insertCarReserve(app, carA, {
    ...g,
    status: 'Returned',
    startDate: d(-5),
    endDate: d(-3),
    total: 30_000,
    fee: 3_000,
    returnedAt: new Date(),
  });
  await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.carA, dates: [d(10), d(11)] });
  const spot = { spotId: ids.spot, spotPlanId: ids.plan, capacity: 2, hostUserId: ids.owner };
  reserves.stay1 = await insertSpotReserve(app, spot, { ...g, status: 'Approved', startDate: d(0), endDate: d(2), people: 3 });
  reserves.stay2 = await insertSpotReserve(app, spot, {
    ...g,
    status: 'Request',
    startDate: d(1),
    endDate: d(2),
    approveDeadline: new Date(Date.now() + 2 * hour),
  });
});
afterAll(() => app.close());

describe('show-car-reserve-overviews', () => {
  it('pages the owner’s cars with the reservations (not cancelled ones) and unavailable periods meeting the window', async () => {
    const response = await injectAs(owner, c.showCarReserveOverviews, { from: d(-2), to: d(12) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: d(-2), to: d(12), total: 3, limit: 10, offset: 0 });
    expect(body.items.map((i: { car: { id: string } }) => i.car.id)).toEqual([ids.carA, ids.carB, ids.draft]);
    const [a, b, draft] = body.items;
    expect(a.car).toEqual({ id: ids.carA, title: '予約状況を見るハイエース', serviceType: 'CarShare', listed: true });
    expect(draft.car).toMatchObject({ listed: false, serviceType: 'RentalCar' });
    expect(a.reserves.map((r: { id: string }) => r.id)).toEqual([reserves.renting, reserves.approved, reserves.request]);
    expect(a.reservesTotal).toBe(3);
    expect(a.reserves[0]).toMatchObject({
      status: 'Renting',
      startDate: d(-1),
      endDate: d(0),
      guest: { id: ids.guest, name: '予約 花子' },
      total: 24_000,
      // The fixture's default: no insurance, the fee a fifth of the total (利用規約 第12条).
      fee: 4_800,
      net: 19_200,
      approveDeadline: null,
      carId: ids.carA,
      carTitle: '予約状況を見るハイエース',
    });
    expect(a.reserves[2]).toMatchObject({ status: 'Request', total: 12_345, fee: 2_169, net: 8_676 });
    expect(a.reserves[2].approveDeadline).not.toBeNull();
    expect(a.unavailablePeriods).toEqual([{ startDate: d(10), endDate: d(11) }]);
    expect(b).toMatchObject({ reserves: [], reservesTotal: 0, unavailablePeriods: [] });

    // The window's edges: the returned reservation ended on d(-3).
    const wider = (await injectAs(owner, c.showCarReserveOverviews, { from: d(-3), to: d(-3), carId: ids.carA })).json();
    expect(wider.items[0].reserves.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[reserves.returned, 'Returned']]);
  });

  it('narrows to one car and pages by car', async () => {
    const one = (await injectAs(owner, c.showCarReserveOverviews, { from: d(0), to: d(1), carId: ids.carB })).json();
    expect(one).toMatchObject({ total: 1, items: [{ car: { id: ids.carB } }] });
    const second = (await injectAs(owner, c.showCarReserveOverviews, { from: d(0), to: d(1), limit: 1, offset: 1 })).json();
    expect(second).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ car: { id: ids.carB } }] });
  });

  it('refuses a window longer than 62 days or reversed, and a page larger than 20', async () => {
    for (const body of [
      { from: d(0), to: d(62) },
      { from: d(5), to: d(4) },
      { from: d(0), to: d(1), limit: 21 },
    ]) {
      const response = await injectAs(owner, c.showCarReserveOverviews, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect((await injectAs(owner, c.showCarReserveOverviews, { from: d(0), to: d(61) })).statusCode).toBe(200);
  });

  it('gives another owner their own (empty) timeline and 404 for this owner’s car; a plain user 403', async () => {
    const own = await injectAs(other, c.showCarReserveOverviews, { from: d(-2), to: d(12) });
    expect(own.json()).toMatchObject({ items: [], total: 0 });
    const foreign = await injectAs(other, c.showCarReserveOverviews, { from: d(-2), to: d(12), carId: ids.carA });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('CAR_NOT_FOUND');
    for (const response of [own, foreign]) {
      for (const secret of [ids.carA, reserves.approved, '予約 花子', 'ハイエース']) expect(response.body).not.toContain(secret);
    }
    expect((await injectAs(plain, c.showCarReserveOverviews, { from: d(0), to: d(1) })).statusCode).toBe(403);
  });
});

describe('show-spot-reserve-overviews', () => {
  it('gives each spot its current plans, reservations, booked days per plan and unavailable periods', async () => {
    await injectAs(owner, c.updateSpotReserveUnavailableDates, { spotId: ids.spot, dates: [d(5)] });
    const response = await injectAs(owner, c.showSpotReserveOverviews, { from: d(0), to: d(6) });
    expect(response.statusCode, response.body).toBe(200);
    const [item] = response.json().items;
    expect(item.spot).toEqual({ id: ids.spot, title: '予約状況を見るRVパーク', spotKind: 'Land', listed: true });
    expect(item.plans).toEqual([{ id: ids.plan, name: landPlan.name, capacityPerDay: 2 }]);
    expect(item.reserves.map((r: { id: string }) => r.id)).toEqual([reserves.stay1, reserves.stay2]);
    expect(item.reserves[0]).toMatchObject({ spotPlanId: ids.plan, spotPlanName: landPlan.name, people: 3, status: 'Approved' });
    expect(item.inventory).toEqual([
      { spotPlanId: ids.plan, date: d(0), booked: 1, capacity: 2 },
      { spotPlanId: ids.plan, date: d(1), booked: 2, capacity: 2 },
    ]);
    expect(item.unavailablePeriods).toEqual([{ startDate: d(5), endDate: d(5) }]);
    const foreign = await injectAs(other, c.showSpotReserveOverviews, { from: d(0), to: d(6), spotId: ids.spot });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('SPOT_NOT_FOUND');
    expect((await injectAs(plain, c.showSpotReserveOverviews, { from: d(0), to: d(6) })).statusCode).toBe(403);
  });
});

describe('show-car-reserve-summaries and show-spot-reserve-summaries', () => {
  it('lists what waits, starts and ends today and this month’s sales, for the owner only', async () => {
    const response = await injectAs(owner, c.showCarReserveSummaries, {});
    expect(response.statusCode, response.body).toBe(200);
    const s = response.json();
    expect(s.today).toBe(d(0));
    expect(s.requests).toMatchObject({ count: 1, items: [{ id: reserves.request }] });
    expect(s.requests.nearestDeadline).toBe(s.requests.items[0].approveDeadline);
    expect(s.upcoming).toMatchObject({ count: 1, items: [{ id: reserves.approved, startDate: d(2) }] });
    expect(s.renting).toMatchObject({ count: 1, items: [{ id: reserves.renting }] });
    expect(s.todayPickups).toEqual({ count: 0, items: [] });
    expect(s.todayReturns).toMatchObject({ count: 1, items: [{ id: reserves.renting, endDate: d(0) }] });
    expect(s.monthSales).toEqual({ month: d(0).slice(0, 7), count: 2, gross: 33_000, fee: 3_600, net: 29_400 });

    const spots = (await injectAs(owner, c.showSpotReserveSummaries, { limit: 1 })).json();
    expect(spots.requests).toMatchObject({ count: 1, items: [{ id: reserves.stay2, spotPlanName: landPlan.name }] });
    expect(spots.todayPickups).toMatchObject({ count: 1, items: [{ id: reserves.stay1 }] });
    expect(spots.monthSales).toMatchObject({ count: 0, gross: 0 });

    const theirs = await injectAs(other, c.showCarReserveSummaries, {});
    expect(theirs.json()).toMatchObject({
      requests: { count: 0, items: [], nearestDeadline: null },
      renting: { count: 0 },
      monthSales: { count: 0 },
    });
    expect(theirs.body).not.toContain(reserves.request);
    expect((await injectAs(plain, c.showCarReserveSummaries, {})).statusCode).toBe(403);
    expect((await injectAs(plain, c.showSpotReserveSummaries, {})).statusCode).toBe(403);
  });

  it('orders requests by deadline and cuts each list at the limit, still counting them all', async () => {
    const second = await insertCarReserve(
      app,
      { carId: ids.carB, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Request', startDate: d(20), endDate: d(21), approveDeadline: new Date(Date.now() + hour) },
    );
    const s = (await injectAs(owner, c.showCarReserveSummaries, { limit: 1 })).json();
    expect(s.requests).toMatchObject({ count: 2, items: [{ id: second, carId: ids.carB }] });
    expect((await injectAs(owner, c.showCarReserveSummaries, { limit: 21 })).statusCode).toBe(400);
  });
});
