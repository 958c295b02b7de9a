import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankForm, uploadPrivate } from '../../../test/accounts-fixtures.js';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { readPdf, squeeze } from '../documents/read-pdf.js';
import { createLedgerRepository } from '../payments/ledger.repository.js';
import {
  buildReservesTestApp,
  carRequest,
  carSplit,
  carTotal,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
} from '../reserves/reserves-fixtures.js';
import { periodAt, shiftPeriod } from './payout-calendar.js';

/**
 * Money that arrives after its month closed (ADR 0039): a corporate invoice paid after the close is in the next
 * month's payout, exactly once; a negative adjustment lowers the next payout, or carries over when it is larger; a
 * later close takes nothing twice; the books sum to zero and nothing is paid out that was not received.
 */

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let app: FastifyInstance;
let clock = new Date();
let owner: TestUser;
let ownerId: string;
let operator: TestUser;
let guest: TestUser;
let cardTrip: string;
let invoiceTrip: string;
const period = periodAt(new Date());
const share = carSplit(2).hostShare;
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;
/** The clock on the 3rd of the month `months` after the trips' month, when that month's predecessor can be closed. */
const thirdOf = (months: number) => new Date(Date.parse(`${shiftPeriod(period, months)}-03T00:00:00+09:00`));

async function returnedTrip(extra: Partial<c.Input<typeof c.createCarReserve>> = {}): Promise<string> {
  const carId = await reservableCar(owner, operator);
  const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(0), japanDay(1), extra)), 'create');
  ok(await injectAs(owner, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  const photo = await uploadPrivate(owner);
  const handover = { reserveId: request.id, odometerKm: 1000, fuelLevel: 'Full' as const, photoIds: [photo], note: '' };
  ok(await injectAs(owner, c.reserveCarToRenting, handover), 'rent');
  ok(await injectAs(owner, c.reserveCarToReturned, { ...handover, odometerKm: 1100, photoIds: [] }), 'return');
  return request.id;
}

async function close(monthsAfter: number) {
  clock = thirdOf(monthsAfter + 1);
  const target = shiftPeriod(period, monthsAfter);
  ok(await injectAs(operator, c.operatorClosePayoutMonth, { period: target }), `close ${target}`);
  const payouts = await app.db.execute<{ id: string; amount: number; fee: number }>(
    sql`select id, amount, fee from payouts where period = ${target} and host_user_id = ${ownerId}`,
  );
  return payouts.rows[0] ?? null;
}

async function balance(account: string, userId?: string): Promise<number> {
  const rows = await app.db.execute<{ total: number }>(
    sql`select coalesce(sum(amount), 0)::int as total from ledger_entries where account = ${account} ${userId ? sql`and user_id = ${userId}` : sql``}`,
  );
  return rows.rows[0]!.total;
}

/** A later adjustment of the host's share of a reservation (as a partial refund after the close would book). */
async function adjust(reserveId: string, key: string, amount: number, at: Date) {
  await createLedgerRepository(app.db).post({
    key,
    kind: 'adjustment',
    reserveId,
    memo: '調整',
    lines: [
      { account: 'host_payable', amount, userId: ownerId },
      { account: 'refunds_payable', amount: -amount },
    ],
    at,
  });
}

async function takenKeys(): Promise<{ journal_key: string; payout_id: string }[]> {
  return (await app.db.execute<{ journal_key: string; payout_id: string }>(sql`select journal_key, payout_id from payout_lines`)).rows;
}

async function booksBalance() {
  const all = await app.db.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
  expect(all.rows[0]!.total).toBe(0);
}

beforeAll(async () => {
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => clock, databaseUrl: database.url });
  operator = await createOperator();
  owner = await createHost('繰越 オーナー');
  guest = await licensedGuest(operator, '繰越 花子');
  // A corporate account: only it may pay by invoice (ADR 0040); it pays the first trip by card.
  ok(
    await injectAs(guest, c.updateCurrentUser, { name: '繰越 花子', account: { kind: 'Corporate', companyName: '株式会社繰越' } }),
    'corporate account',
  );
  ok(await injectAs(owner, c.updateUserBankAccount, bankForm), 'bank account');
  ownerId = (await app.db.execute<{ id: string }>(sql`select id from users where firebase_uid = ${owner.uid}`)).rows[0]!.id;
  cardTrip = await returnedTrip();
  invoiceTrip = await returnedTrip({ paymentMethod: 'Invoice', paymentToken: undefined });
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('money that arrives after its month closed', () => {
  it('the month’s close takes the card trip and leaves the unpaid invoice open', async () => {
    const payout = await close(0);
    expect(payout).toMatchObject({ amount: share });
    expect(await takenKeys()).toEqual([{ journal_key: `reserve:${cardTrip}:complete`, payout_id: payout!.id }]);
    // The invoice's share is still the host's open balance: nothing was paid that was not received.
    expect(await balance('host_payable', ownerId)).toBe(-share);
    await booksBalance();
  });

  it('an invoice paid after the close, less a later adjustment, is in the next month’s payout exactly once', async () => {
    // Staff record the bank transfer of the invoice on the 2nd of the next month, after its month was closed.
    const paidOn = `${shiftPeriod(period, 1)}-02`;
    const mark = { reserveId: invoiceTrip, amount: carTotal(2), paidOn, reference: '繰越 振込' };
    ok(await injectAs(operator, c.operatorMarkInvoicePaid, mark), 'mark the invoice paid');
    await adjust(cardTrip, `reserve:${cardTrip}:adjustment:1`, 500, new Date(Date.parse(`${shiftPeriod(period, 1)}-10T00:00:00+09:00`)));
    const payout = await close(1);
    expect(payout).toMatchObject({ amount: share - 500, fee: carSplit(2).marketplaceFee });
    const taken = (await takenKeys()).filter((row) => row.payout_id === payout!.id).map((row) => row.journal_key);
    expect(taken.sort()).toEqual([`reserve:${cardTrip}:adjustment:1`, `reserve:${invoiceTrip}:complete`].sort());
    expect(await balance('host_payable', ownerId)).toBe(0);
    await booksBalance();

    // The statement lists the carried trip with its trip date, and the adjustment.
    const mine = ok<c.Output<typeof c.listHostPayouts>>(await injectAs(owner, c.listHostPayouts, {}), 'list');
    const listed = mine.items.find((item) => item.id === payout!.id)!;
    const statement = ok<c.DownloadedDocument>(await injectAs(owner, c.downloadPayoutStatement, { payoutId: listed.id }), 'statement');
    const text = squeeze((await readPdf(Buffer.from(statement.contentBase64, 'base64'))).text);
    expect(text).toContain(yen(share - 500));
    expect(text).toContain(squeeze(japanDay(0).replaceAll('-', '/')));
    expect(text).toContain(invoiceTrip.slice(0, 8).toUpperCase());
  });

  it('a negative month carries over: no payout, the adjustment stays open for a later month', async () => {
    await adjust(cardTrip, `reserve:${cardTrip}:adjustment:2`, 700, new Date(Date.parse(`${shiftPeriod(period, 2)}-10T00:00:00+09:00`)));
    expect(await close(2)).toBeNull();
    expect((await takenKeys()).some((row) => row.journal_key.endsWith(':adjustment:2'))).toBe(false);
    expect(await balance('host_payable', ownerId)).toBe(700);
    await booksBalance();
  });

  it('a later close takes nothing twice, and nothing is paid out that was not received', async () => {
    const before = await takenKeys();
    expect(await close(3)).toBeNull();
    expect(await takenKeys()).toEqual(before);
    // Each journal in at most one payout (the primary key), and every payout is exactly the journals it took.
    const sums = await app.db.execute<{ amount: number; taken: number }>(sql`
      select po.amount, (select -coalesce(sum(e.amount), 0)::int from payout_lines pl join ledger_entries e on e.journal_key = pl.journal_key
        where pl.payout_id = po.id and e.account = 'host_payable') as taken
      from payouts po`);
    expect(sums.rows.length).toBe(2);
    for (const row of sums.rows) expect(row.taken).toBe(row.amount);
    const paidOut = sums.rows.reduce((sum, row) => sum + row.amount, 0);
    expect(paidOut).toBe(2 * share - 500);
    expect(-(await balance('payouts_in_transit'))).toBe(paidOut);
    await booksBalance();
  });
});
