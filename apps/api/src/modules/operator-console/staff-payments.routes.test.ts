import * as c from '@kurumatabi/contract';
import type { LedgerReport, StaffPaymentDetail, StaffPaymentSummary } from '@kurumatabi/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPrivate } from '../../../test/accounts-fixtures.js';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { grantRoles, injectAs, testEnv, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { SandboxFaults } from '../payments/sandbox/sandbox-faults.js';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.js';
import { createServices } from '../services.js';
import { buildReservesTestApp, carRequest, carTotal, errorOf, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';

/**
 * The console's money (ADR 0041) on the real database and the sandbox processor: staff find payments,
 * refund part or all of what remains through the reservation money's refund, a second operator
 * approves a refund above the threshold (30,000 yen), every act is in the audit log, and the ledger
 * report checks the books.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let colleague: TestUser;
let guest: TestUser;
/** Staff who also rent: never refunds or approves on their own reservation. */
let staffGuest: TestUser;
const guestName = `返金 花子 ${randomUUID().slice(0, 6)}`;
/** The users' own ids (the audit log names operators by them). */
const ids: Record<string, string> = {};
const idOf = (user: TestUser) => ids[user.uid]!;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('返金 オーナー');
  operator = await createOperator();
  colleague = await createOperator();
  guest = await licensedGuest(operator, guestName);
  staffGuest = await licensedGuest(operator, '返金 兼務 ゲスト');
  await grantRoles(staffGuest, { operator: true });
  for (const user of [operator, colleague]) {
    const rows = await app.db.execute<{ id: string }>(sql`select id::text as id from users where firebase_uid = ${user.uid}`);
    ids[user.uid] = rows.rows[0]!.id;
  }
});
afterAll(() => app.close());

/** A car trip of `days` days charged, rented and returned today (a new car each time, so the days never clash). */
async function returnedTrip(days: number, by: TestUser = guest): Promise<string> {
  const carId = await reservableCar(owner, operator);
  const request = ok(await injectAs(by, c.createCarReserve, carRequest(carId, japanDay(0), japanDay(days - 1))), 'create');
  ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  const photo = await uploadPrivate(owner);
  const handover = { odometerKm: 1000, fuelLevel: 'Full' as const, note: '' };
  ok(await injectAs(owner, c.reserveCarToRenting, { reserveId: request.id, ...handover, photoIds: [photo] }), 'rent');
  ok(await injectAs(owner, c.reserveCarToReturned, { reserveId: request.id, ...handover, odometerKm: 1100, photoIds: [] }), 'return');
  return request.id;
}

const refund = (by: TestUser, reserveId: string, amount: number, requestKey = randomUUID()) =>
  injectAs(by, c.operatorRefundPayment, { reserveId, amount, reason: 'ホストの設備不良のため一部返金します。', requestKey });
const detailOf = async (reserveId: string) =>
  ok<StaffPaymentDetail>(await injectAs(operator, c.operatorShowPayment, { reserveId }), 'show');
const expectError = (response: LightMyRequestResponse, status: number, code: string) =>
  expect([response.statusCode, errorOf(response).code], response.body).toEqual([status, code]);

async function auditActions(reserveId: string): Promise<{ action: string; reason: string | null; operator: string }[]> {
  const rows = await app.db.execute<{ action: string; reason: string | null; operator: string }>(
    sql`select action, reason, operator_user_id::text as operator from operator_audit_log where target_id = ${reserveId} order by at, id`,
  );
  return rows.rows;
}

