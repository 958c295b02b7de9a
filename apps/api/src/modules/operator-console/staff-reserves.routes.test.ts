import * as c from '@kurumatabi/contract';
import type { ReserveDetail, ReserveSummary, StaffReserveDetail } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, uniqueWord } from '../../../test/listings-fixtures.js';
import { messagesOf, threadOfReserve } from '../inquiries/inquiries-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  spotRequest,
} from '../reserves/reserves-fixtures.js';
import { auditRowsOf, idOf, notificationsOf } from './console-fixtures.js';

/** The operator console's reservations (ADR 0033): search, show, and the operator's cancellation with a reason. */

let app: FastifyInstance;
let operator: TestUser;
let operatorId: string;
let owner: TestUser;
let guest: TestUser;
let otherGuest: TestUser;
let word: string;

beforeAll(async () => {
  app = await buildReservesTestApp();
  operator = await createOperator();
  operatorId = await idOf(operator);
  word = uniqueWord();
  owner = await createHost(`取消 ホスト ${word}`);
  guest = await licensedGuest(operator, `取消 ゲスト ${word}`);
  otherGuest = await licensedGuest(operator, `別の ゲスト ${word}`);
});
afterAll(() => app.close());

const cancelAsStaff = (reserveId: string, reason: unknown, by: TestUser = operator) =>
  injectAs(by, c.operatorCancelReserve, { reserveId, reason } as never);

async function takenDays(carId: string, from: string, to: string): Promise<string[]> {
  return ok<{ unavailableDates: string[] }>(
    await injectAs(null, c.showReserveSchedules, { targetKind: 'Car', targetId: carId, from, to }),
    'show-reserve-schedules',
  ).unavailableDates;
}

