import * as c from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { loadConfig } from '../../config.js';
import { injectAs, testEnv, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { createServices } from '../services.js';
import { buildReservesTestApp, carRequest, carTotal, errorOf, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { SandboxFaults } from './sandbox/sandbox-faults.js';
import { createSandboxProvider, DEFAULT_SANDBOX_WEBHOOK_SECRET } from './sandbox/sandbox-provider.js';
import { signWebhookPayload } from './sandbox/sandbox-webhook.js';

/**
 * The mails of a reservation's card money (issue 33, ADR 0036): each event tells its reader once,
 * in the transaction of the state change, and the reconciliation of a capture whose approval never
 * committed (the sandbox drops the capture's answer) refunds it once.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('お金 オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, 'お金 花子');
});
afterAll(() => app.close());

async function userIdOf(user: TestUser): Promise<string> {
  return (await userRowOf(user)).id;
}

async function userRowOf(user: TestUser): Promise<UserRow> {
  const [row] = await app.db.select().from(users).where(eq(users.firebaseUid, user.uid));
  return row!;
}

/** The notices of one reservation that a user got, oldest first. */
async function notices(user: TestUser, reserveId: string) {
  const rows = await app.db.execute<{ title: string; body: string }>(
    sql`select title, body from notifications where user_id = ${await userIdOf(user)} and link = ${`/reserves/${reserveId}`} order by created_at, id`,
  );
  return rows.rows;
}

/** The money notices only (those the reservation's own steps send are tested beside them). */
async function moneyNotices(user: TestUser, reserveId: string) {
  const money = /与信|お支払い|決済|返金/;
  return (await notices(user, reserveId)).filter((notice) => money.test(notice.title));
}

/** The mail jobs queued to an address with this subject, committed with their notices. */
async function mails(to: string, subject: string): Promise<{ text: string }[]> {
  const rows = await app.db.execute<{ text: string }>(sql`
    select data ->> 'text' as text from ${sql.raw(JOB_SCHEMA)}.job
    where name = ${app.mail!.queues.mail} and data ->> 'to' = ${to} and data ->> 'subject' = ${subject}`);
  return rows.rows;
}

/** The app's services on a sandbox whose calls meet the faults armed on `faults`. */
function servicesWith(faults: SandboxFaults) {
  const config = loadConfig(testEnv({ CONTENT_CACHE_TTL_SECONDS: '0' }));
  const now = () => new Date();
  return createServices({
    db: app.db,
    config,
    firebaseAuth: app.firebaseAuth,
    log: app.log,
    now,
    paymentProvider: createSandboxProvider(app.db, { now, faults }),
  });
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

async function books(reserveId: string) {
  const rows = await app.db.execute<{ account: string; total: number }>(
    sql`select account, sum(amount)::int as total from ledger_entries where reserve_id = ${reserveId} group by account`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.account, row.total])) as Record<string, number>;
}

describe('the money mails', () => {
  it('held at the request, then charged at the approval: the guest is told each once, with the amount and the card', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(61))), 'create');
    const held = await moneyNotices(guest, request.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.title).toBe(`カードの与信を確保しました（${yen(carTotal(2))}・まだ請求されていません）`);
    expect(held[0]!.body).toContain(`「${request.listing.title}」`);
    expect(held[0]!.body).toContain('VISA（末尾4242）のカード');
    expect(held[0]!.body).toContain('まだ請求はされていません');
    const heldMail = await mails(guest.email, `【くるま旅】${held[0]!.title}`);
    expect(heldMail).toHaveLength(1);
    expect(heldMail[0]!.text).toContain(`/reserves/${request.id}`);
    // The host is told of the request, not of the guest's card.
    expect(await moneyNotices(owner, request.id)).toEqual([]);

    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    // A second approval is refused and mails nothing more.
    const again = await injectAs(owner, c.approveReserveRequest, { reserveId: request.id });
    expect(again.statusCode).toBe(409);
    const told = await moneyNotices(guest, request.id);
    expect(told.map((notice) => notice.title)).toEqual([held[0]!.title, `お支払いが完了しました（${yen(carTotal(2))}）`]);
    expect(told[1]!.body).toContain(`VISA（末尾4242）のカードに${yen(carTotal(2))}を請求しました`);
    expect(await mails(guest.email, `【くるま旅】お支払いが完了しました（${yen(carTotal(2))}）`)).toHaveLength(1);
  });

  it('declined: the guest is told the hold is released and nothing charged, once even if the sweep settles again', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(62), japanDay(63))), 'create');
    ok(await injectAs(owner, c.cancelReserve, { reserveId: request.id, reason: '都合により' }), 'decline');
    await servicesWith(new SandboxFaults()).reserves.sweepPayments();
    const released = (await moneyNotices(guest, request.id)).filter((notice) => notice.title.startsWith('カードの与信を取り消しました'));
    expect(released).toHaveLength(1);
    expect(released[0]!.title).toBe(`カードの与信を取り消しました（${yen(carTotal(2))}・請求はありません）`);
    expect(released[0]!.body).toContain('料金は請求されません');
    expect(await moneyNotices(owner, request.id)).toEqual([]);
  });

  it('a challenge that never held the card ends the request without a release mail', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(64), japanDay(65), { paymentToken: 'pm_card_authenticationRequired' });
    const request = ok(await injectAs(guest, c.createCarReserve, body), 'create');
    await createSandboxProvider(app.db).completeChallenge(request.payment!.clientSecret!, 'fail');
    expect((await injectAs(guest, c.confirmReservePayment, { reserveId: request.id })).statusCode).toBe(402);
    expect(await moneyNotices(guest, request.id)).toEqual([]);
  });

  it('a challenge finished without the guest coming back: held once, though the webhook is replayed and the guest confirms after', async () => {
    const carId = await reservableCar(owner, operator);
    const body = carRequest(carId, japanDay(77), japanDay(78), { paymentToken: 'pm_card_authenticationRequired' });
    const request = ok(await injectAs(guest, c.createCarReserve, body), 'create');
    expect(await moneyNotices(guest, request.id)).toEqual([]);
    const sandbox = createSandboxProvider(app.db);
    await sandbox.completeChallenge(request.payment!.clientSecret!, 'succeed');
    const { intentId } = await paymentOf(request.id);
    const event = (await sandbox.listEvents({ intentId: intentId! })).find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(event.body, DEFAULT_SANDBOX_WEBHOOK_SECRET) },
        payload: event.body,
      });
    expect((await deliver()).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
    ok(await injectAs(guest, c.confirmReservePayment, { reserveId: request.id }), 'confirm');
    const held = await moneyNotices(guest, request.id);
    expect(held.map((notice) => notice.title)).toEqual([`カードの与信を確保しました（${yen(carTotal(2))}・まだ請求されていません）`]);
  });

  it('refund sent: the guest is told the amount and when it appears, once per refund', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(66), japanDay(67))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    ok(await injectAs(owner, c.cancelReserve, { reserveId: request.id, reason: '車両故障' }), 'cancel');
    await servicesWith(new SandboxFaults()).reserves.sweepPayments();
    const refunds = (await moneyNotices(guest, request.id)).filter((notice) => notice.title.endsWith('を返金しました'));
    expect(refunds).toEqual([
      {
        title: `${yen(carTotal(2))}を返金しました`,
        body: expect.stringContaining('ご利用明細に反映されるまで5〜10営業日ほどかかることがあります'),
      },
    ]);
    expect(await mails(guest.email, `【くるま旅】${yen(carTotal(2))}を返金しました`)).toHaveLength(1);
  });

  it('a refund the processor refused at first is mailed when the sweep sends it, not before and not twice', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(68), japanDay(69))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    const faults = new SandboxFaults();
    const services = servicesWith(faults);
    // The cancellation through the faulty services: the refund is decided, its send fails three times.
    faults.failNext('refund', 'unavailable').failNext('refund', 'unavailable').failNext('refund', 'unavailable');
    await services.reserves.cancel(await userRowOf(owner), request.id, '車両故障');
    const refunded = () => moneyNotices(guest, request.id).then((told) => told.filter((notice) => notice.title.endsWith('を返金しました')));
    expect(await refunded()).toEqual([]);
    await services.reserves.sweepPayments();
    await services.reserves.sweepPayments();
    expect(await refunded()).toHaveLength(1);
  });

  it('a charge that fails at approval tells the guest and the host what happened and that another card may be given', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(70), japanDay(71))), 'create');
    // The hold lapsed (as it does after 7 days): the capture is refused.
    await app.db.execute(sql`update reserve_payments set capture_before = now() - interval '1 minute' where reserve_id = ${request.id}`);
    const refused = await injectAs(owner, c.approveReserveRequest, { reserveId: request.id });
    expect(errorOf(refused).code).toBe('PAYMENT_CAPTURE_FAILED');
    // Approving again is refused before the processor: nobody is told twice.
    expect((await injectAs(owner, c.approveReserveRequest, { reserveId: request.id })).statusCode).toBe(409);
    const toGuest = (await moneyNotices(guest, request.id)).filter((notice) => notice.title.includes('決済できませんでした'));
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.body).toContain('予約ページから別のカードを登録してください');
    expect(toGuest[0]!.body).toContain('料金は請求されていません');
    const toHost = await moneyNotices(owner, request.id);
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.title).toBe('ゲストのカードで決済できなかったため、承認できませんでした');
    expect(toHost[0]!.body).toContain('もう一度承認してください');
    expect(await mails(owner.email, `【くるま旅】${toHost[0]!.title}`)).toHaveLength(1);
    // The refused hold's memo ends with the refusal: nothing is shown as held on the card any more.
    expect((await books(request.id)).card_holds ?? 0).toBe(0);

    // The guest gives another card: held again (one more held notice), and the host's approval charges it.
    const replaced = ok(
      await injectAs(guest, c.updateReservePaymentMethod, { reserveId: request.id, paymentToken: 'pm_card_visa' }),
      'another card',
    );
    expect(replaced.payment).toMatchObject({ status: 'Authorized' });
    expect((await books(request.id)).card_holds).toBe(carTotal(2));
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve with the new card');
    expect((await books(request.id)).card_holds ?? 0).toBe(0);
    const titles = (await moneyNotices(guest, request.id)).map((notice) => notice.title);
    expect(titles.filter((title) => title.startsWith('カードの与信を確保しました'))).toHaveLength(2);
    expect(titles.filter((title) => title.startsWith('お支払いが完了しました'))).toHaveLength(1);
  });
});

