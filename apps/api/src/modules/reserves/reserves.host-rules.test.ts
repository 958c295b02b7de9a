import * as c from '@kurumatabi/contract';
import type { Input, PriceLine, ReserveQuote } from '@kurumatabi/contract';
import { addDays } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, injectRaw, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, uniqueWord } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  carTotal,
  errorOf,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  spotRequest,
} from './reserves-fixtures.js';

/**
 * A host's rules in the quote and the creation (issue 36 items 1–2), through the real app and database: the days
 * priced by season with the long-stay tier and a coupon, each refused coupon, each availability reason, the
 * snapshot of a booked trip's price, the preparation days under 50 racing requests, and a car's delivery by distance. The clock is the test's
 * (10:00 in Tokyo on the first day, moved to 17:00 and 19:00 for the cut-off hour), in a database of the file's own.
 * The answers are the same under TZ=UTC and TZ=America/Los_Angeles (the file is run under both).
 */

const D0 = japanDay(0);
const d = (n: number) => addDays(D0, n);
const at = (hour: number) => new Date(`${D0}T${String(hour).padStart(2, '0')}:00:00+09:00`);
let now = at(10);

let app: FastifyInstance;
let owner: TestUser;
let otherHost: TestUser;
let operator: TestUser;
const guests: TestUser[] = [];
const word = uniqueWord();
const tag = word
  .replace(/[^A-Za-z0-9]/g, '')
  .toUpperCase()
  .slice(0, 8);
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  owner = await createHost('ルール 予約オーナー');
  otherHost = await createHost('ルール 別オーナー');
  operator = await createOperator();
  for (let i = 0; i < 5; i++) guests.push(await licensedGuest(operator, `ルール ゲスト${i + 1}`));
}, 180_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Availability = Input<typeof c.updateCarRules>['availability'];
type Pricing = Input<typeof c.updateCarRules>['pricing'];

const openAvailability: Availability = {
  advanceNotice: { days: 0, cutoffHour: 24 },
  bufferDaysBefore: 0,
  bufferDaysAfter: 0,
  horizonDays: 365,
  startWeekdays: [0, 1, 2, 3, 4, 5, 6],
  minLength: 1,
  maxLength: 14,
  overrides: [],
};
const plainPricing: Pricing = { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 0, monthPercent: 0 };

async function carWithRules(availability: Partial<Availability>, pricing: Partial<Pricing> = {}): Promise<string> {
  const carId = await reservableCar(owner, operator);
  ok(
    await injectAs(owner, c.updateCarRules, {
      carId,
      availability: { ...openAvailability, ...availability },
      pricing: { ...plainPricing, ...pricing },
    }),
    'update-car-rules',
  );
  return carId;
}

async function hostCoupon(host: TestUser, name: string, fields: Partial<Input<typeof c.createHostCoupon>['coupon']> = {}) {
  const code = `${name}${tag}`;
  return ok<{ id: string; code: string }>(
    await injectAs(host, c.createHostCoupon, {
      coupon: {
        code,
        discount: { kind: 'Percent', percent: 10 },
        minLength: 1,
        stay: null,
        expiresOn: d(300),
        totalCap: null,
        perGuestCap: null,
        combinesWithLongStay: true,
        ...fields,
      },
    }),
    'create-host-coupon',
  );
}