describe('the staff payment search', () => {
  it('finds a payment by reservation, guest, state, method and day, pages, and is staff-only', async () => {
    const reserveId = await returnedTrip(1);
    const search = async (filters: object) =>
      ok<{ items: StaffPaymentSummary[]; total: number }>(await injectAs(operator, c.operatorSearchPayments, filters), 'search');
    const byId = await search({ reserveId });
    expect(byId.items).toEqual([
      expect.objectContaining({
        reserveId,
        status: 'Captured',
        method: 'CreditCard',
        amountCaptured: carTotal(1),
        card: { brand: 'visa', last4: '4242' },
      }),
    ]);
    expect(JSON.stringify(byId)).not.toMatch(/pm_|secret/);
    expect(
      (await search({ guest: guestName.slice(-6), status: 'Captured', method: 'CreditCard' })).items.map((i) => i.reserveId),
    ).toContain(reserveId);
    expect((await search({ reserveId, status: 'Refunded' })).total).toBe(0);
    expect((await search({ reserveId, method: 'Invoice' })).total).toBe(0);
    expect((await search({ reserveId, from: japanDay(0), to: japanDay(0) })).total).toBe(1);
    expect((await search({ reserveId, from: japanDay(1) })).total).toBe(0);
    const paged = await search({ limit: 1, offset: 0 });
    expect([paged.items.length, paged.total >= 1]).toEqual([1, true]);
    expectError(await injectAs(operator, c.operatorSearchPayments, { from: japanDay(2), to: japanDay(1) }), 400, 'VALIDATION_FAILED');
    for (const call of [
      injectAs(guest, c.operatorSearchPayments, {}),
      injectAs(guest, c.operatorShowPayment, { reserveId }),
      injectAs(guest, c.operatorShowLedgerReport, {}),
      refund(owner, reserveId, 100),
    ]) {
      expect((await call).statusCode).toBe(403);
    }
    expectError(await injectAs(operator, c.operatorShowPayment, { reserveId: randomUUID() }), 404, 'RESERVE_NOT_FOUND');
  });
});

describe('the follow-up list', () => {
  it('lists a failed capture at once and a challenge that has not moved for 30 minutes, with the processor’s error', async () => {
    const make = async (offset: number) => {
      const carId = await reservableCar(owner, operator);
      return ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(offset), japanDay(offset))), 'create').id;
    };
    const [failed, stuck, fresh] = [await make(70), await make(72), await make(74)];
    // The states a declined capture and an abandoned challenge leave (fixtures: the processor is not asked).
    await app.db.execute(
      sql`update reserve_payments set status = 'CaptureFailed', last_error_code = 'card_declined', last_error_message = 'カードが拒否されました。' where reserve_id = ${failed}`,
    );
    await app.db.execute(
      sql`update reserve_payments set status = 'RequiresAction', action_expires_at = now() + interval '1 day', updated_at = now() - interval '31 minutes' where reserve_id = ${stuck}`,
    );
    const listed = ok<{ items: StaffPaymentSummary[] }>(
      await injectAs(operator, c.operatorSearchPayments, { attention: true, guest: guestName.slice(-6), limit: 50 }),
      'attention',
    ).items;
    const attentionOf = (id: string) => listed.find((item) => item.reserveId === id)?.attention ?? null;
    expect([attentionOf(failed), attentionOf(stuck), attentionOf(fresh)]).toEqual(['CaptureFailed', 'ActionStuck', null]);
    expect((await detailOf(failed)).payment).toMatchObject({
      lastErrorCode: 'card_declined',
      lastErrorMessage: 'カードが拒否されました。',
    });
  });
});

