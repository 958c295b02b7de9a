import * as c from '@kurumatabi/contract';
import { addDays, type Input } from '@kurumatabi/contract';
import { priceTrip, tripProblem, type AvailabilityRulesInput, type PricingRulesInput } from '@kurumatabi/contract/host-rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, uniqueWord } from '../../../test/listings-fixtures.js';
import { createRulesLoadRepository, windowAround } from '../host-rules/rules-load.repository.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar, reservableSpot } from '../reserves/reserves-fixtures.js';
import { judgeCars, searchedTrip } from './ruled-search.js';

/**
 * A dated search applies each listing's stored rules through the engines (ADR 0055, 0058): notice, horizon, start
 * weekdays, buffers around reservations, and the price for the searched dates in the price filter and sort.
 * Listings without a rules row keep the SQL filter. The app's clock is fixed, so notice answers do not move.
 */

const now = new Date();
let app: FastifyInstance;
let owner: TestUser;
let guest: TestUser;
const word = uniqueWord();
const ids = { plain: '', notice: '', horizon: '', weekday: '', buffer: '', season: '' };

type Availability = Omit<AvailabilityRulesInput, 'minLength' | 'maxLength'>;
const anyDay: Availability = {
  advanceNotice: { days: 0, cutoffHour: 24 },
  bufferDaysBefore: 0,
  bufferDaysAfter: 0,
  horizonDays: 365,
  startWeekdays: [0, 1, 2, 3, 4, 5, 6],
  overrides: [],
};
const noPricing: PricingRulesInput = {
  overrides: [],
  seasons: [],
  beforeHoliday: null,
  fridaySaturday: null,
  weekPercent: 0,
  monthPercent: 0,
  deliveryBands: [],
};

async function setCarRules(carId: string, availability: Partial<Availability>, pricing: Partial<PricingRulesInput> = {}) {
  const a = JSON.stringify({ ...anyDay, ...availability });
  const p = JSON.stringify({ ...noPricing, ...pricing });
  await app.db.execute(sql`insert into listing_rules (car_id, availability, pricing) values (${carId}, ${a}::jsonb, ${p}::jsonb)
    on conflict (car_id) where car_id is not null do update set availability = excluded.availability, pricing = excluded.pricing`);
}

type CarSearch = Partial<Input<typeof c.listCar>>;
async function searchCars(filters: CarSearch, keyword = word) {
  const response = await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword, ...filters });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string }[]; total: number };
}
const carIdsOf = async (filters: CarSearch, keyword = word) => (await searchCars(filters, keyword)).items.map((i) => i.id);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

beforeAll(async () => {
  app = await buildReservesTestApp({ clock: () => now });
  owner = await createHost('ルール検索 オーナー');
  const operator = await createOperator();
  guest = await licensedGuest(operator, 'ルール検索 ゲスト');
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = await reservableCar(owner, operator, {}, word);
  ok(await injectAs(guest, c.createCarReserve, carRequest(ids.buffer, japanDay(10), japanDay(11))), 'create-car-reserve');
  await setCarRules(ids.notice, { advanceNotice: { days: 5, cutoffHour: 24 } });
  await setCarRules(ids.horizon, { horizonDays: 20 });
  await setCarRules(ids.weekday, { startWeekdays: [weekdayOf(japanDay(8))] });
  await setCarRules(ids.buffer, { bufferDaysAfter: 2 });
  await setCarRules(
    ids.season,
    {},
    { seasons: [{ name: '繁忙期', ranges: [{ from: japanDay(8), to: japanDay(9) }], change: { kind: 'Price', price: 30000 } }] },
  );
}, 180_000);
afterAll(() => app.close());

