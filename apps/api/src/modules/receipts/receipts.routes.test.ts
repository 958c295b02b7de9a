import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createRegisteredUser, injectAs, testEnv, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { readPdf, squeeze } from '../documents/read-pdf.js';
import { buildReservesTestApp, carRequest, carTotal, errorOf, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { signReceiptLink } from './receipt-link.js';

/** Guests' receipts through the API (ADR 0038): numbered once, a qualified invoice for a registered host, guest-only, signed links. */

let app: FastifyInstance;
let owner: TestUser;
let registeredOwner: TestUser;
let operator: TestUser;
let guest: TestUser;
let stranger: TestUser;
const secret = loadConfig(testEnv()).imageUrlSecret;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('領収書 オーナー');
  registeredOwner = await createHost('領収書 登録オーナー');
  ok(
    await injectAs(registeredOwner, c.updateInvoiceRegistration, {
      registration: { number: 'T1180301018771', registeredName: '株式会社北海道キャンピングレンタル' },
    }),
    'update-invoice-registration',
  );
  operator = await createOperator();
  guest = await licensedGuest(operator, '領収 花子');
  stranger = await createRegisteredUser('領収 他人');
});
afterAll(() => app.close());

/** A reservation of `host`'s car by the guest, approved (the card charged) unless told otherwise. */
async function paidReservation(host: TestUser, approve = true, from = 10): Promise<string> {
  const carId = await reservableCar(host, operator);
  const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(from), japanDay(from + 1))), 'create');
  if (approve) ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  return request.id;
}

async function download(reserveId: string, user = guest) {
  const link = ok<{ url: string; expiresAt: string }>(await injectAs(user, c.createReserveReceiptLink, { reserveId }), 'link');
  return app.inject({ method: 'GET', url: link.url });
}