describe('a staff refund', () => {
  it('refunds part, then the rest, through the processor; a replay and an over-refund change nothing; each act is audited', async () => {
    const reserveId = await returnedTrip(2); // 30,000 yen: at the threshold, one operator decides.
    const key = randomUUID();
    const partial = ok<StaffPaymentDetail>(await refund(operator, reserveId, 5_000, key), 'partial');
    expect(partial.payment).toMatchObject({ status: 'PartiallyRefunded', amountRefunded: 5_000, refundPending: 0 });
    expect(partial.refundable).toBe(carTotal(2) - 5_000);
    expect(partial.refunds).toEqual([expect.objectContaining({ amount: 5_000, status: 'Done', approvedBy: null })]);
    expect(partial.journals.map((j) => j.kind)).toEqual(expect.arrayContaining(['capture', 'complete', 'staff-refund', 'refund']));
    expect(partial.payment.intentId).toMatch(/^pi_/);

    // The same request again (a double click, a retry): nothing more is refunded.
    expect(ok<StaffPaymentDetail>(await refund(operator, reserveId, 5_000, key), 'replay').payment.amountRefunded).toBe(5_000);
    expectError(await refund(operator, reserveId, 6_000, key), 422, 'STAFF_REFUND_KEY_REUSED');

    const over = await refund(operator, reserveId, carTotal(2) - 5_000 + 1);
    expectError(over, 422, 'STAFF_REFUND_EXCEEDS_REMAINING');
    expect(errorOf(over).details?.[0]).toMatchObject({ path: 'amount', message: expect.stringMatching(/25,000円/) });
    expect((await detailOf(reserveId)).payment.amountRefunded).toBe(5_000);

    const rest = ok<StaffPaymentDetail>(await refund(colleague, reserveId, carTotal(2) - 5_000), 'the rest');
    expect(rest.payment).toMatchObject({ status: 'Refunded', amountRefunded: carTotal(2) });
    expect(rest.refundable).toBe(0);
    expectError(await refund(operator, reserveId, 1), 422, 'STAFF_REFUND_EXCEEDS_REMAINING');

    expect(await auditActions(reserveId)).toEqual([
      { action: 'reserve.refund', reason: 'ホストの設備不良のため一部返金します。', operator: idOf(operator) },
      { action: 'reserve.refund', reason: 'ホストの設備不良のため一部返金します。', operator: idOf(colleague) },
    ]);
  });

  it('above the threshold waits for another operator: not the requester, once, and a replay changes nothing', async () => {
    const reserveId = await returnedTrip(4); // 57,000 yen
    const requested = ok<StaffPaymentDetail>(await refund(operator, reserveId, 40_000), 'request');
    expect(requested.payment).toMatchObject({ status: 'Captured', amountRefunded: 0, refundPending: 0 });
    expect(requested.refunds).toEqual([expect.objectContaining({ amount: 40_000, status: 'Requested', decidedAt: null })]);
    expect(requested.approvalThreshold).toBe(30_000);

    expectError(await injectAs(operator, c.operatorApproveRefund, { reserveId, amount: 40_000 }), 403, 'STAFF_REFUND_SELF_APPROVAL');
    expectError(await refund(colleague, reserveId, 1_000), 409, 'STAFF_REFUND_AWAITING_APPROVAL');
    expectError(await injectAs(colleague, c.operatorApproveRefund, { reserveId, amount: 39_999 }), 409, 'STAFF_REFUND_NOTHING_WAITING');
    expect((await detailOf(reserveId)).payment.amountRefunded).toBe(0);

    const approved = ok<StaffPaymentDetail>(await injectAs(colleague, c.operatorApproveRefund, { reserveId, amount: 40_000 }), 'approve');
    expect(approved.payment).toMatchObject({ status: 'PartiallyRefunded', amountRefunded: 40_000 });
    expect(approved.refunds[0]).toMatchObject({ status: 'Done', approvedBy: { id: idOf(colleague) } });

    // A second approval, or the same one replayed: nothing is waiting, nothing is refunded twice.
    const [again, replay] = await Promise.all([
      injectAs(colleague, c.operatorApproveRefund, { reserveId, amount: 40_000 }),
      injectAs(staffGuest, c.operatorApproveRefund, { reserveId, amount: 40_000 }),
    ]);
    expectError(again, 409, 'STAFF_REFUND_NOTHING_WAITING');
    expectError(replay, 409, 'STAFF_REFUND_NOTHING_WAITING');
    expect((await detailOf(reserveId)).payment).toMatchObject({ amountRefunded: 40_000, refundPending: 0 });
    expect((await auditActions(reserveId)).map((a) => [a.action, a.operator])).toEqual([
      ['reserve.refundRequest', idOf(operator)],
      ['reserve.refundApprove', idOf(colleague)],
    ]);
  });

  it('a waiting refund is refused by a colleague with a reason or taken back by its author, and a new one may follow', async () => {
    const reserveId = await returnedTrip(4); // 57,000 yen
    ok(await refund(operator, reserveId, 40_000), 'request');
    const reason = '返金の根拠となる写真が確認できないため。';
    const reject = (by: TestUser, amount = 40_000) => injectAs(by, c.operatorRejectRefund, { reserveId, amount, reason });
    const withdraw = (by: TestUser, amount = 40_000) => injectAs(by, c.operatorWithdrawRefund, { reserveId, amount });

    // The author cannot refuse their own request (they take it back), a colleague cannot take it back, a party
    // to the reservation cannot touch it, and a decision naming another amount meets nothing.
    expectError(await reject(operator), 403, 'STAFF_REFUND_SELF_REJECTION');
    expectError(await withdraw(colleague), 403, 'STAFF_REFUND_NOT_REQUESTER');
    expectError(await reject(colleague, 39_999), 409, 'STAFF_REFUND_NOTHING_WAITING');
    expectError(await injectAs(colleague, c.operatorRejectRefund, { reserveId, amount: 40_000, reason: '   ' }), 400, 'VALIDATION_FAILED');

    // A colleague refuses it, once: a racing second refusal and a late approval find nothing waiting.
    const racing = await Promise.all([reject(colleague), reject(staffGuest)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = racing.findIndex((r) => r.statusCode === 200);
    expectError(racing[1 - winner]!, 409, 'STAFF_REFUND_NOTHING_WAITING');
    const refused = ok<StaffPaymentDetail>(racing[winner]!, 'reject');
    const refuser = (await auditActions(reserveId)).at(-1)!.operator;
    expect(refused.refunds[0]).toMatchObject({ status: 'Rejected', rejectedBy: { id: refuser }, decisionReason: reason });
    expect(refused.payment).toMatchObject({ amountRefunded: 0, refundPending: 0 });
    expectError(await injectAs(colleague, c.operatorApproveRefund, { reserveId, amount: 40_000 }), 409, 'STAFF_REFUND_NOTHING_WAITING');

    // The reservation is no longer blocked: a new request, taken back by its author, and then a third approved.
    ok(await refund(operator, reserveId, 35_000), 'second request');
    const withdrawn = ok<StaffPaymentDetail>(await withdraw(operator, 35_000), 'withdraw');
    expect(withdrawn.refunds[0]).toMatchObject({ status: 'Withdrawn', rejectedBy: null, decisionReason: null });
    expectError(await withdraw(operator, 35_000), 409, 'STAFF_REFUND_NOTHING_WAITING');
    ok(await refund(colleague, reserveId, 31_000), 'third request');
    const approved = ok<StaffPaymentDetail>(await injectAs(operator, c.operatorApproveRefund, { reserveId, amount: 31_000 }), 'approve');
    expect(approved.payment).toMatchObject({ amountRefunded: 31_000 });
    expect(approved.refunds.map((r) => r.status)).toEqual(['Done', 'Withdrawn', 'Rejected']);

    expect((await auditActions(reserveId)).map((a) => [a.action, a.operator, a.reason])).toEqual([
      ['reserve.refundRequest', idOf(operator), 'ホストの設備不良のため一部返金します。'],
      ['reserve.refundReject', refuser, reason],
      ['reserve.refundRequest', idOf(operator), 'ホストの設備不良のため一部返金します。'],
      ['reserve.refundWithdraw', idOf(operator), null],
      ['reserve.refundRequest', idOf(colleague), 'ホストの設備不良のため一部返金します。'],
      ['reserve.refundApprove', idOf(operator), null],
    ]);
    // The database keeps four eyes and the reason too, whatever the code: the author cannot be the refuser.
    await expect(
      app.db.execute(sql`update staff_refunds set rejected_by = requested_by where reserve_id = ${reserveId} and status = 'Rejected'`),
    ).rejects.toMatchObject({ cause: { code: '23514', constraint: 'staff_refunds_rejecter_check' } });
  });

  it('is refused to staff on their own reservation, and before the trip ended (staff cancel it instead)', async () => {
    const own = await returnedTrip(1, staffGuest);
    expectError(await refund(staffGuest, own, 1_000), 403, 'OPERATOR_OWN_ACCOUNT');
    expect((await detailOf(own)).payment.amountRefunded).toBe(0);

    const carId = await reservableCar(owner, operator);
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(60), japanDay(61))), 'create');
    ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
    expectError(await refund(operator, request.id, 1_000), 409, 'STAFF_REFUND_NOT_ALLOWED');
    expect(await auditActions(request.id)).toEqual([]);
  });
});