describe('a dated car search under the stored rules', () => {
  it('without dates, every listed car as before', async () => {
    expect((await carIdsOf({})).sort()).toEqual(Object.values(ids).sort());
  });

  it('applies advance notice, horizon and start weekdays', async () => {
    const soon = await carIdsOf({ from: japanDay(1), to: japanDay(2) });
    expect(soon).not.toContain(ids.notice);
    expect(soon).toContain(ids.plain);
    expect(await carIdsOf({ from: japanDay(8), to: japanDay(9) })).toContain(ids.notice);
    expect(await carIdsOf({ from: japanDay(30), to: japanDay(31) })).not.toContain(ids.horizon);
    expect(await carIdsOf({ from: japanDay(8), to: japanDay(9) })).toContain(ids.weekday);
    expect(await carIdsOf({ from: japanDay(9), to: japanDay(10) })).not.toContain(ids.weekday);
  });

  it('keeps the preparation days after a reservation free', async () => {
    expect(await carIdsOf({ from: japanDay(12), to: japanDay(13) })).not.toContain(ids.buffer);
    expect(await carIdsOf({ from: japanDay(13), to: japanDay(14) })).not.toContain(ids.buffer);
    expect(await carIdsOf({ from: japanDay(14), to: japanDay(15) })).toContain(ids.buffer);
  });

  it('filters and sorts by the price for the searched dates (a season inside them, the cleaning fee)', async () => {
    // Two days at the season's ¥30,000 and the ¥3,000 cleaning fee: ¥31,500 a day; the others ¥12,000 a day.
    const dates = { from: japanDay(8), to: japanDay(9) };
    const ascending = await carIdsOf({ ...dates, sort: 'priceAsc' });
    expect(ascending[ascending.length - 1]).toBe(ids.season);
    expect((await carIdsOf({ ...dates, sort: 'priceDesc' }))[0]).toBe(ids.season);
    expect(await carIdsOf({ ...dates, priceMax: 31_499 })).not.toContain(ids.season);
    expect(await carIdsOf({ ...dates, priceMin: 31_500, priceMax: 31_500 })).toEqual([ids.season]);
    // Without a season on the days, a car with rules costs its base price plus its cleaning fee spread over the days.
    expect(await carIdsOf({ from: japanDay(20), to: japanDay(21), priceMin: 13_500, priceMax: 13_500 })).toEqual(
      expect.arrayContaining([ids.notice, ids.horizon, ids.buffer, ids.season]),
    );
  });

  it('pages and counts the same matches', async () => {
    const dates = { from: japanDay(8), to: japanDay(9), sort: 'priceAsc' as const };
    const all = await searchCars({ ...dates, limit: 20 });
    // plain, notice, horizon, weekday, season; not buffer: the trip's own preparation days would be its reservation's.
    expect(all.total).toBe(5);
    expect(all.items.map((i) => i.id)).not.toContain(ids.buffer);
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await searchCars({ ...dates, limit: 2, offset });
      expect(page.total).toBe(5);
      pages.push(...page.items.map((i) => i.id));
    }
    expect(pages).toEqual(all.items.map((i) => i.id));
    const fewer = await searchCars({ from: japanDay(1), to: japanDay(2) });
    expect(fewer.total).toBe(fewer.items.length);
    expect(fewer.items.map((i) => i.id)).not.toContain(ids.notice);
  });
});

describe('the public calendar says why a day cannot start', () => {
  const reasonsOf = async (carId: string, from: string, to: string) => {
    const response = await injectAs(null, c.showReserveSchedules, { targetKind: 'Car', targetId: carId, from, to });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as c.Output<typeof c.showReserveSchedules>;
    return new Map(body.noStartDays.map((d) => [d.date, d.message]));
  };

  it('notice, preparation days, the horizon and the weekday, from the same engine as the search', async () => {
    const notice = await reasonsOf(ids.notice, japanDay(1), japanDay(6));
    expect(notice.get(japanDay(1))).toBe('予約受付は5日前まで');
    expect(notice.has(japanDay(6))).toBe(false);
    const buffer = await reasonsOf(ids.buffer, japanDay(9), japanDay(14));
    expect(buffer.get(japanDay(10))).toBe('予約済み');
    expect(buffer.get(japanDay(12))).toBe('準備日');
    expect(buffer.get(japanDay(13))).toBe('準備日');
    expect(buffer.has(japanDay(14))).toBe(false);
    expect((await reasonsOf(ids.horizon, japanDay(20), japanDay(22))).get(japanDay(22))).toBe('受付期間外');
    const weekday = await reasonsOf(ids.weekday, japanDay(8), japanDay(9));
    expect(weekday.has(japanDay(8))).toBe(false);
    expect(weekday.get(japanDay(9))).toMatch(/曜日のみ利用開始できます$/);
    // Without rules: nothing but the taken days (none here).
    expect((await reasonsOf(ids.plain, japanDay(1), japanDay(30))).size).toBe(0);
  });
});

describe('a dated spot search under a plan’s rules', () => {
  it('applies the plan’s advance notice', async () => {
    const operator = await createOperator();
    const spot = await reservableSpot(owner, operator);
    const title = (await app.db.execute<{ title: string }>(sql`select title from spots where id = ${spot.spotId}`)).rows[0]!.title;
    const keyword = title.split(' ').pop()!;
    const a = JSON.stringify({ ...anyDay, advanceNotice: { days: 5, cutoffHour: 24 } });
    await app.db.execute(sql`insert into listing_rules (spot_plan_id, availability, pricing, min_length, max_length)
      values (${spot.planId}, ${a}::jsonb, ${JSON.stringify(noPricing)}::jsonb, 1, 30)`);
    const search = async (from: string, to: string) => {
      const response = await injectAs(null, c.listSpot, { keyword, from, to });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { id: string }[]; total: number }).items.map((i) => i.id);
    };
    expect(await search(japanDay(1), japanDay(3))).toEqual([]);
    expect(await search(japanDay(7), japanDay(9))).toEqual([spot.spotId]);
  });
});

