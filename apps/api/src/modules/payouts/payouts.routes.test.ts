import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { grantRoles, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { readPdf, squeeze } from '../documents/read-pdf.js';
import {
  buildReservesTestApp,
  carRequest,
  carSplit,
  errorOf,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
  servicesOf,
} from '../reserves/reserves-fixtures.js';
import { bankDayOnOrBefore } from '@kurumatabi/contract/calendar';
import { periodAt, shiftPeriod } from './payout-calendar.js';
import { parseZenginTransferFile } from './zengin-transfer-file.js';

/**
 * Payouts through the API (ADR 0039), on a database of their own (a close takes every host's month): returned trips
 * this month, the clock moved into the next month, staff close it, a host reads the statement, staff take the
 * Zengin file and mark it sent; the books balance at every step.
 */

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let app: FastifyInstance;
let clock = new Date();
let owner: TestUser;
let unbanked: TestUser;
let operator: TestUser;
let guest: TestUser;
const period = periodAt(new Date());
/** Whether staff won the race of the closes (then the close is in the audit log; the job's is not staff's act). */
let closedByStaff = false;
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

async function returnedTrip(host: TestUser, startOffset: number): Promise<string> {
  const carId = await reservableCar(host, operator);
  const request = ok(
    await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(startOffset), japanDay(startOffset + 1))),
    'create',
  );
  ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  const photo = await uploadPrivate(host);
  const handover = { reserveId: request.id, odometerKm: 1000, fuelLevel: 'Full' as const, photoIds: [photo], note: '' };
  ok(await injectAs(host, c.reserveCarToRenting, handover), 'rent');
  ok(await injectAs(host, c.reserveCarToReturned, { ...handover, odometerKm: 1100, photoIds: [] }), 'return');
  return request.id;
}

async function balance(account: string, userId?: string): Promise<number> {
  const rows = await app.db.execute<{ total: number }>(
    sql`select coalesce(sum(amount), 0)::int as total from ledger_entries where account = ${account} ${userId ? sql`and user_id = ${userId}` : sql``}`,
  );
  return rows.rows[0]!.total;
}

async function userIdOf(user: TestUser): Promise<string> {
  const rows = await app.db.execute<{ id: string }>(sql`select id from users where firebase_uid = ${user.uid}`);
  return rows.rows[0]!.id;
}

const hostPayouts = async (user: TestUser) => ok<c.Output<typeof c.listHostPayouts>>(await injectAs(user, c.listHostPayouts, {}), 'list');
const month = async () => ok<c.PayoutMonth>(await injectAs(operator, c.operatorListPayouts, { period }), 'list-payouts');

beforeAll(async () => {
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => clock, databaseUrl: database.url });
  operator = await createOperator();
  owner = await createHost('支払 オーナー');
  unbanked = await createHost('口座なし オーナー');
  guest = await licensedGuest(operator, '支払 花子');
  ok(await injectAs(owner, c.updateUserBankAccount, bankForm), 'bank account');
  await returnedTrip(owner, 0);
  await returnedTrip(owner, 0);
  await returnedTrip(unbanked, 0);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the monthly close', () => {
  it('refuses a month that has not ended, and shows what is pending to the host', async () => {
    const response = await injectAs(operator, c.operatorClosePayoutMonth, { period });
    expect([response.statusCode, errorOf(response).code]).toEqual([422, 'PAYOUT_PERIOD_OPEN']);
    const mine = await hostPayouts(owner);
    expect(mine.items).toEqual([]);
    expect(mine.pending).toMatchObject({ amount: 2 * carSplit(2).hostShare, period: shiftPeriod(period, -1) });
  });

  it('two closes at once: one closes, the other is refused; one payout per host, booked from the ledger', async () => {
    clock = new Date(Date.parse(`${shiftPeriod(period, 1)}-03T00:00:00+09:00`));
    const answers = await Promise.all([
      injectAs(operator, c.operatorClosePayoutMonth, { period }),
      injectAs(operator, c.operatorClosePayoutMonth, { period }),
      servicesOf(app, () => clock).payouts.closePeriod(period, null),
    ]);
    const statuses = answers.slice(0, 2).map((r) => (r as { statusCode: number }).statusCode);
    const closedByJob = answers[2] !== null;
    expect(statuses.filter((s) => s === 200).length + (closedByJob ? 1 : 0)).toBe(1);
    closedByStaff = !closedByJob;
    const closed = await month();
    expect(closed.totals.count).toBe(2);
    const [ownerId, unbankedId] = [await userIdOf(owner), await userIdOf(unbanked)];
    const ofOwner = closed.items.find((p) => p.host.id === ownerId)!;
    expect(ofOwner).toMatchObject({ status: 'Scheduled', amount: 2 * carSplit(2).hostShare, method: 'zengin' });
    expect(ofOwner.fee).toBe(2 * carSplit(2).marketplaceFee);
    // 翌月末払い, on the banks' business day before the month's end when they are closed that day.
    const nextMonthEnd = new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5)) + 1, 0)).toISOString().slice(0, 10);
    expect(ofOwner.scheduledPayDate).toBe(bankDayOnOrBefore(nextMonthEnd));
    const held = closed.items.find((p) => p.host.id === unbankedId)!;
    expect(held).toMatchObject({ status: 'Held', bankAccountLabel: null });
    expect(held.heldReason).toContain('振込先口座が登録されていない');
    expect(closed.totals.held).toEqual({ count: 1, amount: held.amount });
    // The host's open balance moved to payouts in transit; the books still sum to zero.
    expect(await balance('host_payable', ownerId)).toBe(0);
    expect(await balance('payouts_in_transit')).toBe(-closed.totals.amount);
    expect(await balance('bank')).toBe(0);
    const all = await app.db.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
    expect(all.rows[0]!.total).toBe(0);
  });

  it('a second close is 409 and changes nothing', async () => {
    const before = await app.db.execute(sql`select count(*)::int as n from ledger_journals`);
    const again = await injectAs(operator, c.operatorClosePayoutMonth, { period });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'PAYOUT_PERIOD_CLOSED']);
    expect(await servicesOf(app, () => clock).payouts.closePeriod(period, null)).toBeNull();
    expect((await app.db.execute(sql`select count(*)::int as n from ledger_journals`)).rows).toEqual(before.rows);
    expect((await month()).totals.count).toBe(2);
  });
});

