import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { planIdsOf } from '../reserve-owner/owner-test-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let guest: TestUser;
let operator: TestUser;
const ids = { car: '', plan: '', otherCar: '', otherPlan: '' };
const word = uniqueWord();
const d = japanDay;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;
const code = (prefix: string) =>
  `${prefix}${word
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 10)}`;

const availability = {
  advanceNotice: { days: 1, cutoffHour: 18 },
  bufferDaysBefore: 1,
  bufferDaysAfter: 1,
  horizonDays: 180,
  startWeekdays: [5, 6],
  minLength: 2,
  maxLength: 10,
  overrides: [{ from: d(100), to: d(105), minLength: 3, maxLength: 10 }],
};
const pricing = {
  overrides: [{ from: d(20), to: d(20), price: 20_000 }],
  seasons: [{ name: '夏休み', ranges: [{ from: d(30), to: d(40) }], change: { kind: 'Percent' as const, percent: 20 } }],
  beforeHoliday: { kind: 'Price' as const, price: 15_000 },
  fridaySaturday: null,
  weekPercent: 10,
  monthPercent: 25,
  deliveryBands: [
    { upToKm: 10, fee: 2_000 },
    { upToKm: 30, fee: 5_000 },
  ],
};
/** A spot is not delivered: its plans' pricing has no bands. */
const planPricing = { ...pricing, deliveryBands: [] };
const couponBody = (prefix: string) => ({
  code: code(prefix),
  discount: { kind: 'Percent' as const, percent: 10 },
  minLength: 2,
  stay: { from: d(10), to: d(60) },
  expiresOn: d(60),
  totalCap: 5,
  perGuestCap: 1,
  combinesWithLongStay: true,
});

async function rowsOf(table: 'listing_rules' | 'coupons'): Promise<string> {
  const result = await app.db.execute(sql`select * from ${sql.identifier(table)} order by id`);
  return JSON.stringify(result.rows);
}

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  owner = await createHost('ルール オーナー');
  other = await createHost('別の オーナー');
  guest = await createRegisteredUser('ルール ゲスト');
  operator = await createOperator();
  ids.car = await listedCar(owner, operator, { title: `${word} ルールの車両` });
  const spot = await listedSpot(owner, operator, { title: `${word} ルールのスポット`, fields: { plans: [landPlan] } });
  ids.plan = (await planIdsOf(app, spot))[0]!;
  ids.otherCar = await listedCar(other, operator, { title: `${word} 別の車両` });
  const otherSpot = await listedSpot(other, operator, { title: `${word} 別のスポット`, fields: { plans: [landPlan] } });
  ids.otherPlan = (await planIdsOf(app, otherSpot))[0]!;
});
afterAll(async () => {
  await app.close();
});

