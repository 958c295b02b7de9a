import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, uniqueWord } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  carTotal,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  spotRequest,
} from './reserves-fixtures.js';

/** Cancellation and its fees, the lists, idempotency, the licence and price rules, deactivation, and spot plans. */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('ルール オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, 'ルール ゲスト');
});
afterAll(() => app.close());

async function reserved(carId: string, start: number, end: number, user = guest): Promise<c.ReserveDetail> {
  return ok(await injectAs(user, c.createCarReserve, carRequest(carId, japanDay(start), japanDay(end))), 'create-car-reserve');
}

describe('cancel-reserve', () => {
  it('charges the guest by the days left after approval, never for a request or a host’s cancellation, and frees the days', async () => {
    const word = uniqueWord();
    const carId = await reservableCar(owner, operator, {}, word);
    const request = await reserved(carId, 30, 31);
    const withdrawn = ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id, reason: '予定が変わりました' }), 'withdraw');
    expect(withdrawn).toMatchObject({ status: 'Canceled', cancelFee: 0, canceledByRole: 'Guest', cancelReason: '予定が変わりました' });
    expect(withdrawn.history.at(-1)).toMatchObject({
      fromStatus: 'Request',
      toStatus: 'Canceled',
      actorRole: 'Guest',
      reason: '予定が変わりました',
    });
    const again = await injectAs(guest, c.cancelReserve, { reserveId: request.id });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'RESERVE_STATUS_CONFLICT']);
    // The days are free again: the same guest (or anyone) books them, search finds the car on them.
    const search = { serviceType: 'CarShare', keyword: word, from: japanDay(30), to: japanDay(31) } as const;
    expect(ok<{ total: number }>(await injectAs(null, c.listCar, search), 'list-car').total).toBe(1);

    const cases = [
      { start: 12, who: guest, percent: 0 },
      { start: 5, who: guest, percent: 30 },
      { start: 2, who: guest, percent: 50 },
      { start: 0, who: guest, percent: 100 },
      { start: 0, who: owner, percent: 0 },
      { start: 1, who: operator, percent: 0 },
    ];
    for (const { start, who, percent } of cases) {
      const booking = await reserved(carId, start, start);
      ok(await injectAs(owner, c.approveReserveRequest, { reserveId: booking.id }), 'approve');
      const shown = ok(await injectAs(who, c.showReserve, { reserveId: booking.id }), 'show');
      const fee = Math.floor((carTotal(1) * percent) / 100);
      expect(shown.cancellation, `${start} days`).toMatchObject({ fee, feeRate: percent / 100 });
      // An operator's cancellation always states why (ADR 0033); the parties may leave it out.
      const reason = who === operator ? '運営の確認のため' : undefined;
      const cancelled = ok(await injectAs(who, c.cancelReserve, { reserveId: booking.id, reason }), 'cancel');
      expect(cancelled).toMatchObject({ status: 'Canceled', cancelFee: fee });
    }
    const inbox = ok<{ items: { title: string }[] }>(await injectAs(guest, c.showNotifications, {}), 'inbox');
    // The refund is told beside it (a money notice of its own).
    expect(inbox.items.map((item) => item.title)).toContain('予約が運営によりキャンセルされました');
  });
});