describe('the host’s payouts and documents', () => {
  it('lists the host’s own payout and reads its statement and fee invoice back', async () => {
    const mine = await hostPayouts(owner);
    expect(mine.items).toHaveLength(1);
    const payout = mine.items[0]!;
    expect(payout).toMatchObject({ period, status: 'Scheduled', bankAccountLabel: expect.stringContaining('****567') });
    const statement = ok<c.DownloadedDocument>(await injectAs(owner, c.downloadPayoutStatement, { payoutId: payout.id }), 'statement');
    expect(statement.contentType).toBe('application/pdf');
    const text = squeeze((await readPdf(Buffer.from(statement.contentBase64, 'base64'))).text);
    expect(text).toContain('支払通知書');
    expect(text).toContain(squeeze(payout.statementNumber));
    expect(text).toContain(yen(payout.amount));
    expect(text).toContain(yen(carSplit(2).marketplaceFee));
    const invoice = ok<c.DownloadedDocument>(await injectAs(owner, c.downloadPayoutFeeInvoice, { payoutId: payout.id }), 'invoice');
    const invoiceText = squeeze((await readPdf(Buffer.from(invoice.contentBase64, 'base64'))).text);
    expect(invoiceText).toContain('T7000012050002');
    expect(invoiceText).toContain(yen(payout.fee));
  });

  it('another host’s payout is 404 and shows nothing; a guest is refused', async () => {
    const theirs = (await hostPayouts(unbanked)).items[0]!;
    for (const endpoint of [c.downloadPayoutStatement, c.downloadPayoutFeeInvoice]) {
      const response = await injectAs(owner, endpoint, { payoutId: theirs.id });
      expect([response.statusCode, errorOf(response).code]).toEqual([404, 'PAYOUT_NOT_FOUND']);
      expect(response.body).not.toContain(theirs.statementNumber);
      const byGuest = await injectAs(guest, endpoint, { payoutId: theirs.id });
      expect(byGuest.statusCode).toBe(403);
    }
    expect((await injectAs(guest, c.listHostPayouts, {})).statusCode).toBe(403);
    for (const [endpoint, body] of [
      [c.operatorListPayouts, { period }],
      [c.operatorClosePayoutMonth, { period }],
      [c.operatorDownloadZenginFile, { period }],
      [c.operatorMarkPayoutsSent, { period }],
    ] as const) {
      expect((await injectAs(owner, endpoint as c.Endpoint, body as never)).statusCode).toBe(403);
    }
  });
});

