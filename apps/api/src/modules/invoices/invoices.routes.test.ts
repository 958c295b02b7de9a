import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { japaneseDate, yen } from '../documents/format.js';
import { readPdf, squeeze } from '../documents/read-pdf.js';
import {
  buildReservesTestApp,
  carRequest,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  reservableSpot,
  servicesOf,
  spotRequest,
} from '../reserves/reserves-fixtures.js';
import { invoiceDueDate } from './invoice-terms.js';

/**
 * 請求書払い end to end through the API (ADR 0040): only a corporate account may reserve by invoice; the
 * host's approval issues the invoice (PDF for the guest only), staff reconcile it once with the exact amount,
 * the ledger agrees at every step, a guest's cancellation leaves the fee owed, an overdue invoice is reminded once.
 */

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;
let spot: { spotId: string; planId: string };

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('請求 ホスト');
  operator = await createOperator();
  spot = await reservableSpot(host, operator, { capacityPerDay: 20 });
});
afterAll(() => app.close());

async function corporateGuest(name: string, company = '株式会社みちのくトラベル'): Promise<TestUser> {
  const user = await createRegisteredUser(name);
  ok(
    await injectAs(user, c.updateCurrentUser, {
      name,
      account: { kind: 'Corporate', companyName: company, department: '総務部', billingContactName: '佐藤 一郎' },
    }),
    'update-current-user',
  );
  return user;
}

/** A one-night stay `daysAhead` days from today, paid by invoice. */
function invoiceStay(daysAhead: number) {
  const { paymentToken: _card, ...request } = spotRequest(spot.spotId, spot.planId, japanDay(daysAhead), japanDay(daysAhead + 1), 1);
  return { ...request, paymentMethod: 'Invoice' as const };
}

async function approvedInvoice(guest: TestUser, daysAhead = 20) {
  const request = ok(await injectAs(guest, c.createSpotReserve, invoiceStay(daysAhead)), 'create-spot-reserve');
  expect(request.payment).toBeNull();
  const approved = ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  return approved;
}

async function accounts(reserveId: string): Promise<Record<string, number>> {
  const rows = await app.db.execute<{ account: string; total: number }>(
    sql`select account, sum(amount)::int as total from ledger_entries where reserve_id = ${reserveId} group by account`,
  );
  return Object.fromEntries(rows.rows.filter((row) => row.total !== 0).map((row) => [row.account, row.total]));
}

async function ledgerSum(): Promise<number> {
  const rows = await app.db.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
  return rows.rows[0]!.total;
}

async function noticesOf(user: TestUser, title: string): Promise<number> {
  const rows = await app.db.execute<{ n: number }>(sql`
    select count(*)::int as n from notifications n join users u on u.id = n.user_id
    where u.firebase_uid = ${user.uid} and n.title = ${title}`);
  return rows.rows[0]!.n;
}

const listInvoices = async (status?: c.InvoiceStatus) =>
  ok<c.Output<typeof c.operatorSearchInvoices>>(
    await injectAs(operator, c.operatorSearchInvoices, { ...(status ? { status } : {}), limit: 50 }),
    'search-invoices',
  );

const pdfOf = async (user: TestUser, reserveId: string) => {
  const file = ok<c.PdfFile>(await injectAs(user, c.downloadReserveInvoice, { reserveId }), 'download-reserve-invoice');
  expect(file).toMatchObject({ contentType: 'application/pdf', fileName: expect.stringMatching(/^請求書_INV-\d{6}-\d{6,}\.pdf$/) });
  return squeeze((await readPdf(Buffer.from(file.base64, 'base64'))).text);
};