describe('a staff refund added to a refund whose answer was lost', () => {
  it('books what the processor refunded under the lost send, then sends the rest under a new key: nothing stuck, nothing twice', async () => {
    const reserveId = await returnedTrip(2);
    const faults = new SandboxFaults();
    const now = () => new Date();
    const services = createServices({
      db: app.db,
      config: loadConfig(testEnv({ CONTENT_CACHE_TTL_SECONDS: '0' })),
      firebaseAuth: app.firebaseAuth,
      log: app.log,
      now,
      paymentProvider: createSandboxProvider(app.db, { now, faults }),
    });
    const [staff] = await app.db.select().from(users).where(eq(users.firebaseUid, operator.uid));
    const reason = 'ホストの設備不良のため一部返金します。';
    // The processor refunds 5,000 yen and its answer is lost (the first send and both retries of the same call).
    faults.failNext('refund', 'drop-answer').failNext('refund', 'drop-answer').failNext('refund', 'drop-answer');
    const first = await services.staffPayments.refund(staff!, { reserveId, amount: 5_000, reason, requestKey: randomUUID() });
    expect(first.payment).toMatchObject({ amountRefunded: 0, refundPending: 5_000 });
    const intentId = first.payment.intentId!;
    expect((await createSandboxProvider(app.db).retrieve(intentId)).amountRefunded).toBe(5_000);

    // Another 3,000 yen joins the pending refund: the key of the lost send must not carry 8,000 yen now.
    const second = await services.staffPayments.refund(staff!, { reserveId, amount: 3_000, reason, requestKey: randomUUID() });
    expect(second.payment).toMatchObject({ status: 'PartiallyRefunded', amountRefunded: 8_000, refundPending: 0 });
    await services.reserves.sweepPayments();
    expect((await detailOf(reserveId)).payment).toMatchObject({ amountRefunded: 8_000, refundPending: 0 });
    expect((await createSandboxProvider(app.db).retrieve(intentId)).amountRefunded).toBe(8_000);
    const refunds = await app.db.execute<{ key: string; amount: number }>(
      sql`select j.key, e.amount from ledger_journals j join ledger_entries e on e.journal_key = j.key
          where j.reserve_id = ${reserveId} and j.kind = 'refund' and e.account = 'refunds_payable' order by j.key`,
    );
    expect(refunds.rows).toEqual([
      { key: `reserve:${reserveId}:refund:1`, amount: 5_000 },
      { key: `reserve:${reserveId}:refund:1:after-5000`, amount: 3_000 },
    ]);
    expect((await detailOf(reserveId)).refundable).toBe(carTotal(2) - 8_000);
  });
});

