import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
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
import { ask, messagesOf, say, threadOf, threadOfReserve } from './inquiries-fixtures.js';

/** Every reservation has a thread where its events appear as System messages, written with each transition (ADR 0025). */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('スレッド オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, 'スレッド ゲスト');
});
afterAll(() => app.close());

async function reserveCar(carId: string, start: number, end: number): Promise<c.ReserveDetail> {
  return ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(start), japanDay(end))), 'create-car-reserve');
}

/** The thread's messages as [kind or event, body], oldest first. */
async function eventsOf(user: TestUser, inquiryId: string): Promise<[string, string][]> {
  return (await messagesOf(user, inquiryId, { limit: 100 })).items.map((m) => [m.systemEvent ?? m.kind, m.body]);
}

describe('a car reservation’s thread', () => {
  it('continues the guest’s question, then records the request, approval, check-in and return as System messages', async () => {
    const carId = await reservableCar(owner, operator);
    const question = await ask(guest, { kind: 'Car', id: carId }, '明日から1日借りられますか？連絡は 090-1111-2222 までお願いします。');
    const reserve = await reserveCar(carId, 0, 0);
    const thread = await threadOfReserve(guest, reserve.id);
    // The question became the reservation's thread: the conversation continues on the reservation's page.
    expect(thread).toMatchObject({ id: question.id, reserve: { id: reserve.id, status: 'Request' } });
    expect(await threadOfReserve(owner, reserve.id)).toMatchObject({ id: question.id, viewerRole: 'Host' });
    expect((await threadOf(guest, thread.id)).contactsMasked).toBe(true);

    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: reserve.id }), 'approve');
    // After the approval, contact details are no longer hidden.
    expect((await threadOf(guest, thread.id)).contactsMasked).toBe(false);
    const phone = await say(owner, thread.id, '当日は 080-3333-4444 にお電話ください。');
    expect(phone).toMatchObject({ body: '当日は 080-3333-4444 にお電話ください。', masked: false });
    ok(await injectAs(owner, c.reserveCarToRenting, { reserveId: reserve.id, odometerKm: 1000, fuelLevel: 'Full' }), 'rent');
    ok(await injectAs(owner, c.reserveCarToReturned, { reserveId: reserve.id, odometerKm: 1200, fuelLevel: 'Full' }), 'return');

    const events = await eventsOf(guest, thread.id);
    expect(events.map(([kind]) => kind)).toEqual(['Normal', 'Requested', 'Approved', 'Normal', 'Renting', 'Returned']);
    expect(events[0]![1]).toBe(`明日から1日借りられますか？連絡は ${c.MASKED_PHONE} までお願いします。`);
    expect(events[1]![1]).toMatch(/の予約リクエストが送信されました。承認期限は/);
    expect(events[1]![1]).toContain(`合計¥${reserve.total.toLocaleString('ja-JP')}`);
    expect(events[2]![1]).toMatch(/^ホストが予約リクエストを承認し、.*予約が確定しました。/);
    expect(events[4]![1]).toBe('貸出が開始されました（チェックイン）。安全運転でよい旅を！');
    expect(events[5]![1]).toBe('返却が記録されました（チェックアウト）。ご利用ありがとうございました。');
    // System messages are nobody's unread messages.
    const page = await messagesOf(owner, thread.id);
    expect(page.items.filter((m) => m.kind === 'System').every((m) => m.senderRole === null && m.readByCounterpart)).toBe(true);
    expect(await threadOf(owner, thread.id)).toMatchObject({ reserve: { status: 'Returned' }, canClose: true });
  });

  it('starts a new thread for a reservation without a question, and another one for a second reservation', async () => {
    const carId = await reservableCar(owner, operator);
    const first = await reserveCar(carId, 30, 31);
    const second = await reserveCar(carId, 33, 33);
    const [a, b] = [await threadOfReserve(guest, first.id), await threadOfReserve(guest, second.id)];
    expect(a.id).not.toBe(b.id);
    expect(a.lastMessage).toMatchObject({ kind: 'System', senderRole: null });
    // A question asked after booking is a thread of its own (the reservations already have theirs).
    const question = await ask(guest, { kind: 'Car', id: carId }, '追加で質問です');
    expect([a.id, b.id]).not.toContain(question.id);
  });

  it('records a host’s refusal with its reason, and keeps an active reservation’s thread open', async () => {
    const carId = await reservableCar(owner, operator);
    const reserve = await reserveCar(carId, 40, 41);
    const thread = await threadOfReserve(owner, reserve.id);
    const close = await injectAs(guest, c.closeInquiry, { inquiryId: thread.id });
    expect([close.statusCode, errorOf(close).code]).toEqual([409, 'INQUIRY_RESERVATION_ACTIVE']);
    ok(await injectAs(owner, c.cancelReserve, { reserveId: reserve.id, reason: 'その日は点検のため貸し出せません' }), 'decline');
    const events = await eventsOf(guest, thread.id);
    expect(events.at(-1)).toEqual([
      'Declined',
      'ホストが予約リクエストをお断りしました。料金はかかりません。\n理由: その日は点検のため貸し出せません',
    ]);
    expect((await threadOf(guest, thread.id)).canClose).toBe(true);
  });

  it('records a guest withdrawing a request, a guest’s cancellation with its fee, and an operator’s cancellation', async () => {
    const carId = await reservableCar(owner, operator);
    const withdrawn = await reserveCar(carId, 45, 45);
    ok(await injectAs(guest, c.cancelReserve, { reserveId: withdrawn.id }), 'withdraw');
    expect((await eventsOf(guest, (await threadOfReserve(guest, withdrawn.id)).id)).at(-1)).toEqual([
      'Canceled',
      'ゲストが予約リクエストを取り消しました。料金はかかりません。',
    ]);

    // Two days before the start: the policy's fee is due.
    const late = await reserveCar(carId, 2, 3);
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: late.id }), 'approve');
    const cancelled = ok(await injectAs(guest, c.cancelReserve, { reserveId: late.id }), 'cancel');
    expect(cancelled.cancelFee).toBeGreaterThan(0);
    const lateThread = await threadOfReserve(guest, late.id);
    expect((await eventsOf(guest, lateThread.id)).at(-1)).toEqual([
      'Canceled',
      `ゲストが予約をキャンセルしました。キャンセル料は¥${cancelled.cancelFee.toLocaleString('ja-JP')}です。`,
    ]);
    // A cancelled reservation's thread hides contact details again.
    expect((await threadOf(guest, lateThread.id)).contactsMasked).toBe(true);
    expect((await say(guest, lateThread.id, 'mail: guest@example.com')).body).toBe(`mail: ${c.MASKED_EMAIL}`);

    const byStaff = await reserveCar(carId, 50, 50);
    ok(await injectAs(operator, c.cancelReserve, { reserveId: byStaff.id, reason: '掲載内容の確認のため' }), 'operator cancel');
    expect((await eventsOf(owner, (await threadOfReserve(owner, byStaff.id)).id)).at(-1)).toEqual([
      'Canceled',
      '運営が予約をキャンセルしました。ゲストにキャンセル料はかかりません。\n理由: 掲載内容の確認のため',
    ]);
  });
});