describe('operator search-reserves and show-reserve', () => {
  it('finds reservations by id, guest or host (id, name, email), listing, state and days; paged', async () => {
    const carId = await reservableCar(owner, operator);
    const first = ok<ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(30), japanDay(31))), 'reserve 1');
    const second = ok<ReserveDetail>(
      await injectAs(otherGuest, c.createCarReserve, carRequest(carId, japanDay(40), japanDay(41))),
      'reserve 2',
    );
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: second.id }), 'approve');
    const search = async (body: c.Input<typeof c.operatorSearchReserves>) =>
      ok<{ items: ReserveSummary[]; total: number }>(await injectAs(operator, c.operatorSearchReserves, body), JSON.stringify(body));

    expect((await search({ reserveId: first.id })).items.map((r) => r.id)).toEqual([first.id]);
    expect((await search({ listingId: carId })).items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await search({ guest: `取消 ゲスト ${word}` })).items.map((r) => r.id)).toEqual([first.id]);
    expect((await search({ guest: guest.email })).items.map((r) => r.id)).toEqual([first.id]);
    expect((await search({ host: word, status: 'Approved' })).items.map((r) => r.id)).toEqual([second.id]);
    expect((await search({ hostUserId: await idOf(owner), from: japanDay(35), to: japanDay(45) })).items.map((r) => r.id)).toEqual([
      second.id,
    ]);
    expect((await search({ guestUserId: await idOf(otherGuest) })).items[0]).toMatchObject({ id: second.id, viewerRole: 'Operator' });
    const paged = await search({ listingId: carId, limit: 1, offset: 1 });
    expect([paged.items.map((r) => r.id), paged.total]).toEqual([[first.id], 2]);

    const bad = await injectAs(operator, c.operatorSearchReserves, { from: japanDay(10), to: japanDay(5) });
    expect([bad.statusCode, errorOf(bad).code]).toEqual([400, 'VALIDATION_FAILED']);
    const control = await injectAs(operator, c.operatorSearchReserves, { guest: '\u001b[31m' });
    expect(control.statusCode).toBe(400);

    const detail = ok<StaffReserveDetail>(await injectAs(operator, c.operatorShowReserve, { reserveId: second.id }), 'show');
    expect(detail).toMatchObject({
      reserve: { id: second.id, status: 'Approved', viewerRole: 'Operator', history: [{ toStatus: 'Request' }, { toStatus: 'Approved' }] },
      guest: { email: otherGuest.email, status: 'Active' },
      host: { email: owner.email },
      staffActions: [],
    });
    const missing = await injectAs(operator, c.operatorShowReserve, { reserveId: crypto.randomUUID() });
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
  });

  it('is refused to a party of the reservation who is not staff (403), whatever the id', async () => {
    const response = await injectAs(guest, c.operatorSearchReserves, {});
    expect([response.statusCode, errorOf(response).code]).toEqual([403, 'FORBIDDEN']);
    const cancel = await cancelAsStaff(crypto.randomUUID(), '理由', owner);
    expect([cancel.statusCode, errorOf(cancel).code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('operator cancel-reserve', () => {
  it('cancels an approved car reservation with a reason: days released, both told with the reason, history, thread and one audit row', async () => {
    const carId = await reservableCar(owner, operator);
    const reserve = ok<ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(50), japanDay(52))), 'reserve');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: reserve.id }), 'approve');
    expect(await takenDays(carId, japanDay(50), japanDay(52))).toHaveLength(3);

    const reason = '掲載車両の安全確認が取れないため、運営の判断で取り消します。';
    const done = ok<StaffReserveDetail>(await cancelAsStaff(reserve.id, reason), 'cancel');
    expect(done.reserve).toMatchObject({ status: 'Canceled', cancelFee: 0 });
    expect(done.reserve.history.at(-1)).toMatchObject({ fromStatus: 'Approved', toStatus: 'Canceled', actorRole: 'Operator', reason });
    expect(done.staffActions).toEqual([
      expect.objectContaining({ action: 'reserve.cancel', reason, operator: { id: operatorId, name: expect.any(String) } }),
    ]);

    // The days are free again: another guest books them.
    expect(await takenDays(carId, japanDay(50), japanDay(52))).toEqual([]);
    ok(await injectAs(otherGuest, c.createCarReserve, carRequest(carId, japanDay(50), japanDay(52))), 'rebook');

    // Both parties read it, with the reason; the thread has its System message.
    for (const party of [guest, owner]) {
      const notice = (await notificationsOf(party)).find((n) => n.link === `/reserves/${reserve.id}` && n.title.includes('運営'));
      expect(notice?.body).toContain(reason);
    }
    const thread = await threadOfReserve(guest, reserve.id);
    expect((await messagesOf(guest, thread.id, { limit: 100 })).items.at(-1)).toMatchObject({ kind: 'System', systemEvent: 'Canceled' });

    const rows = await auditRowsOf(app, reserve.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_user_id: operatorId, action: 'reserve.cancel', target_kind: 'reserve', reason });

    // Already cancelled: a conflict, and no second row.
    const again = await cancelAsStaff(reserve.id, '二度目');
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'RESERVE_STATUS_CONFLICT']);
    expect(await auditRowsOf(app, reserve.id)).toHaveLength(1);
  });

  it('gives a spot plan’s night back to its inventory', async () => {
    const provider = await createHost(`取消 スポット ${uniqueWord()}`);
    const spot = await reservableSpot(provider, operator, { capacityPerDay: 1 });
    const body = spotRequest(spot.spotId, spot.planId, japanDay(60), japanDay(61), 1);
    const reserve = ok<ReserveDetail>(await injectAs(guest, c.createSpotReserve, body), 'spot reserve');
    const full = await injectAs(otherGuest, c.createSpotReserve, body);
    expect([full.statusCode, errorOf(full).code]).toEqual([409, 'RESERVE_PERIOD_UNAVAILABLE']);
    ok(await cancelAsStaff(reserve.id, '重複予約の整理のため'), 'cancel');
    ok(await injectAs(otherGuest, c.createSpotReserve, body), 'the night again');
  });

  it('requires a reason (400, Japanese) and changes nothing without one', async () => {
    const carId = await reservableCar(owner, operator);
    const reserve = ok<ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(70), japanDay(70))), 'reserve');
    for (const reason of [undefined, '', ' \n ', 'あ'.repeat(501), 'NUL\u0000']) {
      const response = await cancelAsStaff(reserve.id, reason);
      expect([response.statusCode, errorOf(response).code], JSON.stringify(reason)).toEqual([400, 'VALIDATION_FAILED']);
      expect(errorOf(response).details?.[0]?.message).toMatch(/理由/);
    }
    // The parties' own call, used by an operator, needs one too (and then writes its audit row).
    const viaUserCall = await injectAs(operator, c.cancelReserve, { reserveId: reserve.id });
    expect([viaUserCall.statusCode, errorOf(viaUserCall).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(ok<ReserveDetail>(await injectAs(operator, c.showReserve, { reserveId: reserve.id }), 'show').status).toBe('Request');
    expect(await auditRowsOf(app, reserve.id)).toEqual([]);
    ok(await injectAs(operator, c.cancelReserve, { reserveId: reserve.id, reason: 'ゲストからの電話依頼' }), 'user call');
    expect(await auditRowsOf(app, reserve.id)).toEqual([
      expect.objectContaining({ action: 'reserve.cancel', reason: 'ゲストからの電話依頼' }),
    ]);
  });

  it('never lets an operator cancel, as staff, a reservation they are the guest or host of (four-eyes)', async () => {
    const staffGuest = await licensedGuest(operator, `審査 兼 ゲスト ${uniqueWord()}`);
    const { grantRoles } = await import('../../../test/helpers.js');
    await grantRoles(staffGuest, { operator: true });
    const carId = await reservableCar(owner, operator);
    const own = ok<ReserveDetail>(await injectAs(staffGuest, c.createCarReserve, carRequest(carId, japanDay(80), japanDay(80))), 'own');
    const response = await cancelAsStaff(own.id, '自分の予約を運営として取り消す', staffGuest);
    expect([response.statusCode, errorOf(response).code]).toEqual([403, 'OPERATOR_OWN_ACCOUNT']);
    expect(await auditRowsOf(app, own.id)).toEqual([]);
    const missing = await cancelAsStaff(crypto.randomUUID(), '存在しない予約');
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
  });
});
