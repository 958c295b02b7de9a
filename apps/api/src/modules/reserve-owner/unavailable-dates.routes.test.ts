import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf, userIdOf } from './owner-test-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let plain: TestUser;
let guest: TestUser;
const ids = { owner: '', guest: '', car: '', spot: '', plan: '' };
const word = uniqueWord();
const d = japanDay;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;

async function replaceCar(dates: string[], caller: TestUser = owner, carId = ids.car) {
  return injectAs(caller, c.updateCarReserveUnavailableDates, { carId, dates });
}

async function carRows(): Promise<string[]> {
  const result = await app.db.execute<{ period: string }>(
    sql`select period::text as period from car_unavailable_periods where car_id = ${ids.car} and reserve_id is null order by lower(period)`,
  );
  return result.rows.map((r) => r.period);
}

async function searchIds(from: string, to: string): Promise<string[]> {
  const response = await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, from, to });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((i) => i.id);
}

async function publicDays(targetKind: 'Car' | 'Spot', targetId: string, from: string, to: string): Promise<string[]> {
  const response = await injectAs(null, c.showReserveSchedules, { targetKind, targetId, from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().unavailableDates as string[];
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  owner = await createHost('予約不可 オーナー');
  other = await createHost('別の オーナー');
  plain = await createRegisteredUser('一般 ユーザー');
  guest = await createRegisteredUser('予約 ゲスト');
  const operator = await createOperator();
  ids.car = await listedCar(owner, operator, { title: `${word} 予約不可日を試す車両` });
  ids.spot = await listedSpot(owner, operator, {
    title: `${word} 予約不可日を試すスポット`,
    fields: { plans: [{ ...landPlan, capacityPerDay: 2 }] },
  });
  ids.plan = (await planIdsOf(app, ids.spot))[0]!;
  ids.owner = await userIdOf(app, owner);
  ids.guest = await userIdOf(app, guest);
});
afterAll(() => app.close());

describe('update-car-reserve-unavailable-dates', () => {
  it('replaces the days, stores them as merged ranges, and search and the public calendar see them at once', async () => {
    expect(await searchIds(d(3), d(4))).toContain(ids.car); // the answer is cached now
    const replaced = await replaceCar([d(5), d(3), d(4), d(10)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({
      carId: ids.car,
      from: d(0),
      to: d(365),
      unavailableDates: [d(3), d(4), d(5), d(10)],
      reservedDates: [],
      importedDates: [],
      bufferDates: [],
    });
    expect(await carRows()).toEqual([`[${d(3)},${d(6)})`, `[${d(10)},${d(11)})`]);
    const busy = await app.db.execute<{ busy: string }>(sql`select busy::text as busy from cars where id = ${ids.car}`);
    expect(busy.rows[0]?.busy).toBe(`{[${d(3)},${d(6)}),[${d(10)},${d(11)})}`);
    expect(await publicDays('Car', ids.car, d(0), d(20))).toEqual([d(3), d(4), d(5), d(10)]);
    expect(await searchIds(d(3), d(4))).not.toContain(ids.car);
    expect(await searchIds(d(6), d(9))).toContain(ids.car);

    const cleared = await replaceCar([]);
    expect(cleared.json().unavailableDates).toEqual([]);
    expect(await carRows()).toEqual([]);
    expect(await publicDays('Car', ids.car, d(0), d(20))).toEqual([]);
    expect(await searchIds(d(3), d(4))).toContain(ids.car);
  });

  it('keeps the past days and the past part of a period running into today', async () => {
    await app.db.execute(sql`insert into car_unavailable_periods (car_id, period) values
      (${ids.car}, daterange(${d(-5)}::date, ${d(-2)}::date)), (${ids.car}, daterange(${d(-1)}::date, ${d(2)}::date))`);
    const replaced = await replaceCar([d(7)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await carRows()).toEqual([`[${d(-5)},${d(-2)})`, `[${d(-1)},${d(0)})`, `[${d(7)},${d(8)})`]);
    const shown = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car, from: d(-10), to: d(10) });
    expect(shown.json().unavailableDates).toEqual([d(-5), d(-4), d(-3), d(-1), d(7)]);
    await app.db.execute(sql`delete from car_unavailable_periods where car_id = ${ids.car} and reserve_id is null`);
  });

  it('takes today and the 365th day ahead; refuses days before today, further ahead, repeated, too many or malformed', async () => {
    const edges = await replaceCar([d(0), d(365)]);
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.json().unavailableDates).toEqual([d(0), d(365)]);

    const past = await replaceCar([d(1), d(-1)]);
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'dates.1', message: `${d(-1)} は過去の日付です。今日以降の日付を指定してください。` }],
    });
    const beyond = await replaceCar([d(366)]);
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond).details).toEqual([
      { path: 'dates.0', message: `${d(366)} は指定できません。365日先までの日付を指定してください。` },
    ]);
    const repeated = await replaceCar([d(3), d(4), d(3)]);
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated).details).toEqual([{ path: 'dates.2', message: `${d(3)} が重複しています。` }]);
    const tooMany = await replaceCar(Array.from({ length: 367 }, (_, i) => d(i)));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).details).toEqual([{ path: 'dates', message: '予約不可日は一度に366日まで指定できます。' }]);
    for (const dates of [['2027-02-30'], ['2027/01/01'], [20270101]]) {
      const malformed = await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: dates as string[] });
      expect(malformed.statusCode, JSON.stringify(dates)).toBe(400);
    }
    const extra = await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: [], all: true } as never);
    expect(extra.statusCode).toBe(400);
    // None of the refused calls changed anything.
    expect(await carRows()).toEqual([`[${d(0)},${d(1)})`, `[${d(365)},${d(366)})`]);
    expect((await replaceCar([])).statusCode).toBe(200);
  });

  it('is 409 UNAVAILABLE_DATES_CONFLICT naming the days an active reservation holds, and changes nothing', async () => {
    expect((await replaceCar([d(30)])).statusCode).toBe(200);
    await insertCarReserve(
      app,
      { carId: ids.car, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Approved', startDate: d(20), endDate: d(22) },
    );
    const refused = await replaceCar([d(19), d(21), d(22), d(25)]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'UNAVAILABLE_DATES_CONFLICT',
      message: '予約が入っている日は予約不可日にできません。該当する日を外して、もう一度保存してください。',
      details: [
        { path: 'dates.1', message: `${d(21)} は予約が入っています。` },
        { path: 'dates.2', message: `${d(22)} は予約が入っています。` },
      ],
    });
    const shown = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car });
    expect(shown.json()).toMatchObject({ unavailableDates: [d(30)], reservedDates: [d(20), d(21), d(22)] });
    expect(await publicDays('Car', ids.car, d(19), d(31))).toEqual([d(20), d(21), d(22), d(30)]);

    // Finished and cancelled reservations hold nothing: their days can be closed.
    await insertCarReserve(
      app,
      { carId: ids.car, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Canceled', startDate: d(40), endDate: d(41) },
    );
    await insertCarReserve(
      app,
      { carId: ids.car, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Returned', startDate: d(-3), endDate: d(-2) },
    );
    const around = await replaceCar([d(19), d(23), d(40), d(41)]);
    expect(around.statusCode, around.body).toBe(200);
    expect(around.json()).toMatchObject({ unavailableDates: [d(19), d(23), d(40), d(41)], reservedDates: [d(20), d(21), d(22)] });
    const busy = await app.db.execute<{ busy: string }>(sql`select busy::text as busy from cars where id = ${ids.car}`);
    expect(busy.rows[0]?.busy).toBe(`{[${d(19)},${d(24)}),[${d(40)},${d(42)})}`);
  });

  it('reads a window of at most 366 days, by default today and the 365 after it', async () => {
    const fromOnly = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car, from: d(10) });
    expect(fromOnly.json()).toMatchObject({ from: d(10), to: d(375), unavailableDates: [d(19), d(23), d(40), d(41)] });
    const tooLong = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car, from: d(0), to: d(366) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).details).toEqual([{ path: 'to', message: '期間は366日以内で指定してください。' }]);
    const toOnly = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car, to: d(-1) });
    expect(toOnly.statusCode).toBe(400);
    expect(errorOf(toOnly).details).toEqual([{ path: 'to', message: '終了日は開始日以降の日付を指定してください。' }]);
  });

  it('is 404 for an unknown car and for another owner’s car, which stays as it was; 403 without the role', async () => {
    const before = (await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car })).json();
    for (const response of [
      await replaceCar([d(50)], other),
      await injectAs(other, c.showCarReserveUnavailableDates, { carId: ids.car }),
      await replaceCar([d(50)], owner, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('CAR_NOT_FOUND');
      expect(response.body).not.toContain(d(19));
    }
    const noRole = await replaceCar([d(50)], plain);
    expect(noRole.statusCode).toBe(403);
    expect(errorOf(noRole).code).toBe('FORBIDDEN');
    expect((await injectAs(null, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: [] })).statusCode).toBe(401);
    expect((await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car })).json()).toEqual(before);
  });
});