const count = async (query: ReturnType<typeof sql>) => (await app.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1;
const reservesOf = (carId: string) => count(sql`select count(*)::int as n from reserves where car_id = ${carId}`);
const redemptions = () => count(sql`select count(*)::int as n from coupon_redemptions`);

const verifyCar = (guest: TestUser, carId: string, startDate: string, endDate: string, couponCode?: string) =>
  injectAs(guest, c.verifyCarReserve, { carId, startDate, endDate, options: [], ...(couponCode ? { couponCode } : {}) });

const GW = 'ゴールデンウィーク';

describe('a season, a weekly discount and a coupon', () => {
  let carId: string;
  let code: string;
  beforeAll(async () => {
    carId = await carWithRules(
      {},
      { seasons: [{ name: GW, ranges: [{ from: d(40), to: d(42) }], change: { kind: 'Price', price: 15_000 } }], weekPercent: 10 },
    );
    code = (await hostCoupon(owner, 'SPRING')).code;
  });

  // 8 days: 5 at the base ¥12,000 and 3 of the season at ¥15,000 = ¥105,000; 10 % for the week = ¥10,500; the
  // coupon's 10 % of what is left = ¥9,450; insurance 8 × ¥1,500 and cleaning ¥3,000 as before.
  const expected: PriceLine[] = [
    { kind: 'Base', name: '基本料金', unitPrice: 12_000, priceUnit: 'PerDay', quantity: 1, days: 5, amount: 60_000 },
    { kind: 'Base', name: GW, unitPrice: 15_000, priceUnit: 'PerDay', quantity: 1, days: 3, amount: 45_000 },
    {
      kind: 'LongStayDiscount',
      name: '長期割引（7日以上 10%）',
      unitPrice: -10_500,
      priceUnit: 'Oneshot',
      quantity: 1,
      days: 1,
      amount: -10_500,
    },
    { kind: 'Coupon', name: '', unitPrice: -9_450, priceUnit: 'Oneshot', quantity: 1, days: 1, amount: -9_450 },
    { kind: 'Insurance', name: '補償料（保険）', unitPrice: 1_500, priceUnit: 'PerDay', quantity: 1, days: 8, amount: 12_000 },
    { kind: 'CleaningFee', name: '清掃料金', unitPrice: 3_000, priceUnit: 'Oneshot', quantity: 1, days: 1, amount: 3_000 },
  ];
  const total = 60_000 + 45_000 - 10_500 - 9_450 + 12_000 + 3_000;

  it('quotes each rule’s days, the tier and the coupon (typed in lower case and full width) as Japanese lines', async () => {
    const typed = code.toLowerCase().replace(/[A-Za-z0-9]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    const quote = ok<ReserveQuote>(await verifyCar(guests[0]!, carId, d(38), d(45), typed), 'verify');
    expect(quote.lines).toEqual(expected.map((l) => (l.kind === 'Coupon' ? { ...l, name: `クーポン（${code}）` } : l)));
    expect(quote).toMatchObject({ days: 8, total });
    // Without the coupon: the tier alone.
    const plain = ok<ReserveQuote>(await verifyCar(guests[0]!, carId, d(38), d(45)), 'verify');
    expect(plain.total).toBe(total + 9_450);
  });

  it('stores the quoted lines with the reservation and redeems the coupon once, in the same transaction', async () => {
    const before = await redemptions();
    const created = ok(
      await injectAs(guests[0]!, c.createCarReserve, carRequest(carId, d(38), d(45), { couponCode: code, quotedTotal: total })),
      'create',
    );
    expect(created.total).toBe(total);
    expect(created.lines.map((l) => l.amount)).toEqual(expected.map((l) => l.amount));
    expect(await redemptions()).toBe(before + 1);
    const split = await app.db.execute<{ fee_base: number; marketplace_fee: number }>(
      sql`select fee_base, marketplace_fee from reserves where id = ${created.id}`,
    );
    // The fee is taken from the discounted price without its insurance (利用規約 第12条), as before.
    expect(split.rows[0]).toEqual({ fee_base: total - 12_000, marketplace_fee: Math.floor((total - 12_000) / 5) });

    // A later change of the rules and of the car's price never alters the booked trip (its snapshot).
    ok(
      await injectAs(owner, c.updateCarRules, {
        carId,
        availability: openAvailability,
        pricing: {
          ...plainPricing,
          seasons: [{ name: GW, ranges: [{ from: d(40), to: d(42) }], change: { kind: 'Price', price: 30_000 } }],
        },
      }),
      'update-car-rules',
    );
    await app.db.execute(sql`update cars set price_per_day = 20000 where id = ${carId}`);
    const shown = ok(await injectAs(guests[0]!, c.showReserve, { reserveId: created.id }), 'show');
    expect(shown.lines).toEqual(created.lines);
    expect(shown.total).toBe(total);
    const requote = ok<ReserveQuote>(await verifyCar(guests[1]!, carId, d(60), d(61)), 'verify');
    expect(requote.lines[0]).toMatchObject({ name: '基本料金', unitPrice: 20_000 });
  });
});

describe('a refused coupon', () => {
  let carId: string;
  let otherCarId: string;
  beforeAll(async () => {
    carId = await carWithRules({});
    otherCarId = await reservableCar(otherHost, operator);
  });

  async function refused(couponCode: string, guest = guests[1]!, startDate = d(20), endDate = d(21), car = carId): Promise<string> {
    const verify = await verifyCar(guest, car, startDate, endDate, couponCode);
    expect(verify.statusCode, verify.body).toBe(422);
    const reservesBefore = await reservesOf(car);
    const usesBefore = await redemptions();
    const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
    const response = await injectAs(
      guest,
      c.createCarReserve,
      carRequest(car, startDate, endDate, { couponCode, quotedTotal: days * 13_500 + 3_000 }),
    );
    expect(response.statusCode, response.body).toBe(422);
    const error = errorOf(response);
    expect(error.code).toBe('COUPON_UNAVAILABLE');
    expect(errorOf(verify).details).toEqual(error.details);
    expect(await reservesOf(car)).toBe(reservesBefore);
    expect(await redemptions()).toBe(usesBefore);
    expect(error.details).toHaveLength(1);
    expect(error.details![0]!.path).toBe('couponCode');
    return error.details![0]!.message;
  }

  it('answers each reason at the coupon field in Japanese, and stores nothing', async () => {
    expect(await refused(`NONE${tag}`)).toBe('このクーポンコードは見つかりません。');

    const expired = await hostCoupon(owner, 'OLD');
    await app.db.execute(sql`update coupons set expires_on = ${d(-1)} where id = ${expired.id}`);
    expect(await refused(expired.code)).toBe('このクーポンは有効期限が切れています。');

    const once = await hostCoupon(owner, 'ONCE', { totalCap: 1 });
    ok(
      await injectAs(
        guests[2]!,
        c.createCarReserve,
        carRequest(carId, d(30), d(30), { couponCode: once.code, quotedTotal: 16_500 - 1_200 }),
      ),
      'create',
    );
    expect(await refused(once.code)).toBe('このクーポンは利用上限に達しました。');

    const mine = await hostCoupon(owner, 'MINE', { perGuestCap: 1 });
    ok(
      await injectAs(
        guests[1]!,
        c.createCarReserve,
        carRequest(carId, d(32), d(32), { couponCode: mine.code, quotedTotal: 16_500 - 1_200 }),
      ),
      'create',
    );
    expect(await refused(mine.code)).toBe('このクーポンはご利用済みです。');

    const long = await hostCoupon(owner, 'LONG', { minLength: 3 });
    expect(await refused(long.code)).toBe('このクーポンは3日以上のご予約で使えます。');

    const others = await hostCoupon(otherHost, 'ELSE');
    expect(await refused(others.code)).toBe('このクーポンはこの掲載では使えません。');

    const stopped = await hostCoupon(owner, 'STOP');
    ok(await injectAs(owner, c.stopHostCoupon, { couponId: stopped.id }), 'stop-host-coupon');
    expect(await refused(stopped.code)).toBe('このクーポンは現在ご利用いただけません。');

    // The other host's coupon is good on their own car.
    ok<ReserveQuote>(await verifyCar(guests[1]!, otherCarId, d(20), d(21), others.code), 'verify');
  });

  it('refuses a malformed code at the field before anything is read', async () => {
    const response = await verifyCar(guests[1]!, carId, d(20), d(21), 'ab-');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.[0]).toMatchObject({ path: 'couponCode' });
  });
});

describe('the availability rules', () => {
  const refusal = async (carId: string, startDate: string, endDate: string) => {
    const response = await verifyCar(guests[3]!, carId, startDate, endDate);
    expect(response.statusCode, response.body).toBe(422);
    const error = errorOf(response);
    expect(error.code).toBe('RESERVE_CONDITIONS_INVALID');
    return error.details;
  };

  it('closes tomorrow’s bookings at 18:00 Japan time (a calendar rule, not 24 hours)', async () => {
    const carId = await carWithRules({ advanceNotice: { days: 1, cutoffHour: 18 } });
    try {
      now = at(17);
      ok<ReserveQuote>(await verifyCar(guests[3]!, carId, d(1), d(1)), 'verify before the cut-off');
      now = at(19);
      expect(await refusal(carId, d(1), d(1))).toEqual([
        { path: 'startDate', message: '予約受付は前日18時までのため、この日からは予約できません。' },
      ]);
      const before = await reservesOf(carId);
      const create = await injectAs(guests[3]!, c.createCarReserve, carRequest(carId, d(1), d(1)));
      expect(errorOf(create).code).toBe('RESERVE_CONDITIONS_INVALID');
      expect(await reservesOf(carId)).toBe(before);
      ok<ReserveQuote>(await verifyCar(guests[3]!, carId, d(2), d(2)), 'verify the day after');
    } finally {
      now = at(10);
    }
  });

  it('keeps to the booking horizon, the start weekdays and the first day’s dated length rule', async () => {
    const horizon = await carWithRules({ horizonDays: 30 });
    ok<ReserveQuote>(await verifyCar(guests[3]!, horizon, d(30), d(30)), 'verify at the horizon');
    expect(await refusal(horizon, d(31), d(31))).toEqual([{ path: 'startDate', message: '予約は30日先までです。' }]);

    const friday = [0, 1, 2, 3, 4, 5, 6].map((n) => d(n)).find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;
    const weekday = await carWithRules({ startWeekdays: [5, 6] });
    ok<ReserveQuote>(await verifyCar(guests[3]!, weekday, friday, addDays(friday, 1)), 'verify a Friday');
    expect(await refusal(weekday, addDays(friday, 2), addDays(friday, 3))).toEqual([
      { path: 'startDate', message: '金・土曜日のみ利用開始できます。' },
    ]);

    const dated = await carWithRules({ overrides: [{ from: d(50), to: d(52), minLength: 3, maxLength: 14 }] });
    expect(await refusal(dated, d(50), d(51))).toEqual([{ path: 'endDate', message: 'この車両は3日以上から予約できます。' }]);
    // A trip starting the day before keeps the car's own rule.
    ok<ReserveQuote>(await verifyCar(guests[3]!, dated, d(49), d(50)), 'verify the day before');
  });

  it('keeps a preparation day on each side of a trip, which two trips may share', async () => {
    const carId = await carWithRules({ bufferDaysBefore: 1, bufferDaysAfter: 1 });
    ok(await injectAs(guests[3]!, c.createCarReserve, carRequest(carId, d(10), d(11))), 'create');
    expect(await refusal(carId, d(12), d(12))).toEqual([{ path: 'startDate', message: '準備日のため、この日からは予約できません。' }]);
    expect(await refusal(carId, d(7), d(9))).toEqual([{ path: 'endDate', message: '期間中に準備日があります。' }]);
    // d(9) is the after-day of this one and the before-day of the first: shared.
    ok(await injectAs(guests[4]!, c.createCarReserve, carRequest(carId, d(7), d(7))), 'create before');
    ok(await injectAs(guests[4]!, c.createCarReserve, carRequest(carId, d(13), d(13))), 'create after');
    // A taken day is still 409 with the day named.
    const taken = await injectAs(guests[3]!, c.createCarReserve, carRequest(carId, d(11), d(11)));
    expect(errorOf(taken).code).toBe('RESERVE_PERIOD_UNAVAILABLE');

    // A day before each trip only: the new trip's own before-day may not be another trip's last day.
    const before = await carWithRules({ bufferDaysBefore: 1 });
    ok(await injectAs(guests[3]!, c.createCarReserve, carRequest(before, d(10), d(11))), 'create');
    expect(await refusal(before, d(12), d(12))).toEqual([{ path: 'endDate', message: '前後の準備日が他の予約と重なります。' }]);
    ok<ReserveQuote>(await verifyCar(guests[3]!, before, d(13), d(13)), 'verify a day later');
  });
});

/** Whether any two live trips, sorted by start, leave less than one shared preparation day between them. */
function conflicts(trips: { start: string; last: string }[]): number {
  const sorted = [...trips].sort((a, b) => (a.start < b.start ? -1 : 1));
  let found = 0;
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.start <= addDays(sorted[i - 1]!.last, 1)) found++;
  return found;
}