describe('the receipt of a card payment', () => {
  it('is a PDF attachment for the guest, with its number, the 宛名 and the amount charged; a second download is a 再発行', async () => {
    const reserveId = await paidReservation(owner);
    const before = ok<c.ReserveReceiptView>(await injectAs(guest, c.showReserveReceipt, { reserveId }), 'show');
    expect(before).toMatchObject({
      available: true,
      receiptNumber: null,
      addressee: { name: '領収 花子', honorific: '様' },
      issued: false,
    });
    expect(before.amount).toBe(carTotal(2));

    const first = await download(reserveId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="receipt-R-\d{6}-\d{6}\.pdf"$/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = squeeze((await readPdf(first.rawPayload)).text);
    const after = ok<c.ReserveReceiptView>(await injectAs(guest, c.showReserveReceipt, { reserveId }), 'show');
    expect(after.receiptNumber).toMatch(/^R-\d{6}-\d{6}$/);
    expect(text).toContain(after.receiptNumber);
    expect(text).toContain('領収花子様');
    expect(text).toContain(`¥${carTotal(2).toLocaleString('en-US')}-`);
    expect(text).toContain('クレジットカード（VISA****4242）');
    // The host is not registered: a plain receipt.
    expect(text).not.toContain('適格請求書');
    expect(text).not.toContain('再発行');

    const second = await download(reserveId);
    const again = squeeze((await readPdf(second.rawPayload)).text);
    expect(again).toContain('【再発行】');
    expect(again).toContain(after.receiptNumber!);
    const numbers = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reserve_receipts where reserve_id = ${reserveId}`,
    );
    expect(numbers.rows[0]!.n).toBe(1);
  });

  it('is a qualified invoice when the host registered its number: 登録番号, the 10 % total and its tax rounded once', async () => {
    const reserveId = await paidReservation(registeredOwner);
    const response = await download(reserveId);
    expect(response.statusCode, response.body).toBe(200);
    const text = squeeze((await readPdf(response.rawPayload)).text);
    expect(text).toContain('領収書（適格請求書）');
    expect(text).toContain('T1180301018771');
    expect(text).toContain('株式会社北海道キャンピングレンタル');
    const tax = c.summarizeConsumptionTax([{ amount: carTotal(2), taxRate: 10 }]);
    expect(tax.tax).toBe(Math.floor((carTotal(2) * 10) / 110));
    expect(text).toContain(`¥${tax.tax.toLocaleString('en-US')}`);
    expect(text).toContain('10%');
  });

  it('after a partial refund is for what was finally paid: the cancellation fee, with the refund noted', async () => {
    const reserveId = await paidReservation(owner, true, 5);
    const canceled = ok(await injectAs(guest, c.cancelReserve, { reserveId }), 'cancel');
    expect(canceled.payment?.status).toBe('PartiallyRefunded');
    const view = ok<c.ReserveReceiptView>(await injectAs(guest, c.showReserveReceipt, { reserveId }), 'show');
    expect(view.amount).toBe(canceled.cancelFee);
    const text = squeeze((await readPdf((await download(reserveId)).rawPayload)).text);
    expect(text).toContain('キャンセル料');
    expect(text).toContain(`¥${canceled.cancelFee.toLocaleString('en-US')}-`);
    expect(text).toContain(`¥${(carTotal(2) - canceled.cancelFee).toLocaleString('en-US')}を返金しました`);
  });
});

describe('who gets a receipt', () => {
  it('is refused for an unpaid reservation (the hold is not a payment), in Japanese', async () => {
    const reserveId = await paidReservation(owner, false, 20);
    const response = await injectAs(guest, c.createReserveReceiptLink, { reserveId });
    expect([response.statusCode, errorOf(response).code]).toEqual([409, 'RECEIPT_NOT_AVAILABLE']);
    expect(errorOf(response).message).toContain('領収書は発行できません');
    expect(ok<c.ReserveReceiptView>(await injectAs(guest, c.showReserveReceipt, { reserveId }), 'show').available).toBe(false);
  });

  it('answers 404 to another user and 403 to the host, and issues nothing for them', async () => {
    const reserveId = await paidReservation(owner, true, 24);
    for (const endpoint of [c.showReserveReceipt, c.createReserveReceiptLink]) {
      const other = await injectAs(stranger, endpoint, { reserveId });
      expect([other.statusCode, errorOf(other).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
      const host = await injectAs(owner, endpoint, { reserveId });
      expect([host.statusCode, errorOf(host).code]).toEqual([403, 'RESERVE_ACTION_FORBIDDEN']);
    }
    const rename = await injectAs(stranger, c.updateReserveReceiptAddressee, { reserveId, name: '乗っ取り' });
    expect(rename.statusCode).toBe(404);
    const rows = await app.db.execute(sql`select 1 from reserve_receipts where reserve_id = ${reserveId}`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('the signed link', () => {
  it('refuses an expired, forged or another reservation’s signature', async () => {
    const reserveId = await paidReservation(owner, true, 28);
    const otherId = await paidReservation(owner, true, 32);
    const guestId = (await app.db.execute<{ id: string }>(sql`select guest_user_id as id from reserves where id = ${reserveId}`)).rows[0]!
      .id;
    const now = Math.floor(Date.now() / 1000);
    const expired = signReceiptLink(secret, reserveId, guestId, now - 1);
    const forged = signReceiptLink('not-the-secret', reserveId, guestId, now + 300);
    const good = signReceiptLink(secret, reserveId, guestId, now + 300);
    const elsewhere = good.replace(reserveId, otherId);
    const stretched = good.replace(`exp=${now + 300}`, `exp=${now + 3000}`);
    for (const url of [expired, forged, elsewhere, stretched, `/receipts/${reserveId}.pdf`]) {
      const response = await app.inject({ method: 'GET', url });
      expect([response.statusCode, JSON.parse(response.body).error.code], url).toEqual([403, 'RECEIPT_LINK_INVALID']);
    }
    expect((await app.inject({ method: 'GET', url: '/receipts/not-an-id.pdf' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: good })).statusCode).toBe(200);
  });
});

describe('the 宛名', () => {
  it('defaults to the guest, may be changed once, and the PDF shows the new one', async () => {
    const reserveId = await paidReservation(owner, true, 36);
    const changed = ok<c.ReserveReceiptView>(
      await injectAs(guest, c.updateReserveReceiptAddressee, { reserveId, name: '  株式会社くるま旅行  ' }),
      'rename',
    );
    expect(changed).toMatchObject({ addressee: { name: '株式会社くるま旅行', honorific: '様' }, addresseeChanged: true });
    const again = await injectAs(guest, c.updateReserveReceiptAddressee, { reserveId, name: '別の名前' });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'RECEIPT_ADDRESSEE_ALREADY_CHANGED']);
    expect(errorOf(again).message).toContain('宛名の変更は1回までです');
    const text = squeeze((await readPdf((await download(reserveId)).rawPayload)).text);
    expect(text).toContain('株式会社くるま旅行様');
  });

  it('refuses control characters, line breaks, empty and over-long names, and changes nothing', async () => {
    const reserveId = await paidReservation(owner, true, 40);
    for (const name of ['山田\n花子', '山田\u0000花子', '山田\u202e', '   ', 'あ'.repeat(61)]) {
      const response = await injectAs(guest, c.updateReserveReceiptAddressee, { reserveId, name });
      expect([response.statusCode, errorOf(response).code], JSON.stringify(name)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const view = ok<c.ReserveReceiptView>(await injectAs(guest, c.showReserveReceipt, { reserveId }), 'show');
    expect(view).toMatchObject({ addressee: { name: '領収 花子' }, addresseeChanged: false });
  });
});

describe('the payment history', () => {
  it('lists only the caller’s own payments, paged, with the refund and whether a receipt exists', async () => {
    const page = ok<{ items: c.PaymentHistoryItem[]; total: number }>(
      await injectAs(guest, c.listPaymentHistory, { limit: 2, offset: 0 }),
      'history',
    );
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(8);
    const all = ok<{ items: c.PaymentHistoryItem[] }>(await injectAs(guest, c.listPaymentHistory, { limit: 50 }), 'history');
    expect(all.items.some((item) => item.status === 'PartiallyRefunded' && item.amountRefunded > 0)).toBe(true);
    expect(all.items.some((item) => item.status === 'Authorized' && !item.receiptAvailable)).toBe(true);
    expect(all.items.filter((item) => item.status === 'Captured').every((item) => item.receiptAvailable)).toBe(true);
    const times = all.items.map((item) => item.paidAt);
    expect(all.items.every((item) => item.listingTitle.length > 0)).toBe(true);
    expect(times.length).toBe(page.total);
    const theirs = ok<{ items: unknown[]; total: number }>(await injectAs(stranger, c.listPaymentHistory, {}), 'history');
    expect(theirs).toMatchObject({ items: [], total: 0 });
  });
});
