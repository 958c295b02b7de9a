import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, signIn, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { idOf } from '../operator-console/console-fixtures.js';
import { buildReservesTestApp, carRequest, errorOf, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { ask, messagesOf, say, threadOf } from './inquiries-fixtures.js';

/** Nobody writes to a suspended person while the suspension lasts (ADR 0047); the writer is told only that they cannot be reached now. */

let app: FastifyInstance;
let operator: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  operator = await createOperator();
});
afterAll(() => app.close());

const suspend = async (user: TestUser) =>
  ok(await injectAs(operator, c.suspendUser, { userId: await idOf(user), reason: '調査のため利用を停止します。' }), 'suspend-user');
const lift = async (user: TestUser) =>
  ok(await injectAs(operator, c.unsuspendUser, { userId: await idOf(user), reason: '調査が終わりました。' }), 'unsuspend-user');

/** The thread's rows as text: equal before and after, nothing of it changed. */
async function rowsOf(inquiryId: string): Promise<string[]> {
  const result = await app.db.execute<{ row: string }>(sql`
    select i::text as row from inquiries i where i.id = ${inquiryId}
    union all select m::text from inquiry_messages m where m.inquiry_id = ${inquiryId} order by 1`);
  return result.rows.map((r) => r.row);
}

/** A person's notices and queued mails, read from the tables (a suspended person cannot call show-notifications). */
async function noticesOf(user: TestUser): Promise<{ kind: string; title: string }[]> {
  const result = await app.db.execute<{ kind: string; title: string }>(
    sql`select kind, title from notifications where user_id = ${await idOf(user)} order by created_at, id`,
  );
  return result.rows;
}

function expectUnavailable(reply: Awaited<ReturnType<typeof injectAs>>) {
  expect([reply.statusCode, errorOf(reply).code, errorOf(reply).message]).toEqual([
    409,
    'INQUIRY_COUNTERPART_UNAVAILABLE',
    'お相手のアカウントは現在ご利用いただけないため、メッセージを送れません。',
  ]);
}

describe('a suspended person receives no new message', () => {
  it('refuses the host’s reply to a suspended guest: 409, stored nowhere, no notice; canSend false; after the lift it goes', async () => {
    const host = await createHost('停止 相手のオーナー');
    const car = { kind: 'Car' as const, id: await reservableCar(host, operator) };
    const guest = await createRegisteredUser('停止 される質問者');
    const thread = await ask(guest, car, '週末は空いていますか？');
    await suspend(guest);

    const seen = await threadOf(host, thread.id);
    expect(seen).toMatchObject({ guest: { deactivated: false, unavailable: true }, host: { unavailable: false }, canSend: false });
    const [rows, notices] = [await rowsOf(thread.id), await noticesOf(guest)];
    const reply = await injectAs(host, c.sendInquiryMessage, { inquiryId: thread.id, body: '空いています。', clientKey: 'a'.repeat(32) });
    expectUnavailable(reply);
    expect(await rowsOf(thread.id)).toEqual(rows);
    expect(await noticesOf(guest)).toEqual(notices);

    // The suspended person's own send is refused as every call of theirs is (ADR 0033).
    const own = await injectAs(guest, c.sendInquiryMessage, { inquiryId: thread.id, body: 'まだですか？' });
    expect([own.statusCode, errorOf(own).code]).toEqual([403, 'ACCOUNT_SUSPENDED']);

    await lift(guest);
    expect(await threadOf(host, thread.id)).toMatchObject({ guest: { unavailable: false }, canSend: true });
    expect((await say(host, thread.id, '空いています。')).body).toBe('空いています。');
    const back = { ...guest, idToken: await signIn(guest) };
    expect((await say(back, thread.id, 'では予約します。')).body).toBe('では予約します。');
    // The suspension revoked the guest's old token (ADR 0050): after the lift only the new one reads the account.
    expect((await noticesOf(back)).filter((n) => n.kind === 'Message')).toHaveLength(1);
  });

  it('hides a suspended host’s listing from questions (404 as any unlisted one) and refuses a message in the open question', async () => {
    const host = await createHost('停止 される掲載者');
    const car = { kind: 'Car' as const, id: await reservableCar(host, operator) };
    const guest = await createRegisteredUser('停止 を知らない質問者');
    const thread = await ask(guest, car, '駐車場はありますか？');
    await suspend(host);

    const asked = await injectAs(guest, c.createInquiry, { targetKind: 'Car', listingId: car.id, body: 'もう一度質問します。' });
    expect([asked.statusCode, errorOf(asked).code]).toEqual([404, 'CAR_NOT_FOUND']);
    expectUnavailable(await injectAs(guest, c.sendInquiryMessage, { inquiryId: thread.id, body: 'お返事お待ちしています。' }));
    expect(await threadOf(guest, thread.id)).toMatchObject({ host: { unavailable: true }, canSend: false });
    expect((await messagesOf(guest, thread.id)).items.map((m) => m.body)).toEqual(['駐車場はありますか？']);
    expect((await noticesOf(host)).filter((n) => n.kind === 'Message')).toHaveLength(1);

    await lift(host);
    expect((await say(guest, thread.id, 'お返事お待ちしています。')).seq).toBe(2);
  });

  it('refuses a first message in a suspended guest’s reservation thread; staff’s cancellation is still written and told', async () => {
    const host = await createHost('停止 予約のオーナー');
    const carId = await reservableCar(host, operator);
    const guest = await licensedGuest(operator, '停止 予約したゲスト');
    const reserve = ok<c.ReserveDetail>(
      await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(40), japanDay(41))),
      'create-car-reserve',
    );
    await suspend(guest);

    expectUnavailable(await injectAs(host, c.createInquiry, { reserveId: reserve.id, body: '受け渡しの時間を教えてください。' }));
    const cancelled = await injectAs(operator, c.operatorCancelReserve, {
      reserveId: reserve.id,
      reason: '利用停止中のゲストの予約のため',
    });
    expect(cancelled.statusCode).toBe(200);
    const found = ok<{ items: c.InquirySummary[] }>(await injectAs(host, c.searchInquiries, { reserveId: reserve.id }), 'search-inquiries');
    const events = (await messagesOf(host, found.items[0]!.id)).items.map((m) => [m.kind, m.systemEvent]);
    expect(events).toEqual([
      ['System', 'Requested'],
      ['System', 'Canceled'],
    ]);
    // The reservation's notices still reach the suspended guest (by mail too): they tell of their own plans and money.
    expect((await noticesOf(guest)).map((n) => n.kind)).toContain('Reservation');
  });
});