describe("a car's rules", () => {
  it("shows the defaults of a car without rules (its own lengths) and this year's and next year's presets", async () => {
    const response = await injectAs(owner, c.showCarRules, { carId: ids.car });
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json() as c.ListingRules;
    expect(rules.stored).toBe(false);
    expect(rules.unit).toBe('Days');
    expect(rules.availability).toMatchObject({ advanceNotice: { days: 0, cutoffHour: 24 }, bufferDaysAfter: 0, horizonDays: 365 });
    expect(rules.availability.startWeekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(rules.pricing).toMatchObject({ seasons: [], weekPercent: 0 });
    const year = Number(d(0).slice(0, 4));
    expect(rules.presets.map((p) => p.name)).toEqual(
      expect.arrayContaining([`ゴールデンウィーク ${year}`, `ゴールデンウィーク ${year + 1}`]),
    );
  });

  it('stores the whole rules and writes the lengths into the car itself (its form shows the same numbers)', async () => {
    const response = await injectAs(owner, c.updateCarRules, { carId: ids.car, availability, pricing });
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json() as c.ListingRules;
    expect(rules.stored).toBe(true);
    expect(rules.availability).toEqual(availability);
    expect(rules.pricing).toEqual(pricing);
    const owned = (await injectAs(owner, c.showOwnedUserCar, { carId: ids.car })).json() as { minDays: number; maxDays: number };
    expect([owned.minDays, owned.maxDays]).toEqual([2, 10]);
    expect((await injectAs(owner, c.showCarRules, { carId: ids.car })).json()).toEqual(rules);
  });

  it.each([
    [
      'a minimum above the maximum',
      { availability: { ...availability, minLength: 12 } },
      'availability.maxLength',
      '最長期間は最短期間以上にしてください。',
    ],
    [
      'buffers as long as the horizon',
      { availability: { ...availability, bufferDaysBefore: 5, bufferDaysAfter: 5, horizonDays: 10 } },
      'availability.bufferDaysAfter',
      '準備日は予約受付期間より短くしてください。',
    ],
    [
      'a season ending before it starts',
      { pricing: { ...pricing, seasons: [{ ...pricing.seasons[0]!, ranges: [{ from: d(40), to: d(30) }] }] } },
      'pricing.seasons.0.ranges.0.to',
      '終了日は開始日以降の日付を指定してください。',
    ],
    [
      'overlapping seasons',
      {
        pricing: {
          ...pricing,
          seasons: [pricing.seasons[0]!, { name: 'お盆', ranges: [{ from: d(35), to: d(45) }], change: { kind: 'Price', price: 18_000 } }],
        },
      },
      'pricing.seasons',
      'シーズンの期間が重なっています。',
    ],
    [
      'a discount above 100 %',
      { pricing: { ...pricing, weekPercent: 101 } },
      'pricing.weekPercent',
      '7日（泊）以上の割引率は100以下で入力してください。',
    ],
    [
      'two delivery bands of the same distance',
      { pricing: { ...pricing, deliveryBands: [...pricing.deliveryBands, { upToKm: 10, fee: 3_000 }] } },
      'pricing.deliveryBands.2.upToKm',
      '同じ距離の区分が重複しています。',
    ],
    [
      'a delivery fee that is not a whole number of yen',
      { pricing: { ...pricing, deliveryBands: [{ upToKm: 10, fee: 1_500.5 }] } },
      'pricing.deliveryBands.0.fee',
      '配車料金は整数で入力してください。',
    ],
    [
      'a car longer than its form allows',
      { availability: { ...availability, maxLength: 120 } },
      'availability.maxLength',
      '車両の最長期間は90日以下で入力してください。',
    ],
  ])('refuses %s with its Japanese message and changes nothing', async (_name, change, path, message) => {
    const before = await rowsOf('listing_rules');
    const response = await injectAs(owner, c.updateCarRules, { carId: ids.car, availability, pricing, ...change } as never);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).details).toContainEqual({ path, message });
    expect(await rowsOf('listing_rules')).toBe(before);
  });

  it("answers 404 for another host's car, and changes nothing", async () => {
    const before = await rowsOf('listing_rules');
    expect(errorOf(await injectAs(owner, c.showCarRules, { carId: ids.otherCar })).code).toBe('CAR_NOT_FOUND');
    const update = await injectAs(owner, c.updateCarRules, { carId: ids.otherCar, availability, pricing });
    expect(update.statusCode).toBe(404);
    expect(errorOf(update).code).toBe('CAR_NOT_FOUND');
    expect(await rowsOf('listing_rules')).toBe(before);
  });
});

describe("a spot plan's rules", () => {
  it('stores the rules of a plan with its own lengths, and refuses a stay longer than a plan takes', async () => {
    const shown = (await injectAs(owner, c.showSpotPlanRules, { spotPlanId: ids.plan })).json() as c.ListingRules;
    expect(shown).toMatchObject({ unit: 'Nights', stored: false, availability: { minLength: 1, maxLength: c.MAX_SPOT_NIGHTS } });
    expect(shown.pricing.deliveryBands).toEqual([]);
    const saved = await injectAs(owner, c.updateSpotPlanRules, { spotPlanId: ids.plan, availability, pricing: planPricing });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as c.ListingRules).availability).toEqual(availability);
    const before = await rowsOf('listing_rules');
    const tooLong = await injectAs(owner, c.updateSpotPlanRules, {
      spotPlanId: ids.plan,
      availability: { ...availability, maxLength: 40 },
      pricing: planPricing,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).details).toContainEqual({ path: 'availability.maxLength', message: '最長期間は30泊以下で入力してください。' });
    expect(await rowsOf('listing_rules')).toBe(before);
  });

  it('refuses delivery bands on a plan (a spot is not delivered) and changes nothing', async () => {
    const before = await rowsOf('listing_rules');
    const delivered = await injectAs(owner, c.updateSpotPlanRules, { spotPlanId: ids.plan, availability, pricing });
    expect(delivered.statusCode).toBe(400);
    expect(errorOf(delivered).details).toContainEqual({
      path: 'pricing.deliveryBands',
      message: 'スポットのプランには配車料金を設定できません。',
    });
    expect(await rowsOf('listing_rules')).toBe(before);
  });

  it('reads rules stored before delivery bands existed as having none', async () => {
    await app.db.execute(sql`update listing_rules set pricing = pricing - 'deliveryBands' where spot_plan_id = ${ids.plan}`);
    const shown = (await injectAs(owner, c.showSpotPlanRules, { spotPlanId: ids.plan })).json() as c.ListingRules;
    expect(shown.pricing).toEqual(planPricing);
  });

  it("answers 404 for another provider's plan", async () => {
    expect(errorOf(await injectAs(owner, c.showSpotPlanRules, { spotPlanId: ids.otherPlan })).code).toBe('SPOT_PLAN_NOT_FOUND');
    const update = await injectAs(owner, c.updateSpotPlanRules, { spotPlanId: ids.otherPlan, availability, pricing: planPricing });
    expect(errorOf(update).code).toBe('SPOT_PLAN_NOT_FOUND');
  });
});

