import { summarizeConsumptionTax, type PriceLine } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import type { ReserveReceiptRow } from '../../db/schema/index.js';
import { finallyPaid, receiptAvailable } from './receipt-amounts.js';
import { receiptModelOf, type ReceiptFacts } from './receipt-model.js';

const lines: PriceLine[] = [
  { kind: 'Base', name: '基本料金', unitPrice: 12800, priceUnit: 'PerDay', quantity: 1, days: 2, amount: 25600 },
  { kind: 'Option', name: 'チャイルドシート', unitPrice: 500, priceUnit: 'PerDay', quantity: 2, days: 2, amount: 2000 },
  { kind: 'CleaningFee', name: '清掃料金', unitPrice: 3000, priceUnit: 'Oneshot', quantity: 1, days: 1, amount: 3000 },
];
const receipt: ReserveReceiptRow = {
  reserveId: 'f90721a5-0000-4000-8000-000000000000',
  receiptNumber: 'R-202612-000001',
  issuedAt: new Date('2026-12-01T15:30:00Z'),
  transactionDate: '2026-12-01',
  addresseeName: '領収 花子',
  addresseeHonorific: '様',
  issuerName: '株式会社北海道キャンピングレンタル',
  issuerRegistrationNumber: 'T1180301018771',
  addresseeChangedAt: null,
  printCount: 0,
  lastPrintedAt: null,
};
const payment = {
  status: 'Captured' as const,
  method: 'CreditCard' as const,
  amount: 30600,
  amountCaptured: 30600,
  amountRefunded: 0,
  refundPending: 0,
  cardBrand: 'visa',
  cardLast4: '4242',
};
const facts = (overrides: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  reserve: { id: receipt.reserveId, carId: 'car', startDate: '2026-12-22', endDate: '2026-12-23', priceLines: lines, total: 30600 },
  payment,
  receipt,
  listingTitle: 'ハイエース',
  reissueDate: null,
  ...overrides,
});

describe('the receipt model', () => {
  it('itemises the trip at 10 %, issued on its Japan day, by the host recorded at issue', () => {
    const model = receiptModelOf(facts());
    expect(model.items.map((item) => [item.label, item.detail, item.amount, item.taxRate])).toEqual([
      ['基本料金', '¥12,800 × 2日', 25600, 10],
      ['オプション: チャイルドシート', '¥500 × 2 × 2日', 2000, 10],
      ['清掃料金', undefined, 3000, 10],
    ]);
    // 00:30 on 2 December in Japan.
    expect(model.issueDate).toBe('2026-12-02');
    expect(model.issuer).toEqual({ name: '株式会社北海道キャンピングレンタル', registrationNumber: 'T1180301018771' });
    expect(model.reservation.code).toBe('F90721A5');
    expect(model.paymentMethod).toBe('クレジットカード（VISA ****4242）');
    expect(model.reissueDate).toBeUndefined();
    expect(model.notes).toEqual([]);
  });

  it('after a partial refund is the cancellation fee alone, taxed once on it, with the refund noted', () => {
    const refunded = { ...payment, status: 'PartiallyRefunded' as const, amountRefunded: 21420 };
    const model = receiptModelOf(facts({ payment: refunded }));
    expect(model.items).toHaveLength(1);
    expect(model.items[0]).toMatchObject({ label: 'キャンセル料', amount: 9180, taxRate: 10 });
    expect(summarizeConsumptionTax(model.items).tax).toBe(Math.floor((9180 * 10) / 110));
    expect(model.purpose).toBe('キャンセル料として');
    expect(model.notes?.[0]).toBe('ご予約のキャンセルにより ¥21,420 を返金しました。');
  });

  it('counts a refund still pending as gone, and marks a reissue', () => {
    const pending = { ...payment, refundPending: 21420 };
    expect(finallyPaid(pending)).toBe(9180);
    const model = receiptModelOf(facts({ payment: pending, reissueDate: '2026-12-05' }));
    expect(model.notes?.[0]).toContain('（返金手続き中を含む）');
    expect(model.notes).toContain('本書は再発行したものです。');
    expect(model.reissueDate).toBe('2026-12-05');
  });

  it('has no registration number for an unregistered host, and says a transfer for an invoice', () => {
    const model = receiptModelOf(
      facts({
        receipt: { ...receipt, issuerRegistrationNumber: null, issuerName: '貸出 一郎' },
        payment: { ...payment, method: 'Invoice', status: 'InvoicePaid', amountCaptured: 0, cardBrand: null, cardLast4: null },
      }),
    );
    expect(model.issuer).toEqual({ name: '貸出 一郎' });
    expect(model.paymentMethod).toBe('銀行振込（請求書払い）');
  });
});

describe('when a receipt exists', () => {
  it('only for money received and kept', () => {
    expect(receiptAvailable(null)).toBe(false);
    expect(receiptAvailable({ ...payment, status: 'Authorized', amountCaptured: 0 })).toBe(false);
    expect(receiptAvailable({ ...payment, status: 'Invoiced', method: 'Invoice' })).toBe(false);
    expect(receiptAvailable({ ...payment, status: 'Refunded', amountRefunded: 30600 })).toBe(false);
    expect(receiptAvailable(payment)).toBe(true);
    expect(receiptAvailable({ ...payment, status: 'InvoicePaid', method: 'Invoice', amountCaptured: 0 })).toBe(true);
  });
});