describe('update-spot-reserve-unavailable-dates', () => {
  const replaceSpot = (dates: string[], caller: TestUser = owner) =>
    injectAs(caller, c.updateSpotReserveUnavailableDates, { spotId: ids.spot, dates });
  const spot = () => ({ spotId: ids.spot, spotPlanId: ids.plan, capacity: 2, hostUserId: ids.owner });

  it('replaces the days; a day a reservation occupies is 409; full days are shown and busy for search', async () => {
    const replaced = await replaceSpot([d(4), d(2), d(3)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({
      spotId: ids.spot,
      from: d(0),
      to: d(365),
      unavailableDates: [d(2), d(3), d(4)],
      reservedDates: [],
      importedDates: [],
      bufferDates: [],
      fullDates: [],
    });
    expect(await publicDays('Spot', ids.spot, d(0), d(10))).toEqual([d(2), d(3), d(4)]);

    // Two stays fill the plan (capacity 2) for the nights of d(10) and d(11); one more stay takes d(12) alone.
    for (const _ of [1, 2])
      await insertSpotReserve(app, spot(), { guestUserId: ids.guest, status: 'Approved', startDate: d(10), endDate: d(12) });
    await insertSpotReserve(app, spot(), { guestUserId: ids.guest, status: 'Request', startDate: d(12), endDate: d(13) });
    const refused = await replaceSpot([d(9), d(12), d(13)]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'UNAVAILABLE_DATES_CONFLICT',
      details: [{ path: 'dates.1', message: `${d(12)} は予約が入っています。` }],
    });

    // The check-out day is free: a stay occupies its nights only.
    const ok = await replaceSpot([d(9), d(13)]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ unavailableDates: [d(9), d(13)], reservedDates: [d(10), d(11), d(12)], fullDates: [d(10), d(11)] });
    expect(await publicDays('Spot', ids.spot, d(0), d(14))).toEqual([d(9), d(10), d(11), d(13)]);
  });

  it('is 404 for another provider’s spot and 403 without the role; the spot stays as it was', async () => {
    const before = (await injectAs(owner, c.showSpotReserveUnavailableDates, { spotId: ids.spot })).json();
    for (const response of [
      await replaceSpot([d(50)], other),
      await injectAs(other, c.showSpotReserveUnavailableDates, { spotId: ids.spot }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('SPOT_NOT_FOUND');
      expect(response.body).not.toContain(d(9));
    }
    expect((await replaceSpot([d(50)], plain)).statusCode).toBe(403);
    expect((await injectAs(owner, c.showSpotReserveUnavailableDates, { spotId: ids.spot })).json()).toEqual(before);
  });
});
