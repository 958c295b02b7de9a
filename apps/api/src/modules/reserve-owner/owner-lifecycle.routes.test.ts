/**
 * The owner's side meeting the guest's, through the real calls of both (no SQL shortcuts): a
 * request holds its days in the owner's calendar, the owner's closed day refuses a request, and a
 * reservation that comes back shows on the dashboard and in the month's sales; cancelling frees.
 */
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  carSplit,
  carTotal,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  spotRequest,
} from '../reserves/reserves-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;
let carId: string;
const d = japanDay;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('暦 オーナー');
  const operator = await createOperator();
  guest = await licensedGuest(operator, '暦 ゲスト');
  carId = await reservableCar(owner, operator);
});
afterAll(() => app.close());

const calendar = async () =>
  ok<c.CarUnavailableDates>(await injectAs(owner, c.showCarReserveUnavailableDates, { carId }), 'show-car-reserve-unavailable-dates');

describe('a car’s calendar between its owner and a guest', () => {
  it('holds a request’s days against the owner, refuses a request over a closed day, and frees the days on cancel', async () => {
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, d(5), d(6))), 'create-car-reserve');
    expect(await calendar()).toMatchObject({ unavailableDates: [], reservedDates: [d(5), d(6)] });
    const closing = await injectAs(owner, c.updateCarReserveUnavailableDates, { carId, dates: [d(6), d(10)] });
    expect(closing.statusCode).toBe(409);
    expect(errorOf(closing)).toMatchObject({ code: 'UNAVAILABLE_DATES_CONFLICT', details: [{ path: 'dates.0' }] });

    expect((await injectAs(owner, c.updateCarReserveUnavailableDates, { carId, dates: [d(10)] })).statusCode).toBe(200);
    const refused = await injectAs(guest, c.createCarReserve, carRequest(carId, d(9), d(10)));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('RESERVE_PERIOD_UNAVAILABLE');

    const summaries = ok<c.CarReserveSummaries>(await injectAs(owner, c.showCarReserveSummaries, {}), 'summaries');
    expect(summaries.requests).toMatchObject({
      count: 1,
      items: [
        { id: request.id, total: carTotal(2), fee: carSplit(2).marketplaceFee, net: carSplit(2).hostShare, guest: { name: '暦 ゲスト' } },
      ],
    });

    ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id, reason: '予定が変わりました' }), 'cancel-reserve');
    expect(await calendar()).toMatchObject({ unavailableDates: [d(10)], reservedDates: [] });
    expect((await injectAs(owner, c.updateCarReserveUnavailableDates, { carId, dates: [d(6)] })).statusCode).toBe(200);
  });

  it('shows a reservation from approval to its return on the dashboard, the timeline and this month’s sales', async () => {
    const reserve = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, d(0), d(1))), 'create-car-reserve');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: reserve.id }), 'approve');
    let s = ok<c.CarReserveSummaries>(await injectAs(owner, c.showCarReserveSummaries, {}), 'summaries');
    expect(s.todayPickups).toMatchObject({ count: 1, items: [{ id: reserve.id, status: 'Approved' }] });

    ok(await injectAs(owner, c.reserveCarToRenting, { reserveId: reserve.id, odometerKm: 40_000, fuelLevel: 'Full' }), 'renting');
    s = ok<c.CarReserveSummaries>(await injectAs(owner, c.showCarReserveSummaries, {}), 'summaries');
    expect(s.renting).toMatchObject({ count: 1, items: [{ id: reserve.id }] });
    ok(await injectAs(owner, c.reserveCarToReturned, { reserveId: reserve.id, odometerKm: 40_250, fuelLevel: 'Half' }), 'returned');

    // Gross is the price without the car's insurance (利用規約 第12条), the fee a fifth of it.
    const { feeBase: gross, marketplaceFee: fee, hostShare: net } = carSplit(2);
    s = ok<c.CarReserveSummaries>(await injectAs(owner, c.showCarReserveSummaries, {}), 'summaries');
    expect(s.renting.count).toBe(0);
    expect(s.monthSales).toEqual({ month: d(0).slice(0, 7), count: 1, gross, fee, net });
    const year = Number(d(0).slice(0, 4));
    const sales = ok<c.CarSalesOfCar>(await injectAs(owner, c.showCarSalesByMonthAndCarId, { carId, year }), 'sales');
    expect(sales.totals).toEqual({ count: 1, gross, fee, net });
    const timeline = ok<{ items: c.CarReserveOverview[] }>(
      await injectAs(owner, c.showCarReserveOverviews, { from: d(-1), to: d(12), carId }),
      'overviews',
    );
    // The cancelled request is gone from the timeline; the returned one stays, its days free again.
    expect(timeline.items[0]!.reserves.map((r) => [r.id, r.status])).toEqual([[reserve.id, 'Returned']]);
    expect((await calendar()).reservedDates).toEqual([]);
  });
});

describe('a spot’s calendar between its provider and a guest', () => {
  it('holds a stay’s nights (not its check-out day) and refuses a stay over a closed day', async () => {
    const operator = await createOperator();
    const { spotId, planId } = await reservableSpot(owner, operator, { capacityPerDay: 1 });
    ok(await injectAs(guest, c.createSpotReserve, spotRequest(spotId, planId, d(3), d(5), 2)), 'create-spot-reserve');
    const shown = ok<c.SpotUnavailableDates>(await injectAs(owner, c.showSpotReserveUnavailableDates, { spotId }), 'show');
    expect(shown).toMatchObject({ reservedDates: [d(3), d(4)], fullDates: [d(3), d(4)] });
    const closing = await injectAs(owner, c.updateSpotReserveUnavailableDates, { spotId, dates: [d(4), d(5)] });
    expect(closing.statusCode).toBe(409);
    expect(errorOf(closing).details).toEqual([{ path: 'dates.0', message: `${d(4)} は予約が入っています。` }]);
    expect((await injectAs(owner, c.updateSpotReserveUnavailableDates, { spotId, dates: [d(5), d(8)] })).statusCode).toBe(200);
    const refused = await injectAs(guest, c.createSpotReserve, spotRequest(spotId, planId, d(7), d(9), 2));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('RESERVE_PERIOD_UNAVAILABLE');
  });
});
