/**
 * ADR 0050 for the rules (ADR 0058): a dated search admits and prices a listing by its stored rules, so a rules save
 * through one replica drops the other's cached search answers at once, not after the caches' minute.
 */
import * as c from '@kurumatabi/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { msUntil, twoReplicas } from '../../../test/replicas.js';
import { planIdsOf } from '../reserve-owner/owner-test-fixtures.js';

const replicas = twoReplicas();
let operator: TestUser;
let host: TestUser;
const dates = { from: japanDay(8), to: japanDay(9) };
const season = (price: number) => ({
  seasons: [{ name: '繁忙期', ranges: [dates], change: { kind: 'Price' as const, price } }],
});

beforeAll(async () => {
  operator = await createOperator();
  host = await createHost('レプリカ ルール オーナー');
});

/** The rules the listing shows now, as a save takes them back, with `pricing` changed. */
async function rulesWith(show: Promise<{ json: () => unknown }>, pricing: object) {
  const rules = (await show).json() as c.ListingRules;
  return { availability: rules.availability, pricing: { ...rules.pricing, ...pricing } };
}

describe('a rules save through one replica', () => {
  it("reaches the other's dated car search within 2 s: the season's price in the filter, a start weekday in the availability", async () => {
    const word = uniqueWord();
    const carId = await listedCar(host, operator, { title: `ルール レプリカ ${word}` });
    const ids = async (filters: object) =>
      (await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, ...dates, ...filters }, { app: replicas.reader }))
        .json<c.Output<typeof c.listCar>>()
        .items.map((item) => item.id);
    // The reader keeps the answers: at the base price the car is not among the dear ones.
    expect(await ids({ priceMin: 25_000 })).toEqual([]);
    expect(await ids({})).toEqual([carId]);

    const rules = await rulesWith(injectAs(host, c.showCarRules, { carId }), season(30_000));
    const saved = await injectAs(host, c.updateCarRules, { carId, ...rules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await msUntil(async () => (await ids({ priceMin: 25_000 })).includes(carId))).toBeLessThan(2_000);

    const start = new Date(`${dates.from}T00:00:00Z`).getUTCDay();
    const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== start);
    const closed = await injectAs(host, c.updateCarRules, {
      carId,
      availability: { ...rules.availability, startWeekdays: weekdays },
      pricing: rules.pricing,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await msUntil(async () => (await ids({})).length === 0)).toBeLessThan(2_000);
  });

  it("reaches the other's dated spot search within 2 s when a plan's price changes", async () => {
    const word = uniqueWord();
    const spotId = await listedSpot(host, operator, { title: `ルール レプリカ ${word}`, fields: { plans: [landPlan] } });
    const spotPlanId = (await planIdsOf(replicas.writer, spotId))[0]!;
    const ids = async (filters: object) =>
      (await injectAs(null, c.listSpot, { keyword: word, ...dates, ...filters }, { app: replicas.reader }))
        .json<c.Output<typeof c.listSpot>>()
        .items.map((item) => item.id);
    expect(await ids({ priceMin: 25_000 })).toEqual([]);

    const rules = await rulesWith(injectAs(host, c.showSpotPlanRules, { spotPlanId }), season(30_000));
    const saved = await injectAs(host, c.updateSpotPlanRules, { spotPlanId, ...rules });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await msUntil(async () => (await ids({ priceMin: 25_000 })).includes(spotId))).toBeLessThan(2_000);
  });
});