describe('the lists', () => {
  it('show the guest’s and the host’s reservations by scope, state and period, paged', async () => {
    const host = await createHost('一覧 オーナー');
    const carId = await reservableCar(host, operator);
    const first = await reserved(carId, 40, 41);
    const second = await reserved(carId, 44, 44);
    ok(await injectAs(host, c.cancelReserve, { reserveId: second.id, reason: '整備のため' }), 'decline');

    const upcoming = ok<c.Output<typeof c.showReserves>>(
      await injectAs(guest, c.showReserves, { scope: 'upcoming', limit: 50 }),
      'upcoming',
    );
    expect(upcoming.items.map((i) => i.id)).toContain(first.id);
    expect(upcoming.items.map((i) => i.id)).not.toContain(second.id);
    const past = ok<c.Output<typeof c.showReserves>>(await injectAs(guest, c.showReserves, { scope: 'past', limit: 50 }), 'past');
    expect(past.items.map((i) => i.id)).toContain(second.id);

    const hosted = ok<c.Output<typeof c.showReserves>>(await injectAs(host, c.showReserves, { as: 'Host', scope: 'all' }), 'host');
    expect(hosted.total).toBe(2);
    expect(hosted.items[0]).toMatchObject({ viewerRole: 'Host', guest: { name: 'ルール ゲスト' }, listing: { id: carId } });
    const page = ok<c.Output<typeof c.showReserves>>(
      await injectAs(host, c.showReserves, { as: 'Host', scope: 'all', limit: 1, offset: 1 }),
      'page',
    );
    expect([page.items.length, page.total]).toEqual([1, 2]);

    const waiting = ok<c.Output<typeof c.searchReserves>>(
      await injectAs(host, c.searchReserves, { as: 'Host', statuses: ['Request'], targetKind: 'Car', listingId: carId }),
      'search',
    );
    expect(waiting.items.map((i) => [i.id, i.status, i.approveDeadline !== null])).toEqual([[first.id, 'Request', true]]);
    const spots = ok<c.Output<typeof c.searchReserves>>(
      await injectAs(host, c.searchReserves, { as: 'Host', targetKind: 'Spot' }),
      'spots',
    );
    expect(spots.total).toBe(0);

    const period = ok<c.Output<typeof c.searchReservesByPeriod>>(
      await injectAs(host, c.searchReservesByPeriod, { as: 'Host', from: japanDay(41), to: japanDay(44) }),
      'by period',
    );
    expect(period.items.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(period.truncated).toBe(false);
    const tooLong = await injectAs(host, c.searchReservesByPeriod, { as: 'Host', from: japanDay(0), to: japanDay(62) });
    expect(errorOf(tooLong).details).toEqual([{ path: 'to', message: '期間は62日以内で指定してください。' }]);
  });
});

describe('create-car-reserve rules', () => {
  it('answers a retry with the same Idempotency-Key with the first reservation and refuses the key for another body', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(50), japanDay(51));
    const headers = { 'idempotency-key': `retry-${uniqueWord()}` };
    const answers = await Promise.all([1, 2, 3].map(() => injectAs(guest, c.createCarReserve, body, { headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const later = ok(await injectAs(guest, c.createCarReserve, body, { headers }), 'retry');
    expect(later.id).toBe(answers[0]!.json().id);
    const count = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from reserves where car_id = ${carId}`);
    expect(count.rows[0]?.n).toBe(1);

    const other = await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(53), japanDay(53)), { headers });
    expect([other.statusCode, errorOf(other).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    for (const key of ['with space', 'x'.repeat(129), 'ひらがな']) {
      const bad = await injectAs(guest, c.createCarReserve, body, { headers: { 'idempotency-key': key } });
      expect([bad.statusCode, errorOf(bad).code], key).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    }
  });

  it('needs a verified licence valid on the last day, the quoted price and the share contract', async () => {
    const carId = await reservableCar(owner, operator);
    const unlicensed = await createRegisteredUser('免許 なし');
    const noLicence = await injectAs(unlicensed, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(60)));
    expect([noLicence.statusCode, errorOf(noLicence).code]).toEqual([422, 'DRIVER_LICENSE_REQUIRED']);
    const expiring = await licensedGuest(operator, '免許 期限間近', japanDay(61));
    const tooLate = await injectAs(expiring, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(62)));
    expect(errorOf(tooLate).code).toBe('DRIVER_LICENSE_REQUIRED');
    expect((await injectAs(expiring, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(61)))).statusCode).toBe(200);

    const moved = await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(63), japanDay(63), { quotedTotal: 1 }));
    expect(errorOf(moved)).toMatchObject({
      code: 'RESERVE_PRICE_CHANGED',
      details: [{ path: 'quotedTotal', message: `現在の合計金額は${carTotal(1).toLocaleString('ja-JP')}円です。` }],
    });
    const noAgreement = await injectAs(guest, c.createCarReserve, {
      ...carRequest(carId, japanDay(63), japanDay(63)),
      agreeToShareContract: false as never,
    });
    expect(errorOf(noAgreement).details).toEqual([{ path: 'agreeToShareContract', message: 'シェア契約書に同意してください。' }]);
    const taken = await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(59), japanDay(60)));
    expect(errorOf(taken)).toMatchObject({
      code: 'RESERVE_PERIOD_UNAVAILABLE',
      details: [{ path: 'startDate', message: `${japanDay(60)} は予約できません。` }],
    });
  });

  it('keeps a guest or host with an active reservation from deactivating until it is over', async () => {
    const leaver = await licensedGuest(operator, 'やめる 希望');
    const carId = await reservableCar(owner, operator);
    const booking = await reserved(carId, 70, 70, leaver);
    const refused = await injectAs(leaver, c.deactivateUser, { confirm: true });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'ACTIVE_RESERVATION_EXISTS']);
    const hostRefused = await injectAs(owner, c.deactivateUser, { confirm: true });
    expect(errorOf(hostRefused).code).toBe('ACTIVE_RESERVATION_EXISTS');
    expect((await injectAs(owner, c.showCurrentUser, {})).statusCode).toBe(200);
    ok(await injectAs(leaver, c.cancelReserve, { reserveId: booking.id }), 'cancel');
    expect((await injectAs(leaver, c.deactivateUser, { confirm: true })).statusCode).toBe(200);
  });
});

describe('spot reservations', () => {
  it('count each plan’s sites per night: a full night is refused and shown on the plan’s calendar', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator, { capacityPerDay: 1, maxPeople: 4 });
    const quote = ok<c.ReserveQuote>(
      await injectAs(guest, c.verifySpotReserve, { spotId, spotPlanId: planId, startDate: japanDay(8), endDate: japanDay(10), people: 2 }),
      'verify-spot-reserve',
    );
    expect(quote).toMatchObject({ days: 2, total: 9000, lines: [{ kind: 'Plan', unitPrice: 4500, days: 2, amount: 9000 }] });
    const crowd = await injectAs(guest, c.verifySpotReserve, {
      spotId,
      spotPlanId: planId,
      startDate: japanDay(8),
      endDate: japanDay(9),
      people: 5,
    });
    expect(errorOf(crowd).details).toEqual([{ path: 'people', message: 'このプランは1組4人までです。' }]);
    const noNight = await injectAs(guest, c.verifySpotReserve, {
      spotId,
      spotPlanId: planId,
      startDate: japanDay(8),
      endDate: japanDay(8),
      people: 2,
    });
    expect(errorOf(noNight).code).toBe('RESERVE_CONDITIONS_INVALID');

    const stay = ok(
      await injectAs(guest, c.createSpotReserve, spotRequest(spotId, planId, japanDay(8), japanDay(10), 2)),
      'create-spot-reserve',
    );
    expect(stay).toMatchObject({ targetKind: 'Spot', status: 'Request', spotPlan: { id: planId }, startTime: '13:00', endTime: '11:00' });
    const other = await licensedGuest(operator, '別の ゲスト');
    const full = await injectAs(other, c.createSpotReserve, spotRequest(spotId, planId, japanDay(9), japanDay(11), 2));
    expect(errorOf(full)).toMatchObject({
      code: 'RESERVE_PERIOD_UNAVAILABLE',
      details: [{ message: `${japanDay(9)} は予約できません。` }],
    });
    const schedule = (spotPlanId?: string) =>
      injectAs(null, c.showReserveSchedules, {
        targetKind: 'Spot',
        targetId: spotId,
        from: japanDay(7),
        to: japanDay(11),
        ...(spotPlanId ? { spotPlanId } : {}),
      });
    expect((await schedule(planId)).json().unavailableDates).toEqual([japanDay(8), japanDay(9)]);
    // The spot's only plan is full: the spot itself is full on those nights.
    expect((await schedule()).json().unavailableDates).toEqual([japanDay(8), japanDay(9)]);
    const checkout = ok(
      await injectAs(other, c.createSpotReserve, spotRequest(spotId, planId, japanDay(10), japanDay(11), 1)),
      'checkout day',
    );
    expect(checkout.status).toBe('Request');

    ok(await injectAs(owner, c.cancelReserve, { reserveId: stay.id }), 'decline');
    expect((await schedule(planId)).json().unavailableDates).toEqual([japanDay(10)]);
  });

  it('answers a create with the very detail show-reserve gives (the create builds it from what it read under the lock)', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(61))), 'create car');
    expect(request.listing.cover).not.toBeNull();
    expect(request.host.name).not.toBe('');
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show car')).toEqual(request);
    const { spotId, planId } = await reservableSpot(owner, operator);
    const stay = ok(await injectAs(guest, c.createSpotReserve, spotRequest(spotId, planId, japanDay(60), japanDay(62), 2)), 'create stay');
    expect(stay.spotPlan?.name).not.toBe('');
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: stay.id }), 'show stay')).toEqual(stay);
  });

  it('checks a stay in and out on the spot’s calls', async () => {
    const { spotId, planId } = await reservableSpot(owner, operator);
    const stay = ok(await injectAs(guest, c.createSpotReserve, spotRequest(spotId, planId, japanDay(0), japanDay(1), 1)), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: stay.id }), 'approve');
    const carCall = await injectAs(owner, c.reserveCarToRenting, { reserveId: stay.id, odometerKm: 1, fuelLevel: 'Full' });
    expect(errorOf(carCall).code).toBe('RESERVE_CONDITIONS_INVALID');
    const checkedIn = ok(await injectAs(owner, c.reserveSpotToRenting, { reserveId: stay.id, note: '区画A-3' }), 'check in');
    expect(checkedIn).toMatchObject({
      status: 'Renting',
      handovers: [{ kind: 'CheckIn', odometerKm: null, fuelLevel: null, note: '区画A-3' }],
    });
    const checkedOut = ok(await injectAs(owner, c.reserveSpotToReturned, { reserveId: stay.id }), 'check out');
    expect(checkedOut.status).toBe('Returned');
    const inventory = await app.db.execute<{ booked: number }>(sql`select booked from spot_plan_inventory where spot_plan_id = ${planId}`);
    expect(inventory.rows.map((r) => r.booked)).toEqual([0]);
  });
});
