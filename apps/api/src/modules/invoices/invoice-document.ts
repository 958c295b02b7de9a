import { PriceLineKind } from '@kurumatabi/contract';
import type { PaymentInvoiceRow, ReserveRow } from '../../db/schema/index.js';
import type { Config } from '../../config.js';
import { renderPaymentInvoice, type DocumentItem, type PaymentInvoiceModel } from '../documents/index.js';

/** 予約番号 as the web shows it: the first 8 characters of the id, in capitals. */
export function reserveCodeOf(reserveId: string): string {
  return reserveId.slice(0, 8).toUpperCase();
}

/**
 * What the invoice bills (ADR 0040): the reservation's price lines while the whole is owed; after a guest's
 * cancellation, the one line of the cancellation fee. Every line at the standard rate (the trip's services).
 */
function itemsOf(reserve: ReserveRow, invoice: PaymentInvoiceRow): DocumentItem[] {
  if (invoice.amount !== invoice.originalAmount) {
    return [
      {
        label: 'キャンセル料',
        detail: `ご予約のキャンセルによる（ご利用料金 ¥${invoice.originalAmount.toLocaleString('ja-JP')}）`,
        amount: invoice.amount,
        taxRate: 10,
      },
    ];
  }
  return reserve.priceLines.map((line) => ({
    label: line.kind === 'Base' || line.kind === 'Plan' ? line.name : `${PriceLineKind.labels[line.kind]}: ${line.name}`,
    detail: line.days > 1 ? `${line.days}${reserve.carId ? '日' : '泊'} × ¥${line.unitPrice.toLocaleString('ja-JP')}` : undefined,
    amount: line.amount,
    taxRate: 10,
  }));
}

export function invoiceModelOf(
  reserve: ReserveRow,
  invoice: PaymentInvoiceRow,
  listingTitle: string,
  invoicing: Config['invoicing'],
): PaymentInvoiceModel {
  const attention = [invoice.department, invoice.billingContactName ? `${invoice.billingContactName} 様` : null].filter(Boolean).join(' ');
  return {
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    transactionDate: invoice.issueDate,
    addressee: { name: invoice.companyName, honorific: '御中', ...(attention ? { attention } : {}) },
    reservation: {
      code: reserveCodeOf(reserve.id),
      listingTitle,
      startDate: reserve.startDate,
      endDate: reserve.endDate,
    },
    items: itemsOf(reserve, invoice),
    issuer: invoicing.issuer,
    bankAccount: invoicing.bankAccount,
  };
}

export async function renderInvoicePdf(...args: Parameters<typeof invoiceModelOf>): Promise<Buffer> {
  return renderPaymentInvoice(invoiceModelOf(...args));
}