describe('the ledger report', () => {
  it('totals each account over a period and finds the books sound after refunds', async () => {
    const reserveId = await returnedTrip(1);
    ok(await refund(operator, reserveId, 1_000), 'refund');
    const report = ok<LedgerReport>(await injectAs(operator, c.operatorShowLedgerReport, { from: japanDay(0), to: japanDay(0) }), 'report');
    const checks = Object.fromEntries(report.checks.map((check) => [check.name, check]));
    expect(checks.ledgerZero).toMatchObject({ ok: true });
    expect(checks.payoutsCovered).toMatchObject({ ok: true });
    expect(checks.reservationsBalance!.offenders.map((o) => o.id)).not.toContain(reserveId);
    const totals = Object.fromEntries(report.totals.map((t) => [t.account, t]));
    expect(totals.processor_clearing!.debit).toBeGreaterThanOrEqual(carTotal(1));
    expect(totals.processor_clearing!.credit).toBeGreaterThanOrEqual(1_000);
    expect(report.totals.reduce((sum, t) => sum + t.net, 0)).toBe(0);
  });

  it('names a reservation whose books were made not to add up (a balanced journal the ledger accepts)', async () => {
    const reserveId = await returnedTrip(1);
    // Append-only: a new, balanced journal that moves part of the host's sale to the bank without a payout.
    await app.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_journals (key, kind, reserve_id) values (${`test:${reserveId}:broken`}, 'test', ${reserveId})`,
      );
      await tx.execute(sql`insert into ledger_entries (journal_key, account, reserve_id, amount) values
        (${`test:${reserveId}:broken`}, 'host_payable', ${reserveId}, 500), (${`test:${reserveId}:broken`}, 'bank', ${reserveId}, -500)`);
    });
    const report = ok<LedgerReport>(await injectAs(operator, c.operatorShowLedgerReport, {}), 'report');
    const balance = report.checks.find((check) => check.name === 'reservationsBalance')!;
    expect(balance.ok).toBe(false);
    expect(balance.offenders).toContainEqual({ id: reserveId, detail: expect.stringMatching(/決済 16,500円 ≠/) });
    expect(report.checks.find((check) => check.name === 'ledgerZero')!.ok).toBe(true);
  });
});
