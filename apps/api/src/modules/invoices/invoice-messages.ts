import type { PaymentInvoiceRow } from '../../db/schema/index.js';
import { japaneseDate, yen } from '../documents/format.js';
import type { NotificationMessage } from '../notifications/notifier.js';

/** The guest's notices (and mails) of an invoice (ADR 0040), linking to the reservation, whose page offers the PDF. */
function message(invoice: PaymentInvoiceRow, title: string, body: string): NotificationMessage {
  return { kind: 'Reservation', title, body, link: `/reserves/${invoice.reserveId}` };
}

export const invoiceMessages = {
  issued: (invoice: PaymentInvoiceRow, listingTitle: string) =>
    message(
      invoice,
      '請求書を発行しました',
      `「${listingTitle}」のご予約の請求書（${invoice.invoiceNumber}）を発行しました。ご請求金額は${yen(invoice.amount)}、お支払期限は${japaneseDate(invoice.dueDate)}です。請求書（PDF）とお振込先は予約の詳細ページからダウンロードできます。`,
    ),
  lowered: (invoice: PaymentInvoiceRow) =>
    message(
      invoice,
      invoice.amount === 0 ? '請求書を取り消しました' : '請求金額を変更しました',
      invoice.amount === 0
        ? `ご予約のキャンセルにより、請求書（${invoice.invoiceNumber}）のご請求はなくなりました。お振込は不要です。`
        : `ご予約のキャンセルにより、請求書（${invoice.invoiceNumber}）のご請求金額はキャンセル料の${yen(invoice.amount)}になりました。お支払期限（${japaneseDate(invoice.dueDate)}）までにお振込ください。`,
    ),
  overdue: (invoice: PaymentInvoiceRow) =>
    message(
      invoice,
      'お支払期限を過ぎています',
      `請求書（${invoice.invoiceNumber}、${yen(invoice.amount)}）のお支払期限（${japaneseDate(invoice.dueDate)}）を過ぎましたが、まだ入金を確認できていません。お振込がお済みでない場合はお早めにお手続きください。行き違いでお振込済みの場合はご容赦ください。`,
    ),
  paid: (invoice: PaymentInvoiceRow) =>
    message(
      invoice,
      'お振込を確認しました',
      `請求書（${invoice.invoiceNumber}）のお振込（${yen(invoice.paidAmount ?? invoice.amount)}）を確認しました。ありがとうございました。`,
    ),
};