describe('preparation days under 50 racing requests', () => {
  it('stores no two car trips whose buffered ranges conflict', async () => {
    const carId = await carWithRules({ bufferDaysBefore: 1, bufferDaysAfter: 1 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = d(60 + (i % 8));
        const end = addDays(start, (i >> 3) % 2);
        return injectAs(guests[i % guests.length]!, c.createCarReserve, carRequest(carId, start, end));
      }),
    );
    const codes = responses.map((r) => r.statusCode);
    console.log(
      `50 parallel create-car-reserve with a 1-day buffer: ${codes.filter((s) => s === 200).length} × 200, ${codes.filter((s) => s === 409).length} × 409, ${codes.filter((s) => s === 422).length} × 422`,
    );
    expect(codes.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(codes.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const stored = await app.db.execute<{ start: string; last: string }>(sql`select to_char(start_date, 'YYYY-MM-DD') as start,
      to_char(end_date, 'YYYY-MM-DD') as last from reserves where car_id = ${carId} and status in ('Request', 'Approved', 'Renting')`);
    expect(stored.rows).toHaveLength(codes.filter((s) => s === 200).length);
    expect(conflicts(stored.rows)).toBe(0);
  }, 120_000);

  it('stores no two stays of a one-site plan whose buffered nights conflict', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator, { capacityPerDay: 1 });
    ok(
      await injectAs(owner, c.updateSpotPlanRules, {
        spotPlanId: planId,
        availability: { ...openAvailability, bufferDaysBefore: 1, bufferDaysAfter: 1, maxLength: 30 },
        pricing: plainPricing,
      }),
      'update-spot-plan-rules',
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const nights = 1 + ((i >> 3) % 2);
        const start = d(70 + (i % 8));
        return injectAs(
          guests[i % guests.length]!,
          c.createSpotReserve,
          spotRequest(spotId, planId, start, addDays(start, nights), nights),
        );
      }),
    );
    const codes = responses.map((r) => r.statusCode);
    console.log(
      `50 parallel create-spot-reserve with a 1-day buffer: ${codes.filter((s) => s === 200).length} × 200, ${codes.filter((s) => s === 409).length} × 409, ${codes.filter((s) => s === 422).length} × 422`,
    );
    expect(codes.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    const stored = await app.db.execute<{ start: string; last: string }>(sql`select to_char(start_date, 'YYYY-MM-DD') as start,
      to_char(end_date - 1, 'YYYY-MM-DD') as last from reserves where spot_plan_id = ${planId} and status in ('Request', 'Approved', 'Renting')`);
    expect(stored.rows.length).toBeGreaterThanOrEqual(2);
    expect(conflicts(stored.rows)).toBe(0);
  }, 120_000);
});