describe('the search agrees with the quote and the engines (fast-check)', () => {
  it('lists a car for dates exactly when a quote for those dates succeeds (and tripProblem finds nothing), at priceTrip’s total', async () => {
    const operator = await createOperator();
    const own = uniqueWord();
    const carId = await reservableCar(owner, operator, { maxDays: 14 }, own);
    ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(20), japanDay(22))), 'create-car-reserve');
    ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(30), japanDay(31))), 'create-car-reserve');
    await app.db.execute(
      sql`insert into car_unavailable_periods (car_id, period) values (${carId}, daterange(${japanDay(25)}::date, ${japanDay(27)}::date))`,
    );
    await app.db.execute(
      sql`update cars set busy = busy + datemultirange(daterange(${japanDay(25)}::date, ${japanDay(27)}::date)) where id = ${carId}`,
    );

    const rules = fc.record({
      notice: fc.nat(5),
      cutoffHour: fc.integer({ min: 0, max: 24 }),
      before: fc.nat(3),
      after: fc.nat(3),
      horizon: fc.integer({ min: 10, max: 60 }),
      weekdays: fc.uniqueArray(fc.nat(6), { minLength: 1, maxLength: 7 }),
      minDays: fc.integer({ min: 1, max: 3 }),
      extra: fc.nat(5),
      dated: fc.option(fc.record({ at: fc.integer({ min: 1, max: 40 }), span: fc.nat(6), min: fc.integer({ min: 1, max: 4 }) })),
      season: fc.option(fc.record({ at: fc.integer({ min: 1, max: 40 }), span: fc.nat(6), percent: fc.integer({ min: -50, max: 100 }) })),
      fridaySaturday: fc.option(fc.integer({ min: 5000, max: 30000 })),
      weekPercent: fc.nat(30),
      from: fc.integer({ min: 0, max: 40 }),
      days: fc.integer({ min: 1, max: 9 }),
    });
    let listedRuns = 0;
    const quoteRuns = { ok: 0, refused: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(rules, async (r) => {
        const maxDays = r.minDays + r.extra;
        const overrides = r.dated
          ? [{ from: japanDay(r.dated.at), to: japanDay(r.dated.at + r.dated.span), minLength: r.dated.min, maxLength: 14 }]
          : [];
        const seasons = r.season
          ? [
              {
                name: '繁忙期',
                ranges: [{ from: japanDay(r.season.at), to: japanDay(r.season.at + r.season.span) }],
                change: { kind: 'Percent' as const, percent: r.season.percent },
              },
            ]
          : [];
        await app.db.execute(sql`update cars set min_days = ${r.minDays}, max_days = ${maxDays} where id = ${carId}`);
        await setCarRules(
          carId,
          {
            advanceNotice: { days: r.notice, cutoffHour: r.cutoffHour },
            bufferDaysBefore: r.before,
            bufferDaysAfter: r.after,
            horizonDays: r.horizon,
            startWeekdays: r.weekdays,
            overrides,
          },
          {
            seasons,
            fridaySaturday: r.fridaySaturday === null ? null : { kind: 'Price', price: r.fridaySaturday },
            weekPercent: r.weekPercent,
          },
        );
        const from = japanDay(r.from);
        const to = addDays(from, r.days - 1);
        const trip = searchedTrip('Car', from, to);
        // The engines on the same stored rules and calendar.
        const inputs = (await createRulesLoadRepository(app.db).carInputs([carId], windowAround(trip.start, trip.end))).get(carId)!;
        const problem = tripProblem({ rules: inputs.availability, ...trip, now, held: inputs.held, blocked: inputs.blocked });
        const listed = (await carIdsOf({ from, to }, own)).includes(carId);
        // The guest's quote for the same dates, through the API: the one answer the reservation form shows.
        const quote = await injectAs(guest, c.verifyCarReserve, { carId, startDate: from, endDate: to });
        expect([200, 409, 422], quote.body).toContain(quote.statusCode);
        quoteRuns[quote.statusCode === 200 ? 'ok' : 'refused'] += 1;
        expect(listed, `${from}〜${to}: quote ${quote.statusCode} ${quote.body}`).toBe(quote.statusCode === 200);
        expect(listed).toBe(problem === null);
        if (problem !== null) return;
        listedRuns += 1;
        const price = priceTrip({
          rules: inputs.pricing,
          ...trip,
          coupon: null,
          cleaningFee: inputs.cleaningFee,
          delivery: null,
        });
        if (!price.ok) throw new Error('priceTrip refused a trip the search listed');
        const [match] = await judgeCars(app.db, [carId], { from, to }, now);
        expect(match?.total).toBe(price.total);
        const perDay = Math.floor(price.total / r.days);
        expect(await carIdsOf({ from, to, priceMin: perDay, priceMax: perDay }, own)).toEqual([carId]);
        if (perDay > 0) expect(await carIdsOf({ from, to, priceMax: perDay - 1 }, own)).toEqual([]);
      }),
      { numRuns: 200 },
    );
    // Printed for the note: how many runs the quote accepted and refused, and how long they took.
    console.info(`search ⇔ quote: ${quoteRuns.ok} quoted, ${quoteRuns.refused} refused, ${Math.round(performance.now() - started)} ms`);
    expect(listedRuns).toBeGreaterThan(0);
    expect(quoteRuns.refused).toBeGreaterThan(0);
  }, 180_000);
});