describe("hosts' coupons", () => {
  it('creates, lists, updates and stops a coupon; a stopped coupon cannot be changed', async () => {
    const created = await injectAs(owner, c.createHostCoupon, { coupon: couponBody('H') });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json() as c.CouponView;
    expect(coupon).toMatchObject({ code: code('H'), scope: 'Host', used: 0, stoppedAt: null, discount: { kind: 'Percent', percent: 10 } });
    const listed = (await injectAs(owner, c.listHostCoupons, {})).json() as { items: c.CouponView[] };
    expect(listed.items.map((i) => i.id)).toContain(coupon.id);
    expect(((await injectAs(other, c.listHostCoupons, {})).json() as { items: c.CouponView[] }).items.map((i) => i.id)).not.toContain(
      coupon.id,
    );

    const updated = await injectAs(owner, c.updateHostCoupon, {
      couponId: coupon.id,
      coupon: { ...couponBody('H'), discount: { kind: 'Yen', yen: 2_000 }, totalCap: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ discount: { kind: 'Yen', yen: 2_000 }, totalCap: null });

    const stopped = await injectAs(owner, c.stopHostCoupon, { couponId: coupon.id });
    expect((stopped.json() as c.CouponView).stoppedAt).not.toBeNull();
    const again = await injectAs(owner, c.stopHostCoupon, { couponId: coupon.id });
    expect((again.json() as c.CouponView).stoppedAt).toBe((stopped.json() as c.CouponView).stoppedAt);
    const refused = await injectAs(owner, c.updateHostCoupon, { couponId: coupon.id, coupon: couponBody('H') });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('COUPON_STOPPED');
  });

  it('refuses a code already taken, a malformed code and a bad discount, changing nothing', async () => {
    await injectAs(owner, c.createHostCoupon, { coupon: couponBody('T') });
    const before = await rowsOf('coupons');
    const taken = await injectAs(other, c.createHostCoupon, { coupon: couponBody('T') });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: 'このクーポンコードはすでに使われています。別のコードを入力してください。',
    });
    const malformed = await injectAs(owner, c.createHostCoupon, { coupon: { ...couponBody('M'), code: 'ab' } });
    expect(errorOf(malformed).details).toContainEqual({
      path: 'coupon.code',
      message: 'クーポンコードは英大文字と数字の4〜20文字で入力してください。',
    });
    const overFull = await injectAs(owner, c.createHostCoupon, {
      coupon: { ...couponBody('P'), discount: { kind: 'Percent', percent: 120 } },
    });
    expect(errorOf(overFull).details).toContainEqual({ path: 'coupon.discount.percent', message: '割引率は100以下で入力してください。' });
    expect(await rowsOf('coupons')).toBe(before);
  });

  it("answers 404 for another host's coupon and for a marketplace coupon", async () => {
    const mine = (await injectAs(owner, c.createHostCoupon, { coupon: couponBody('O') })).json() as c.CouponView;
    const market = (await injectAs(operator, c.operatorCreateMarketplaceCoupon, { coupon: couponBody('Q') })).json() as c.CouponView;
    const before = await rowsOf('coupons');
    for (const couponId of [mine.id, market.id]) {
      expect(errorOf(await injectAs(other, c.stopHostCoupon, { couponId })).code).toBe('COUPON_NOT_FOUND');
      expect(errorOf(await injectAs(other, c.updateHostCoupon, { couponId, coupon: couponBody('Z') })).code).toBe('COUPON_NOT_FOUND');
    }
    expect(await rowsOf('coupons')).toBe(before);
  });
});

describe("the marketplace's coupons", () => {
  it('are created, listed and stopped by operators only, each write audited', async () => {
    const created = await injectAs(operator, c.operatorCreateMarketplaceCoupon, { coupon: couponBody('K') });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json() as c.CouponView;
    expect(coupon.scope).toBe('Marketplace');
    const listed = (await injectAs(operator, c.operatorListMarketplaceCoupons, {})).json() as { items: c.CouponView[] };
    expect(listed.items.map((i) => i.id)).toContain(coupon.id);
    expect(listed.items.every((i) => i.scope === 'Marketplace')).toBe(true);
    const stopped = await injectAs(operator, c.operatorStopMarketplaceCoupon, { couponId: coupon.id });
    expect((stopped.json() as c.CouponView).stoppedAt).not.toBeNull();
    const audit = await app.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where target_id = ${coupon.id} order by at, action`,
    );
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['coupon.create', 'coupon.stop']);

    const host = await injectAs(owner, c.operatorCreateMarketplaceCoupon, { coupon: couponBody('N') });
    expect(host.statusCode).toBe(403);
    expect((await injectAs(guest, c.operatorListMarketplaceCoupons, {})).statusCode).toBe(403);
    const hostCoupon = (await injectAs(owner, c.createHostCoupon, { coupon: couponBody('R') })).json() as c.CouponView;
    expect(errorOf(await injectAs(operator, c.operatorStopMarketplaceCoupon, { couponId: hostCoupon.id })).code).toBe('COUPON_NOT_FOUND');
  });
});
