import { summarizeConsumptionTax } from '@kurumatabi/contract';
import { isQualifiedIssuer, issuerLines, itemsWithTotals } from './blocks.js';
import { japaneseDate, japaneseDateRange, yen, wideSpace } from './format.js';
import { DocumentWriter } from './layout.js';
import type { ReceiptModel } from './models.js';

/**
 * 領収書 for a paid reservation. With the issuer's registration number it is also a qualified invoice (適格請求書):
 * the heading says so and it carries every item the rules ask for — the issuer and its 登録番号, the transaction
 * date, the items with their rate, the total and the consumption tax per rate, and the addressee.
 */
export async function renderReceipt(model: ReceiptModel): Promise<Buffer> {
  const qualified = isQualifiedIssuer(model.issuer);
  const total = summarizeConsumptionTax(model.items).totalInclTax;
  const writer = new DocumentWriter({
    title: qualified ? '領収書（適格請求書）' : '領収書',
    documentNumber: model.receiptNumber,
    issueDate: model.issueDate,
    author: model.issuer.name,
    subject: `${model.reservation.listingTitle} ${model.reservation.code}`,
  });
  writer.title();
  // A reissue says so above everything else, so it is never taken for a second payment.
  if (model.reissueDate) writer.paragraph('【再発行】', 12);
  writer.parties({
    addressee: model.addressee,
    facts: [
      ['領収書番号', model.receiptNumber],
      ['発行日', japaneseDate(model.issueDate)],
      ['取引年月日', japaneseDate(model.transactionDate)],
      ...(model.reissueDate ? [['再発行日', japaneseDate(model.reissueDate)] as [string, string]] : []),
    ],
    issuer: issuerLines(model.issuer),
  });
  writer.amountBand('金額', `${yen(total)}-`, '（税込）');
  writer.paragraph(`但し${wideSpace}${model.purpose}`, 10.5);
  writer.paragraph('上記の金額を正に領収いたしました。');
  writer.gap(6);

  writer.heading('ご利用内容');
  const facts: [string, string][] = [
    ['予約番号', model.reservation.code],
    ['ご利用', model.reservation.listingTitle],
    ['ご利用期間', japaneseDateRange(model.reservation.startDate, model.reservation.endDate)],
  ];
  if (model.paymentMethod) facts.push(['お支払方法', model.paymentMethod]);
  writer.facts(facts);

  writer.heading('明細');
  itemsWithTotals(writer, model.items, qualified);

  writer.notes('備考', model.notes ?? []);
  return await writer.finish();
}
