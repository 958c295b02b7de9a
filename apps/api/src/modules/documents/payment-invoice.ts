import { summarizeConsumptionTax } from '@kurumatabi/contract';
import { isQualifiedIssuer, issuerLines, itemsWithTotals } from './blocks.js';
import { bankAccountLines, japaneseDate, japaneseDateRange, yen } from './format.js';
import { DocumentWriter } from './layout.js';
import type { PaymentInvoiceModel } from './models.js';

/** Printed on every invoice to pay: who bears the transfer fee, and how the transfer is matched to the invoice. */
export const transferNotes = [
  '振込手数料は貴社にてご負担くださいますようお願いいたします。',
  'お振込の際は、ご依頼人名の前に請求書番号をご入力ください。入金の確認が早くなります。',
] as const;

/**
 * 請求書 to a corporate guest paying by transfer (請求書払い): the amount, the due date, the items with the tax per
 * rate (a qualified invoice when the issuer is registered, as the marketplace is) and the account to transfer to.
 */
export async function renderPaymentInvoice(model: PaymentInvoiceModel): Promise<Buffer> {
  const qualified = isQualifiedIssuer(model.issuer);
  const total = summarizeConsumptionTax(model.items).totalInclTax;
  const writer = new DocumentWriter({
    title: qualified ? '請求書（適格請求書）' : '請求書',
    documentNumber: model.invoiceNumber,
    issueDate: model.issueDate,
    author: model.issuer.name,
    subject: `${model.reservation.listingTitle} ${model.reservation.code}`,
  });
  writer.title();
  writer.parties({
    addressee: model.addressee,
    facts: [
      ['請求書番号', model.invoiceNumber],
      ['発行日', japaneseDate(model.issueDate)],
      ['お支払期限', japaneseDate(model.dueDate)],
    ],
    issuer: issuerLines(model.issuer),
  });
  writer.paragraph('下記のとおりご請求申し上げます。');
  writer.gap(4);
  writer.amountBand('ご請求金額', yen(total), '（税込）');
  writer.facts([
    ['お支払期限', japaneseDate(model.dueDate)],
    ['取引年月日', japaneseDate(model.transactionDate)],
    ['予約番号', model.reservation.code],
    ['ご利用', model.reservation.listingTitle],
    ['ご利用期間', japaneseDateRange(model.reservation.startDate, model.reservation.endDate)],
  ]);

  writer.heading('明細');
  itemsWithTotals(writer, model.items, qualified, 'ご請求金額（税込）');

  writer.heading('お振込先');
  writer.facts(bankAccountLines(model.bankAccount));
  writer.notes('備考', [...transferNotes, ...(model.notes ?? [])]);
  return await writer.finish();
}