describe('who may pay by invoice', () => {
  it('refuses an individual account with the envelope, and creates nothing (spot and car)', async () => {
    const individual = await licensedGuest(operator, '個人 花子');
    const before = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from reserves`);
    const spotAnswer = await injectAs(individual, c.createSpotReserve, invoiceStay(20));
    expect([spotAnswer.statusCode, errorOf(spotAnswer).code]).toEqual([422, 'INVOICE_NOT_ALLOWED']);
    expect(errorOf(spotAnswer).message).toBe('請求書払いは法人アカウントのみご利用いただけます。カードでお支払いください。');
    expect(errorOf(spotAnswer).details).toEqual([{ path: 'paymentMethod', message: errorOf(spotAnswer).message }]);
    const carId = await reservableCar(host, operator);
    const { paymentToken: _card, ...car } = carRequest(carId, japanDay(20), japanDay(21));
    const carAnswer = await injectAs(individual, c.createCarReserve, { ...car, paymentMethod: 'Invoice' });
    expect([carAnswer.statusCode, errorOf(carAnswer).code]).toEqual([422, 'INVOICE_NOT_ALLOWED']);
    const after = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from reserves`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('an invoice reservation', () => {
  it('is approved without a card, Invoiced, its PDF carries the amount, due date and bank account, and the guest is told', async () => {
    const guest = await corporateGuest('法人 担当一');
    const approved = await approvedInvoice(guest);
    expect(approved.payment).toMatchObject({ method: 'Invoice', status: 'Invoiced', amount: 4500 });
    expect(await accounts(approved.id)).toEqual({ invoice_receivable: 4500, guest_prepayments: -4500 });
    expect(await ledgerSum()).toBe(0);

    const text = await pdfOf(guest, approved.id);
    const due = invoiceDueDate(japanDay(0), japanDay(20));
    expect(text).toContain(squeeze(`ご請求金額 ${yen(4500)}`));
    expect(text).toContain(squeeze(`お支払期限 ${japaneseDate(due)}`));
    expect(text).toContain('みずほ銀行');
    expect(text).toContain('1234567');
    expect(text).toContain('株式会社みちのくトラベル御中');
    expect(text).toContain(approved.id.slice(0, 8).toUpperCase());
    expect(await noticesOf(guest, '請求書を発行しました')).toBe(1);
    const listed = (await listInvoices('Open')).items.find((item) => item.reserveId === approved.id);
    expect(listed).toMatchObject({ status: 'Open', amount: 4500, dueDate: due, companyName: '株式会社みちのくトラベル', paid: null });
  });

  it('is the guest’s only: the host is refused, another user and an unapproved request find nothing', async () => {
    const guest = await corporateGuest('法人 担当二');
    const approved = await approvedInvoice(guest);
    const other = await corporateGuest('法人 別人');
    const byOther = await injectAs(other, c.downloadReserveInvoice, { reserveId: approved.id });
    expect([byOther.statusCode, errorOf(byOther).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
    expect(byOther.body).not.toContain('INV-');
    const byHost = await injectAs(host, c.downloadReserveInvoice, { reserveId: approved.id });
    expect([byHost.statusCode, errorOf(byHost).code]).toEqual([403, 'RESERVE_ACTION_FORBIDDEN']);
    const waiting = ok(await injectAs(guest, c.createSpotReserve, invoiceStay(21)), 'create');
    const early = await injectAs(guest, c.downloadReserveInvoice, { reserveId: waiting.id });
    expect([early.statusCode, errorOf(early).code]).toEqual([404, 'INVOICE_NOT_FOUND']);
  });
});

describe('staff reconcile an invoice', () => {
  it('marks it paid once: InvoicePaid, the receivable moved to the bank, the audit row; a second mark changes nothing', async () => {
    const guest = await corporateGuest('法人 担当三');
    const approved = await approvedInvoice(guest);
    const mark = { reserveId: approved.id, amount: 4500, paidOn: japanDay(0), reference: 'ミチノクトラベル 振込 0012' };
    const paid = ok<c.StaffInvoice>(await injectAs(operator, c.operatorMarkInvoicePaid, mark), 'mark-invoice-paid');
    expect(paid).toMatchObject({ status: 'Paid', paid: { amount: 4500, paidOn: japanDay(0), reference: mark.reference } });
    const shown = ok(await injectAs(guest, c.showReserve, { reserveId: approved.id }), 'show-reserve');
    expect(shown.payment).toMatchObject({ status: 'InvoicePaid' });
    expect(await accounts(approved.id)).toEqual({ bank: 4500, guest_prepayments: -4500 });
    expect(await ledgerSum()).toBe(0);
    const audit = await app.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where target_id = ${approved.id} and action = 'reserve.invoicePaid'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(await noticesOf(guest, 'お振込を確認しました')).toBe(1);

    const again = await injectAs(operator, c.operatorMarkInvoicePaid, mark);
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'INVOICE_ALREADY_PAID']);
    const other = await createOperator();
    const byAnother = await injectAs(other, c.operatorMarkInvoicePaid, { ...mark, reference: '二重' });
    expect([byAnother.statusCode, errorOf(byAnother).code]).toEqual([409, 'INVOICE_ALREADY_PAID']);
    expect(await accounts(approved.id)).toEqual({ bank: 4500, guest_prepayments: -4500 });
    expect((await listInvoices('Paid')).items.map((item) => item.reserveId)).toContain(approved.id);
  });

  it('refuses a wrong amount, a future day, a non-staff caller and the operator’s own invoice, changing nothing', async () => {
    const guest = await corporateGuest('法人 担当四');
    const approved = await approvedInvoice(guest);
    const mark = { reserveId: approved.id, amount: 4500, paidOn: japanDay(0), reference: '照合 1' };
    const wrong = await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, amount: 4000 });
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([422, 'INVOICE_AMOUNT_MISMATCH']);
    expect(errorOf(wrong).details).toEqual([{ path: 'amount', message: '請求金額は4,500円です。入金額が一致しません。' }]);
    const future = await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, paidOn: japanDay(3) });
    expect([future.statusCode, errorOf(future).code]).toEqual([400, 'VALIDATION_FAILED']);
    const blank = await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, reference: '  ' });
    expect([blank.statusCode, errorOf(blank).code]).toEqual([400, 'VALIDATION_FAILED']);
    for (const caller of [guest, host]) {
      const refused = await injectAs(caller, c.operatorMarkInvoicePaid, mark);
      expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
      const list = await injectAs(caller, c.operatorSearchInvoices, {});
      expect([list.statusCode, errorOf(list).code]).toEqual([403, 'FORBIDDEN']);
    }
    const unknown = await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, reserveId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'INVOICE_NOT_FOUND']);
    expect(await accounts(approved.id)).toEqual({ invoice_receivable: 4500, guest_prepayments: -4500 });
    expect((await injectAs(guest, c.showReserve, { reserveId: approved.id })).json().payment.status).toBe('Invoiced');

    // Staff who are themselves the corporate guest cannot reconcile their own invoice.
    const staffGuest = await createOperator();
    ok(
      await injectAs(staffGuest, c.updateCurrentUser, {
        name: '兼務 法人担当',
        account: { kind: 'Corporate', companyName: '株式会社内輪' },
      }),
      'update-current-user',
    );
    const own = await approvedInvoice(staffGuest);
    const self = await injectAs(staffGuest, c.operatorMarkInvoicePaid, { ...mark, reserveId: own.id });
    expect([self.statusCode, errorOf(self).code]).toEqual([403, 'OPERATOR_OWN_ACCOUNT']);
    expect(await accounts(own.id)).toEqual({ invoice_receivable: 4500, guest_prepayments: -4500 });
  });
});

