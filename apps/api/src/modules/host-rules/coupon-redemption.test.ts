import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, listedCar, uniqueWord } from '../../../test/listings-fixtures.js';
import { AppError } from '../../http/app-error.js';
import { insertCarReserve, userIdOf } from '../reserve-owner/owner-test-fixtures.js';
import { createHostRulesService, type HostRulesService } from './host-rules.service.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let rules: HostRulesService;
const ids = { owner: '', other: '', car: '', otherCar: '', guests: [] as string[] };
const word = uniqueWord()
  .replace(/[^A-Za-z0-9]/g, '')
  .toUpperCase()
  .slice(0, 8);
const d = japanDay;
let nextDay = 10;

const couponBody = (code: string, change: Partial<c.CouponView> = {}) => ({
  code: `${code}${word}`,
  discount: { kind: 'Yen' as const, yen: 1_000 },
  minLength: 1,
  stay: null,
  expiresOn: d(90),
  totalCap: null,
  perGuestCap: null,
  combinesWithLongStay: true,
  ...change,
});

/** A reservation of the car by the guest, on days of its own. */
async function reserve(guestUserId: string, carId = ids.car, hostUserId = ids.owner): Promise<string> {
  const start = d(nextDay);
  nextDay += 3;
  return insertCarReserve(app, { carId, hostUserId }, { guestUserId, status: 'Request', startDate: start, endDate: start });
}

/** Redeems `code` for a new reservation in a transaction of its own: the reason refused, or 'ok'. */
async function redeem(code: string, guestUserId: string, listing = { id: ids.car, ownerUserId: ids.owner }): Promise<string> {
  const reserveId = await reserve(guestUserId, listing.id, listing.ownerUserId);
  try {
    await app.db.transaction((tx) =>
      rules.redeem(tx, { code: `${code}${word}`, guestUserId, reserveId, listing, start: d(20), length: 2, unit: 'Days' }),
    );
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.details?.[0]?.message ?? error.code;
    throw error;
  }
}

const usesOf = async (code: string) =>
  (
    await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = ${`${code}${word}`}`,
    )
  ).rows[0]!.n;

beforeAll(async () => {
  ({ app } = await buildAccountsTestApp());
  rules = createHostRulesService({ db: app.db, now: () => new Date(), saveCarLengths: async () => undefined });
  owner = await createHost('クーポン オーナー');
  other = await createHost('別の オーナー');
  const operator = await createOperator();
  ids.car = await listedCar(owner, operator, { title: `クーポンの車両 ${word}` });
  ids.otherCar = await listedCar(other, operator, { title: `別の車両 ${word}` });
  ids.owner = await userIdOf(app, owner);
  ids.other = await userIdOf(app, other);
  for (const name of ['一 ゲスト', '二 ゲスト', '三 ゲスト']) ids.guests.push(await userIdOf(app, await createRegisteredUser(name)));
  const create = async (body: ReturnType<typeof couponBody>) =>
    expect((await injectAs(owner, c.createHostCoupon, { coupon: body })).statusCode).toBe(200);
  await create(couponBody('LAST', { totalCap: 1 }));
  await create(couponBody('ONCE', { perGuestCap: 1 }));
  await create(couponBody('GONE', { expiresOn: d(-1) }));
  await create(couponBody('MINE'));
});
afterAll(async () => {
  await app.close();
});

describe('a coupon redemption', () => {
  it('gives the last use of a capped coupon to exactly one of two racing guests', async () => {
    const [first, second] = await Promise.all([redeem('LAST', ids.guests[0]!), redeem('LAST', ids.guests[1]!)]);
    expect([first, second].sort()).toEqual(['ok', 'このクーポンは利用上限に達しました。']);
    expect(await usesOf('LAST')).toBe(1);
  });

  it("refuses a guest's second use past the per-guest cap, an expired coupon and another host's listing", async () => {
    expect(await redeem('ONCE', ids.guests[2]!)).toBe('ok');
    expect(await redeem('ONCE', ids.guests[2]!)).toBe('このクーポンはご利用済みです。');
    expect(await redeem('ONCE', ids.guests[1]!)).toBe('ok');
    expect(await redeem('GONE', ids.guests[0]!)).toBe('このクーポンは有効期限が切れています。');
    expect(await redeem('MINE', ids.guests[0]!, { id: ids.otherCar, ownerUserId: ids.other })).toBe(
      'このクーポンはこの掲載では使えません。',
    );
    expect(await redeem('NONE', ids.guests[0]!)).toBe('このクーポンコードは見つかりません。');
    expect([await usesOf('ONCE'), await usesOf('GONE'), await usesOf('MINE')]).toEqual([2, 0, 0]);
  });

  it('refuses a stopped coupon', async () => {
    const listed = (await injectAs(owner, c.listHostCoupons, {})).json() as { items: c.CouponView[] };
    const mine = listed.items.find((i) => i.code === `MINE${word}`)!;
    await injectAs(owner, c.stopHostCoupon, { couponId: mine.id });
    expect(await redeem('MINE', ids.guests[0]!)).toBe('このクーポンは現在ご利用いただけません。');
  });
});
