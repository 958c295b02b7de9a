import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Coupon, type CouponUse, type PricingRules, dayPrice, priceTrip } from './pricing.js';
import { presetSeasons } from './season-presets.js';

const base: PricingRules = {
  basePrice: 10_000,
  overrides: [],
  seasons: [],
  beforeHoliday: null,
  fridaySaturday: null,
  weekPercent: 0,
  monthPercent: 0,
};
const NOW = new Date('2026-12-01T00:00:00Z');

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'WINTER10',
  discount: { kind: 'Percent', percent: 10 },
  listingIds: null,
  minLength: 1,
  stay: null,
  expiresAt: '2027-03-31T15:00:00Z',
  totalCap: null,
  perGuestCap: 1,
  combinesWithLongStay: true,
  ...over,
});
const use = (c: Coupon, over: Partial<CouponUse> = {}): CouponUse => ({
  coupon: c,
  listingId: 'car-1',
  now: NOW,
  usedTotal: 0,
  usedByGuest: 0,
  ...over,
});

const trip = (rules: PricingRules, start: string, end: string, extra: Partial<Parameters<typeof priceTrip>[0]> = {}) =>
  priceTrip({ rules, unit: 'Nights', start, end, coupon: null, cleaningFee: 0, delivery: null, ...extra });