describe('reconciliation of a capture whose approval never committed', () => {
  it('the answer of the capture is lost: the approval is 503 and approves nothing; once the request ends, the capture is refunded once', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(72), japanDay(73))), 'create');
    const faults = new SandboxFaults();
    const services = servicesWith(faults);
    // The processor captures, and its answer is lost three times (the first call and both retries).
    faults.failNext('capture', 'drop-answer').failNext('capture', 'drop-answer').failNext('capture', 'drop-answer');
    await expect(services.reserves.approve(await userRowOf(owner), request.id)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    const shown = ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show');
    expect([shown.status, shown.payment?.status]).toEqual(['Request', 'Authorized']);
    const intent = await createSandboxProvider(app.db).retrieve((await paymentOf(request.id)).intentId!);
    expect([intent.status, intent.amountCaptured]).toEqual(['succeeded', carTotal(2)]);

    // The host declines instead of retrying: the release finds the intent captured and refunds it whole.
    ok(await injectAs(owner, c.cancelReserve, { reserveId: request.id, reason: '都合により' }), 'decline');
    await services.reserves.sweepPayments();
    await services.reserves.sweepPayments();
    const after = ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show');
    expect(after.payment).toMatchObject({ status: 'Refunded', amountCaptured: carTotal(2), amountRefunded: carTotal(2) });
    const settled = await createSandboxProvider(app.db).retrieve((await paymentOf(request.id)).intentId!);
    expect(settled.amountRefunded).toBe(carTotal(2));
    // Booked once: what was captured is back with the processor's refund; no hold, no prepayment left.
    expect(await books(request.id)).toMatchObject({
      card_holds: 0,
      processor_clearing: 0,
      guest_prepayments: 0,
      refunds_payable: 0,
    });
    const told = (await moneyNotices(guest, request.id)).map((notice) => notice.title);
    expect(told.filter((title) => title === `${yen(carTotal(2))}を返金しました`)).toHaveLength(1);
    expect(told.filter((title) => title.startsWith('カードの与信を取り消しました'))).toEqual([]);
  });

  it('the approval retried with the processor back captures once and charges the guest once', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(75), japanDay(76))), 'create');
    const faults = new SandboxFaults();
    faults.failNext('capture', 'drop-answer').failNext('capture', 'drop-answer').failNext('capture', 'drop-answer');
    const services = servicesWith(faults);
    const host = await userRowOf(owner);
    await expect(services.reserves.approve(host, request.id)).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const approved = await services.reserves.approve(host, request.id);
    expect(approved.payment).toMatchObject({ status: 'Captured', amountCaptured: carTotal(2) });
    const intent = await createSandboxProvider(app.db).retrieve((await paymentOf(request.id)).intentId!);
    expect(intent.amountCaptured).toBe(carTotal(2));
    expect((await books(request.id)).processor_clearing).toBe(carTotal(2));
    await services.reserves.sweepPayments();
    expect((await moneyNotices(guest, request.id)).filter((notice) => notice.title.startsWith('お支払いが完了しました'))).toHaveLength(1);
  });
});

async function paymentOf(reserveId: string) {
  const rows = await app.db.execute<{ intentId: string | null }>(
    sql`select intent_id as "intentId" from reserve_payments where reserve_id = ${reserveId}`,
  );
  return rows.rows[0]!;
}