describe('the transfer file and sending', () => {
  it('the Zengin file holds the scheduled bank payouts; parsed back, its totals match them', async () => {
    const before = await month();
    const scheduled = before.items.filter((p) => p.status === 'Scheduled');
    const file = ok<c.DownloadedDocument>(await injectAs(operator, c.operatorDownloadZenginFile, { period }), 'zengin');
    const parsed = parseZenginTransferFile(Buffer.from(file.contentBase64, 'base64'));
    expect(parsed.header).toMatchObject({ kindCode: '21', requesterCode: '1234567890', bankCode: '0001' });
    expect(parsed.trailer).toEqual({ count: scheduled.length, total: scheduled.reduce((s, p) => s + p.amount, 0) });
    expect(parsed.records.map((r) => [r.bankCode, r.branchCode, r.accountNumber, r.amount])).toEqual(
      scheduled.map((p) => ['0005', '001', '1234567', p.amount]),
    );
    // A held payout is not in a file: choosing it is refused.
    const held = before.items.find((p) => p.status === 'Held')!;
    const refused = await injectAs(operator, c.operatorDownloadZenginFile, { period, payoutIds: [held.id] });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'PAYOUT_STATUS_CONFLICT']);
  });

  it('an unclosed month has no file and nothing to send', async () => {
    const next = shiftPeriod(period, 1);
    for (const endpoint of [c.operatorDownloadZenginFile, c.operatorMarkPayoutsSent]) {
      const response = await injectAs(operator, endpoint as typeof c.operatorMarkPayoutsSent, { period: next });
      expect([response.statusCode, errorOf(response).code]).toEqual([422, 'PAYOUT_PERIOD_NOT_CLOSED']);
    }
  });

  it('staff cannot mark their own payout sent', async () => {
    const mine = (await hostPayouts(owner)).items[0]!;
    await grantRoles(owner, { operator: true });
    try {
      const response = await injectAs(owner, c.operatorMarkPayoutsSent, { period, payoutIds: [mine.id] });
      expect([response.statusCode, errorOf(response).code]).toEqual([403, 'OPERATOR_OWN_ACCOUNT']);
    } finally {
      await grantRoles(owner, { operator: false });
    }
    expect((await hostPayouts(owner)).items[0]!.status).toBe('Scheduled');
  });

  it('mark sent: the payouts of the file become Sent, booked to the bank, the host is told; a second time is refused', async () => {
    const sent = ok<c.PayoutMonth>(await injectAs(operator, c.operatorMarkPayoutsSent, { period }), 'mark sent');
    const ownerId = await userIdOf(owner);
    const ofOwner = sent.items.find((p) => p.host.id === ownerId)!;
    expect(ofOwner).toMatchObject({ status: 'Sent', sentAt: clock.toISOString() });
    expect(sent.totals.sent).toEqual({ count: 1, amount: ofOwner.amount });
    expect(await balance('bank')).toBe(-ofOwner.amount);
    expect(await balance('payouts_in_transit')).toBe(-sent.totals.held.amount);
    const notices = ok<{ items: { title: string; body: string }[] }>(await injectAs(owner, c.showNotifications, {}), 'notices');
    expect(notices.items.some((n) => n.title === '売上のお支払いを送金しました' && n.body.includes(yen(ofOwner.amount)))).toBe(true);
    const again = await injectAs(operator, c.operatorMarkPayoutsSent, { period });
    expect([again.statusCode, errorOf(again).code]).toEqual([422, 'PAYOUT_NOTHING_TO_TRANSFER']);
    const audit = await app.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where action like 'payout.%' order by at`,
    );
    const acts = ['payout.exportZengin', 'payout.markSent', ...(closedByStaff ? ['payout.close'] : [])];
    expect(new Set(audit.rows.map((r) => r.action))).toEqual(new Set(acts));
  });

  it('a held payout is scheduled once its host registers an account with Zengin codes', async () => {
    ok(await injectAs(unbanked, c.updateUserBankAccount, { ...bankForm, holderName: 'コウザ ナシ' }), 'bank account');
    expect(await servicesOf(app, () => clock).payouts.releaseHeld()).toBe(1);
    expect((await hostPayouts(unbanked)).items[0]).toMatchObject({ status: 'Scheduled', heldReason: null });
    // Nothing was paid out that was not captured: captured = refunds + fee + insurance + open host payable + paid out.
    const captured = await balance('processor_clearing');
    const out = -(await balance('bank')) - (await balance('payouts_in_transit'));
    const fee = -(await balance('marketplace_fee'));
    const insurance = -(await balance('insurance_payable'));
    const open = -(await balance('host_payable'));
    expect(captured).toBe(out + fee + insurance + open);
  });
});