describe('each day’s price and the rule that set it', () => {
  const rules: PricingRules = {
    ...base,
    overrides: [{ from: '2026-12-24', to: '2026-12-24', price: 30_000 }],
    seasons: [{ name: '年末年始', ranges: [{ from: '2026-12-24', to: '2027-01-03' }], change: { kind: 'Percent', percent: 50 } }],
    beforeHoliday: { kind: 'Percent', percent: 20 },
    fridaySaturday: { kind: 'Price', price: 11_000 },
  };

  it('takes the dated override first, then the season, the 休前日, Friday–Saturday and the base price', () => {
    expect(dayPrice(rules, '2026-12-24')).toMatchObject({ price: 30_000, rule: 'Override', ruleName: '特定日料金' });
    expect(dayPrice(rules, '2026-12-25')).toMatchObject({ price: 15_000, rule: 'Season', ruleName: '年末年始' });
    expect(dayPrice(rules, '2026-11-22')).toMatchObject({ price: 12_000, rule: 'BeforeHoliday' }); // a Sunday before 勤労感謝の日
    expect(dayPrice(rules, '2026-12-04')).toMatchObject({ price: 11_000, rule: 'FridaySaturday' });
    expect(dayPrice(rules, '2026-12-02')).toMatchObject({ price: 10_000, rule: 'Base', ruleName: '基本料金' });
  });

  it('prices the nights of a stay (not its check-out day) and a car’s days with both ends', () => {
    const stay = trip(base, '2026-12-01', '2026-12-03');
    expect(stay.ok && stay.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    const car = priceTrip({
      rules: base,
      unit: 'Days',
      start: '2026-12-01',
      end: '2026-12-03',
      coupon: null,
      cleaningFee: 0,
      delivery: null,
    });
    expect(car.ok && car.total).toBe(30_000);
  });

  it('groups the days by rule and price in the quote’s lines', () => {
    const result = trip(rules, '2026-12-22', '2026-12-26');
    expect(result.ok && result.lines).toEqual([
      { kind: 'Days', name: '基本料金', unitPrice: 10_000, count: 2, amount: 20_000 },
      { kind: 'Days', name: '特定日料金', unitPrice: 30_000, count: 1, amount: 30_000 },
      { kind: 'Days', name: '年末年始', unitPrice: 15_000, count: 1, amount: 15_000 },
    ]);
  });

  it('offers the marketplace’s Golden Week as a ready-made season', () => {
    const gw = presetSeasons(2027).find((s) => s.key === 'GoldenWeek')!;
    const rules2 = { ...base, seasons: [{ name: gw.name, ranges: [gw.range], change: { kind: 'Percent' as const, percent: 40 } }] };
    expect(dayPrice(rules2, '2027-05-03')).toMatchObject({ price: 14_000, ruleName: 'ゴールデンウィーク 2027' });
  });
});

describe('long stays, coupons and fees, in the fixed order', () => {
  const weekly = { ...base, weekPercent: 10, monthPercent: 25 };

  it('takes the best long-stay tier off the days’ sum', () => {
    const week = trip(weekly, '2026-12-01', '2026-12-08');
    expect(week.ok && week.lines.at(-1)).toEqual({
      kind: 'LongStayDiscount',
      name: '長期割引（7泊以上 10%）',
      unitPrice: -7_000,
      count: 1,
      amount: -7_000,
    });
    const month = trip(weekly, '2026-12-01', '2026-12-29');
    expect(month.ok && month.total).toBe(280_000 - 70_000);
    expect(trip(weekly, '2026-12-01', '2026-12-07').ok && trip(weekly, '2026-12-01', '2026-12-07')).toMatchObject({ total: 60_000 });
  });

  it('applies a combining coupon after the tier, and a non-combining one only when it is worth more', () => {
    const both = trip(weekly, '2026-12-01', '2026-12-08', { coupon: use(coupon()) });
    expect(both.ok && both.total).toBe(70_000 - 7_000 - 6_300);
    const alone = trip(weekly, '2026-12-01', '2026-12-08', {
      coupon: use(coupon({ combinesWithLongStay: false, discount: { kind: 'Yen', yen: 8_000 } })),
    });
    expect(alone.ok && alone.lines.map((l) => l.kind)).toEqual(['Days', 'Coupon']);
    expect(alone.ok && alone.total).toBe(62_000);
    const worse = trip(weekly, '2026-12-01', '2026-12-08', {
      coupon: use(coupon({ combinesWithLongStay: false, discount: { kind: 'Yen', yen: 5_000 } })),
    });
    expect(worse.ok && worse).toMatchObject({
      total: 63_000,
      notes: ['このクーポンは長期割引と併用できないため、お得な長期割引を適用しました。'],
    });
  });

  it('refuses a coupon that is expired, used up, the guest’s already, not this listing’s, too short or out of its window', () => {
    const problem = (c: Coupon, over: Partial<CouponUse> = {}, end = '2026-12-03') => {
      const result = trip(base, '2026-12-01', end, { coupon: use(c, over) });
      return result.ok ? null : result.problems[0]!.message;
    };
    expect(problem(coupon({ expiresAt: '2026-11-30T15:00:00Z' }))).toBe('このクーポンは有効期限が切れています。');
    expect(problem(coupon({ totalCap: 100 }), { usedTotal: 100 })).toBe('このクーポンは利用上限に達しました。');
    expect(problem(coupon(), { usedByGuest: 1 })).toBe('このクーポンはご利用済みです。');
    expect(problem(coupon({ listingIds: ['spot-9'] }))).toBe('このクーポンはこの掲載では使えません。');
    expect(problem(coupon({ minLength: 3 }))).toBe('このクーポンは3泊以上のご予約で使えます。');
    expect(problem(coupon({ stay: { from: '2027-01-10', to: '2027-02-28' } }))).toBe('このクーポンはこの日程では使えません。');
    expect(problem(coupon())).toBeNull();
  });

  it('adds cleaning and delivery by distance band each way, and refuses a distance past the last band', () => {
    const delivery = {
      bands: [
        { upToKm: 10, fee: 2_000 },
        { upToKm: 30, fee: 5_000 },
      ],
      outKm: 12,
      backKm: 3,
    };
    const result = trip(base, '2026-12-01', '2026-12-02', { cleaningFee: 3_000, delivery });
    expect(result.ok && result.lines.slice(1)).toEqual([
      { kind: 'CleaningFee', name: '清掃料金', unitPrice: 3_000, count: 1, amount: 3_000 },
      { kind: 'Delivery', name: '配車料金（お届け 12km）', unitPrice: 5_000, count: 1, amount: 5_000 },
      { kind: 'Delivery', name: '配車料金（お迎え 3km）', unitPrice: 2_000, count: 1, amount: 2_000 },
    ]);
    const far = trip(base, '2026-12-01', '2026-12-02', { delivery: { ...delivery, outKm: 31 } });
    expect(far).toEqual({ ok: false, problems: [{ path: 'delivery.outKm', message: '配車できる距離を超えています（最大30km）。' }] });
  });

  it('is whole yen, never below zero, and the lines add up to the total, for any rules', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('Price' as const), price: fc.integer({ min: 0, max: 200_000 }) }),
      fc.record({ kind: fc.constant('Percent' as const), percent: fc.integer({ min: -90, max: 300 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(change, { nil: null }),
        fc.option(change, { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        fc.boolean(),
        (basePrice, beforeHoliday, fridaySaturday, weekPercent, monthPercent, nights, couponPercent, combines) => {
          const rules = { ...base, basePrice, beforeHoliday, fridaySaturday, weekPercent, monthPercent };
          const c =
            couponPercent === null
              ? null
              : use(coupon({ discount: { kind: 'Percent', percent: couponPercent }, combinesWithLongStay: combines }));
          const end = new Date(Date.parse('2026-12-01T00:00:00Z') + nights * 86_400_000).toISOString().slice(0, 10);
          const result = trip(rules, '2026-12-01', end, { coupon: c });
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          expect(Number.isInteger(result.total)).toBe(true);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.lines.reduce((s, l) => s + l.amount, 0)).toBe(result.total);
          expect(result.lines.filter((l) => l.amount < 0).length).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