describe('a spot plan’s season', () => {
  it('names the plan and the season on the nights it prices', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator);
    ok(
      await injectAs(owner, c.updateSpotPlanRules, {
        spotPlanId: planId,
        availability: { ...openAvailability, maxLength: 30 },
        pricing: {
          ...plainPricing,
          seasons: [{ name: 'お盆', ranges: [{ from: d(90), to: d(91) }], change: { kind: 'Percent', percent: 50 } }],
        },
      }),
      'update-spot-plan-rules',
    );
    const quote = ok<ReserveQuote>(
      await injectAs(guests[0]!, c.verifySpotReserve, {
        spotId,
        spotPlanId: planId,
        startDate: d(89),
        endDate: d(92),
        people: 2,
        options: [],
      }),
      'verify-spot',
    );
    expect(quote.lines.map((l) => [l.kind, l.name, l.unitPrice, l.days])).toEqual([
      ['Plan', 'オートサイト 1泊', 4_500, 1],
      ['Plan', 'オートサイト 1泊（お盆）', 6_750, 2],
    ]);
    expect(quote).toMatchObject({ days: 3, total: 4_500 + 13_500 });
  });
});

describe('delivery by distance band, both ways', () => {
  const bands = [
    { upToKm: 30, fee: 5_000 },
    { upToKm: 10, fee: 2_000 },
  ];
  let carId: string;
  beforeAll(async () => {
    carId = await carWithRules({}, { deliveryBands: bands });
  });

  const deliveryLines = (km: number, fee: number): PriceLine[] =>
    (['お届け', 'お迎え'] as const).map((way) => ({
      kind: 'Delivery',
      name: `配車料金（${way} ${km}km）`,
      unitPrice: fee,
      priceUnit: 'Oneshot',
      quantity: 1,
      days: 1,
      amount: fee,
    }));
  // Two days: 2 × (¥12,000 + ¥1,500 insurance) + ¥3,000 cleaning, then the band of 12 km (¥5,000) each way.
  const withDelivery = carTotal(2) + 2 * 5_000;

  it('shows the bands on the public detail, nearest first', async () => {
    expect(ok<c.CarDetail>(await injectAs(null, c.showCar, { carId }), 'show-car').deliveryBands).toEqual([
      { upToKm: 10, fee: 2_000 },
      { upToKm: 30, fee: 5_000 },
    ]);
  });

  it('quotes the band of the distance each way, after the cleaning fee', async () => {
    const quote = ok<ReserveQuote>(
      await injectAs(guests[1]!, c.verifyCarReserve, { carId, startDate: d(50), endDate: d(51), options: [], delivery: { km: 12 } }),
      'verify',
    );
    expect(quote.lines.map((l) => l.kind)).toEqual(['Base', 'Insurance', 'CleaningFee', 'Delivery', 'Delivery']);
    expect(quote.lines.slice(3)).toEqual(deliveryLines(12, 5_000));
    expect(quote.total).toBe(withDelivery);
    // A distance on a band's edge takes that band.
    const near = ok<ReserveQuote>(
      await injectAs(guests[1]!, c.verifyCarReserve, { carId, startDate: d(50), endDate: d(51), options: [], delivery: { km: 10 } }),
      'verify near',
    );
    expect(near.total).toBe(carTotal(2) + 2 * 2_000);
  });

  it('stores the distance and the lines with the reservation; a later band change leaves the trip as booked', async () => {
    const created = ok(
      await injectAs(guests[1]!, c.createCarReserve, carRequest(carId, d(50), d(51), { delivery: { km: 12 }, quotedTotal: withDelivery })),
      'create',
    );
    expect(created).toMatchObject({ total: withDelivery, deliveryKm: 12 });
    expect(created.lines.slice(3)).toEqual(deliveryLines(12, 5_000));
    ok(
      await injectAs(owner, c.updateCarRules, {
        carId,
        availability: openAvailability,
        pricing: { ...plainPricing, deliveryBands: [{ upToKm: 50, fee: 9_000 }] },
      }),
      'update-car-rules',
    );
    for (const viewer of [guests[1]!, owner]) {
      const shown = ok(await injectAs(viewer, c.showReserve, { reserveId: created.id }), 'show');
      expect(shown).toMatchObject({ deliveryKm: 12, total: withDelivery, lines: created.lines });
    }
    // The public detail follows the saved rules at once (rendered again in the save's transaction).
    expect(ok<c.CarDetail>(await injectAs(null, c.showCar, { carId }), 'show-car').deliveryBands).toEqual([{ upToKm: 50, fee: 9_000 }]);
  });

  it('refuses a distance past the last band at its field, and stores nothing', async () => {
    const far = await carWithRules({}, { deliveryBands: bands });
    const verify = await injectAs(guests[2]!, c.verifyCarReserve, {
      carId: far,
      startDate: d(60),
      endDate: d(60),
      options: [],
      delivery: { km: 31 },
    });
    expect(verify.statusCode).toBe(422);
    expect(errorOf(verify)).toMatchObject({
      code: 'RESERVE_CONDITIONS_INVALID',
      details: [{ path: 'delivery.km', message: '配車できる距離を超えています（最大30km）。' }],
    });
    const create = await injectAs(
      guests[2]!,
      c.createCarReserve,
      carRequest(far, d(60), d(60), { delivery: { km: 31 }, quotedTotal: carTotal(1) + 10_000 }),
    );
    expect(create.statusCode).toBe(422);
    expect(errorOf(create).details).toEqual([{ path: 'delivery.km', message: '配車できる距離を超えています（最大30km）。' }]);
    expect(await reservesOf(far)).toBe(0);
  });

  it('refuses a distance that is not a whole number of km at least 1, in Japanese at its field', async () => {
    for (const km of [0, 2.5]) {
      const response = await injectAs(guests[2]!, c.verifyCarReserve, {
        carId,
        startDate: d(60),
        endDate: d(60),
        options: [],
        delivery: { km },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.[0]).toMatchObject({ path: 'delivery.km', message: expect.stringMatching(/配車先までの距離/) });
    }
  });

  it('refuses delivery by a car without bands, and stores nothing', async () => {
    const plain = await reservableCar(owner, operator);
    expect(ok<c.CarDetail>(await injectAs(null, c.showCar, { carId: plain }), 'show-car').deliveryBands).toEqual([]);
    const create = await injectAs(
      guests[3]!,
      c.createCarReserve,
      carRequest(plain, d(70), d(70), { delivery: { km: 5 }, quotedTotal: carTotal(1) }),
    );
    expect(create.statusCode).toBe(422);
    expect(errorOf(create)).toMatchObject({
      code: 'RESERVE_CONDITIONS_INVALID',
      details: [{ path: 'delivery.km', message: 'この車両は配車サービスを行っていません。' }],
    });
    expect(await reservesOf(plain)).toBe(0);
  });

  it('refuses delivery of a spot plan (a spot is not delivered), and stores nothing', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator);
    const response = await injectRaw(guests[3]!, c.createSpotReserve, {
      payload: JSON.stringify({ ...spotRequest(spotId, planId, d(70), d(71), 1), delivery: { km: 5 } }),
    });
    expect(response.statusCode).toBe(400);
    // The spot's body has no delivery field: the unknown field is refused as every other one.
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await count(sql`select count(*)::int as n from reserves where spot_id = ${spotId}`)).toBe(0);
  });
});
