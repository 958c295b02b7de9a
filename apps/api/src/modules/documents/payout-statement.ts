import { ConsumptionTaxRate, summarizeConsumptionTax } from '@kurumatabi/contract';
import { issuerLines } from './blocks.js';
import { bankAccountLines, japaneseDate, periodLabel, periodRange, shortDate, yen, wideSpace } from './format.js';
import { DocumentWriter, type TotalRow } from './layout.js';
import type { PayoutLine, PayoutStatementModel } from './models.js';

/** The amounts of a statement, computed here from its lines so the document can never disagree with itself. */
export interface PayoutTotals {
  sales: number;
  tripSales: number;
  cancellationSales: number;
  adjustmentSales: number;
  fee: number;
  /** The consumption tax in the fee (standard rate, rounded down once on the month's fee). */
  feeTax: number;
  payout: number;
}

/** A fee between 0 and the line's sales; an adjustment's may be negative with its sales (the same sign, no larger). */
const feeInRange = (line: PayoutLine) =>
  line.kind === 'adjustment'
    ? line.fee * line.sales >= 0 && Math.abs(line.fee) <= Math.abs(line.sales)
    : line.fee >= 0 && line.fee <= line.sales;

export function payoutTotals(lines: readonly PayoutLine[]): PayoutTotals {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.sales) || !Number.isSafeInteger(line.fee) || !feeInRange(line)) {
      throw new RangeError(`a payout line's fee must be whole yen between 0 and its sales (${line.reservationCode})`);
    }
  }
  const sum = (pick: (line: PayoutLine) => number, of = lines) => of.reduce((acc, line) => acc + pick(line), 0);
  const fees = summarizeConsumptionTax(lines.map((line) => ({ amount: line.fee, taxRate: ConsumptionTaxRate.standard })));
  return {
    sales: sum((l) => l.sales),
    tripSales: sum(
      (l) => l.sales,
      lines.filter((l) => l.kind === 'trip'),
    ),
    cancellationSales: sum(
      (l) => l.sales,
      lines.filter((l) => l.kind === 'cancellation'),
    ),
    adjustmentSales: sum(
      (l) => l.sales,
      lines.filter((l) => l.kind === 'adjustment'),
    ),
    fee: fees.totalInclTax,
    feeTax: fees.tax,
    payout: sum((l) => l.sales - l.fee),
  };
}

/**
 * 支払通知書: what the marketplace pays a host for a month — one line per returned trip or collected cancellation
 * fee, the marketplace's fee on each, the totals with the tax in the fee, the payout date and the (masked) account.
 * Guests appear by initials or the reservation code only: the statement is the host's record, not a guest list.
 */
export async function renderPayoutStatement(model: PayoutStatementModel): Promise<Buffer> {
  const totals = payoutTotals(model.lines);
  const period = periodLabel(model.period);
  const writer = new DocumentWriter({
    title: '支払通知書',
    documentNumber: model.statementNumber,
    issueDate: model.issueDate,
    author: model.issuer.name,
    subject: `${period} お支払額のご通知`,
  });
  writer.title();
  writer.parties({
    addressee: model.payee,
    facts: [
      ['通知書番号', model.statementNumber],
      ['発行日', japaneseDate(model.issueDate)],
      ['対象期間', period],
      ['お支払日', japaneseDate(model.payoutDate)],
    ],
    issuer: issuerLines(model.issuer),
  });
  writer.paragraph(`${period}のお支払額を下記のとおりご通知いたします。`);
  writer.gap(4);
  writer.amountBand('お支払金額', yen(totals.payout));
  writer.facts([
    ['対象期間', `${period}（${periodRange(model.period)}）`],
    ['お支払日', japaneseDate(model.payoutDate)],
    ['件数', `${model.lines.length}件`],
  ]);

  writer.heading('明細');
  writer.table(
    [
      { header: '日付', share: 0.13 },
      { header: '内容', share: 0.42 },
      { header: '売上', share: 0.15, align: 'right' },
      { header: '手数料', share: 0.14, align: 'right' },
      { header: 'お支払額', share: 0.16, align: 'right' },
    ],
    model.lines.map((line) => ({
      cells: [
        shortDate(line.date),
        line.kind === 'trip'
          ? line.listingTitle
          : `${line.kind === 'cancellation' ? 'キャンセル料' : '調整'}${wideSpace}${line.listingTitle}`,
        yen(line.sales),
        yen(-line.fee),
        yen(line.sales - line.fee),
      ],
      detail: [line.reservationCode, line.guestLabel].filter(Boolean).join(wideSpace),
      detailColumn: 1,
    })),
  );
  const rows: TotalRow[] = [{ label: '売上合計', value: yen(totals.sales) }];
  if (totals.cancellationSales !== 0 || totals.adjustmentSales !== 0) {
    rows.push({ label: `${wideSpace}うちご利用料`, value: yen(totals.tripSales) });
    if (totals.cancellationSales !== 0) rows.push({ label: `${wideSpace}うちキャンセル料`, value: yen(totals.cancellationSales) });
    if (totals.adjustmentSales !== 0) rows.push({ label: `${wideSpace}うち調整`, value: yen(totals.adjustmentSales) });
  }
  rows.push({ label: 'サービス手数料（税込）', value: yen(-totals.fee) });
  rows.push({ label: `${wideSpace}うち消費税（${ConsumptionTaxRate.standard}%）`, value: yen(totals.feeTax) });
  rows.push({ label: 'お支払金額', value: yen(totals.payout), strong: true });
  writer.totals(rows);

  writer.heading('お振込先');
  writer.facts(bankAccountLines(model.bankAccount));
  const notes: string[] = [];
  if (model.feeInvoiceNumber) notes.push(`サービス手数料の適格請求書は、請求書番号 ${model.feeInvoiceNumber} をご確認ください。`);
  notes.push('サービス手数料はお支払額から差し引いています。振込手数料は当社が負担します。');
  writer.notes('備考', [...notes, ...(model.notes ?? [])]);
  return await writer.finish();
}
