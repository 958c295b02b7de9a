import { summarizeConsumptionTax } from '@kurumatabi/contract';
import { isQualifiedIssuer, issuerLines, itemsWithTotals } from './blocks.js';
import { bankAccountLines, japaneseDate, periodLabel, periodRange, yen } from './format.js';
import { DocumentWriter } from './layout.js';
import type { FeeInvoiceModel } from './models.js';

/**
 * The marketplace's monthly invoice to a host for its service fee. It is always a qualified invoice, so the host can
 * credit the tax in the fee: the marketplace's 登録番号, the transaction period, each fee with its rate, the total
 * and the tax per rate. Usually it is settled by deduction from the same month's payout.
 */
export async function renderFeeInvoice(model: FeeInvoiceModel): Promise<Buffer> {
  if (!isQualifiedIssuer(model.issuer)) throw new RangeError('the fee invoice is issued by a registered business');
  const period = periodLabel(model.period);
  const total = summarizeConsumptionTax(model.items).totalInclTax;
  const writer = new DocumentWriter({
    title: '請求書（適格請求書）',
    documentNumber: model.invoiceNumber,
    issueDate: model.issueDate,
    author: model.issuer.name,
    subject: `${period} サービス手数料`,
  });
  writer.title();
  writer.parties({
    addressee: model.addressee,
    facts: [
      ['請求書番号', model.invoiceNumber],
      ['発行日', japaneseDate(model.issueDate)],
      ['対象期間', period],
    ],
    issuer: issuerLines(model.issuer),
  });
  writer.paragraph(`${period}のサービス手数料を下記のとおりご請求申し上げます。`);
  writer.gap(4);
  writer.amountBand('ご請求金額', yen(total), '（税込）');
  const settlement: [string, string][] =
    model.settlement.kind === 'deducted'
      ? [
          [
            'お支払方法',
            `${japaneseDate(model.settlement.payoutDate)}のお支払額から差し引きます` +
              (model.settlement.statementNumber ? `（支払通知書 ${model.settlement.statementNumber}）` : ''),
          ],
        ]
      : [
          ['お支払方法', '銀行振込'],
          ['お支払期限', japaneseDate(model.settlement.dueDate)],
        ];
  writer.facts([['取引期間', periodRange(model.period)], ...settlement]);

  writer.heading('明細');
  itemsWithTotals(writer, model.items, true, 'ご請求金額（税込）');

  const notes = [...(model.notes ?? [])];
  if (model.settlement.kind === 'transfer') {
    writer.heading('お振込先');
    writer.facts(bankAccountLines(model.settlement.bankAccount));
    notes.unshift('振込手数料は貴社にてご負担くださいますようお願いいたします。');
  } else {
    notes.unshift('差し引き後のお支払額は支払通知書に記載しています。別途のお振込は不要です。');
  }
  writer.notes('備考', notes);
  return await writer.finish();
}