describe('a spot reservation’s thread', () => {
  it('records the request, the approval, the check-in and the check-out, and lets either person write in it', async () => {
    const provider = await createHost('スポット スレッド掲載者');
    const spot = await reservableSpot(provider, operator);
    const reserve = ok(
      await injectAs(guest, c.createSpotReserve, spotRequest(spot.spotId, spot.planId, japanDay(0), japanDay(1), 1)),
      'create-spot-reserve',
    );
    ok(await injectAs(provider, c.approveReserveRequest, { reserveId: reserve.id }), 'approve');
    // The host writes first in the reservation's thread, through create-inquiry with the reservation.
    const started = ok<c.InquiryDetail>(
      await injectAs(provider, c.createInquiry, { reserveId: reserve.id, body: '区画はA-2です。お気をつけてお越しください。' }),
      'create-inquiry (reserve)',
    );
    expect(started).toMatchObject({ viewerRole: 'Host', reserve: { id: reserve.id } });
    const mismatch = await injectAs(provider, c.createInquiry, {
      reserveId: reserve.id,
      targetKind: 'Car',
      listingId: spot.spotId,
      body: '組み合わせ違い',
    });
    expect([mismatch.statusCode, errorOf(mismatch).code]).toEqual([422, 'INQUIRY_LISTING_MISMATCH']);
    // The guest has the host's message unread, and its notice.
    expect(await threadOf(guest, started.id)).toMatchObject({ unreadCount: 1, lastMessage: { senderRole: 'Host' } });
    const inbox = ok<{ items: c.Notification[] }>(await injectAs(guest, c.showNotifications, {}), 'inbox').items;
    expect(inbox.some((n) => n.kind === 'Message' && n.link === `/inquiries/${started.id}`)).toBe(true);
    ok(await injectAs(provider, c.reserveSpotToRenting, { reserveId: reserve.id }), 'check in');
    ok(await injectAs(provider, c.reserveSpotToReturned, { reserveId: reserve.id }), 'check out');
    const events = await eventsOf(guest, started.id);
    expect(events.map(([kind]) => kind)).toEqual(['Requested', 'Approved', 'Normal', 'Renting', 'Returned']);
    expect(events[0]![1]).toMatch(/^\d+月\d+日〜\d+月\d+日（2名・合計¥[\d,]+）の予約リクエストが送信されました。/);
    expect(events[3]![1]).toBe('チェックインが記録されました。ごゆっくりお過ごしください。');
    expect(events[4]![1]).toBe('チェックアウトが記録されました。ご利用ありがとうございました。');
    expect(await threadOf(guest, started.id)).toMatchObject({ unreadCount: 0, reserve: { status: 'Returned' } });
  });
});