describe('a guest’s cancellation of an invoiced reservation', () => {
  it('leaves the cancellation fee owed: the invoice, its PDF and the ledger agree, and only the fee can be reconciled', async () => {
    const guest = await corporateGuest('法人 担当五');
    // Five days before the start: the 30 % tier.
    const approved = await approvedInvoice(guest, 5);
    const canceled = ok(await injectAs(guest, c.cancelReserve, { reserveId: approved.id }), 'cancel');
    expect(canceled.payment).toMatchObject({ status: 'Invoiced', amount: 1350 });
    expect(await accounts(approved.id)).toEqual({ invoice_receivable: 1350, host_payable: -1080, marketplace_fee: -270 });
    const listed = (await listInvoices()).items.find((item) => item.reserveId === approved.id);
    expect(listed).toMatchObject({ status: 'Open', originalAmount: 4500, amount: 1350 });
    const text = await pdfOf(guest, approved.id);
    expect(text).toContain(squeeze(`ご請求金額 ${yen(1350)}`));
    expect(text).toContain('キャンセル料');
    expect(await noticesOf(guest, '請求金額を変更しました')).toBe(1);

    const mark = { reserveId: approved.id, paidOn: japanDay(0), reference: 'キャンセル料 振込' };
    const whole = await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, amount: 4500 });
    expect([whole.statusCode, errorOf(whole).code]).toEqual([422, 'INVOICE_AMOUNT_MISMATCH']);
    ok(await injectAs(operator, c.operatorMarkInvoicePaid, { ...mark, amount: 1350 }), 'mark the fee paid');
    expect(await accounts(approved.id)).toEqual({ bank: 1350, host_payable: -1080, marketplace_fee: -270 });
    expect(await ledgerSum()).toBe(0);
  });

  it('by the host owes nothing: the invoice is cancelled and cannot be marked paid', async () => {
    const guest = await corporateGuest('法人 担当六');
    const approved = await approvedInvoice(guest, 5);
    ok(await injectAs(host, c.cancelReserve, { reserveId: approved.id, reason: '設備の故障' }), 'host cancel');
    expect((await listInvoices('Canceled')).items.map((item) => item.reserveId)).toContain(approved.id);
    const refused = await injectAs(operator, c.operatorMarkInvoicePaid, {
      reserveId: approved.id,
      amount: 4500,
      paidOn: japanDay(0),
      reference: 'x',
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'INVOICE_NOT_PAYABLE']);
    expect(await accounts(approved.id)).toEqual({});
  });
});

describe('an overdue invoice', () => {
  it('is listed as overdue and its guest reminded once, however often (and by however many replicas) the sweep runs', async () => {
    const guest = await corporateGuest('法人 担当七');
    const approved = await approvedInvoice(guest, 5);
    const later = new Date(Date.now() + 10 * 86_400_000);
    const replicas = [servicesOf(app, () => later), servicesOf(app, () => later)];
    const [first, second] = await Promise.all(replicas.map((services) => services.invoices.sweepOverdue()));
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    await replicas[0]!.invoices.sweepOverdue();
    expect(await noticesOf(guest, 'お支払期限を過ぎています')).toBe(1);
    const overdue = await replicas[0]!.invoices.search({ status: 'Overdue', limit: 50, offset: 0 });
    expect(overdue.items.find((item) => item.reserveId === approved.id)).toMatchObject({
      status: 'Overdue',
      remindedAt: expect.any(String),
    });
    // Today the same invoice is still open (its due day is ahead).
    expect((await listInvoices('Overdue')).items.map((item) => item.reserveId)).not.toContain(approved.id);
  });
});
