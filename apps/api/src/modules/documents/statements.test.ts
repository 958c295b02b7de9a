import { describe, expect, it } from 'vitest';
import { payoutTotals, renderFeeInvoice, renderPayoutStatement } from './index.js';
import { readPdf, squeeze } from './read-pdf.js';
import { feeInvoiceModel, payoutStatementModel } from './test-models.js';

function expectPhrases(text: string, phrases: string[]): void {
  const flat = squeeze(text);
  for (const phrase of phrases) expect(flat, phrase).toContain(squeeze(phrase));
}

describe('payoutTotals', () => {
  it('adds up the lines and takes the fee tax once on the month', () => {
    expect(payoutTotals(payoutStatementModel().lines)).toEqual({
      sales: 107_680,
      tripSales: 100_000,
      cancellationSales: 7_680,
      adjustmentSales: 0,
      fee: 10_768,
      // floor(10,768 × 10 / 110) = 978; per line it would be 349 + 560 + 69 = 978 here, but 3 × floor(105/11) = 27 ≠ 28.
      feeTax: 978,
      payout: 96_912,
    });
    const small = Array.from({ length: 3 }, (_, i) => ({
      kind: 'trip' as const,
      date: '2026-11-01',
      listingTitle: 't',
      reservationCode: `KR-${i}`,
      sales: 1_050,
      fee: 105,
    }));
    expect(payoutTotals(small).feeTax).toBe(28);
  });

  it('refuses a fee above the sales or a fraction of a yen', () => {
    const line = payoutStatementModel().lines[0];
    if (!line) throw new Error('fixture');
    expect(() => payoutTotals([{ ...line, fee: line.sales + 1 }])).toThrow(RangeError);
    expect(() => payoutTotals([{ ...line, fee: 10.5 }])).toThrow(RangeError);
  });

  it('takes a negative adjustment (a refund after the close) off the payout; a negative trip is refused', () => {
    const line = payoutStatementModel().lines[0];
    if (!line) throw new Error('fixture');
    const refund = { ...line, kind: 'adjustment' as const, sales: -1_100, fee: -110 };
    expect(payoutTotals([line, refund])).toMatchObject({
      sales: line.sales - 1_100,
      adjustmentSales: -1_100,
      payout: line.sales - line.fee - 990,
    });
    expect(() => payoutTotals([{ ...refund, fee: 110 }])).toThrow(RangeError);
    expect(() => payoutTotals([{ ...line, sales: -1_100, fee: -110 }])).toThrow(RangeError);
  });
});

describe('renderPayoutStatement', () => {
  it("shows the month, the payout date, each reservation's sales, fee and payout, and the masked account", async () => {
    const pdf = await readPdf(await renderPayoutStatement(payoutStatementModel()));
    expect(pdf.pages).toHaveLength(1);
    expectPhrases(pdf.text, [
      '支払通知書',
      '株式会社北海道キャンピングレンタル 御中',
      '対象期間 2026年11月分',
      '2026年11月1日〜2026年11月30日',
      'お支払日 2026年12月31日',
      'お支払金額 ¥96,912',
      '2026/11/03 トヨタ ハイエース キャンパー「ノマド」 ¥38,400 -¥3,840 ¥34,560',
      'KR-A1B2C3 Y.H. 様',
      'キャンセル料 トヨタ ハイエース キャンパー',
      '売上合計 ¥107,680',
      'うちキャンセル料 ¥7,680',
      'サービス手数料（税込） -¥10,768',
      'うち消費税（10%） ¥978',
      '北洋銀行 札幌駅前支店',
      '普通 ****567',
      'カ）ホッカイドウキャンピングレンタル',
      'FI-202611-0007',
    ]);
    // The statement is not itself the fee's qualified invoice.
    expect(squeeze(pdf.text)).not.toContain('適格請求書）');
  });

  it('says nothing about cancellation fees in a month without any', async () => {
    const model = payoutStatementModel();
    const pdf = await readPdf(await renderPayoutStatement({ ...model, lines: model.lines.filter((l) => l.kind === 'trip') }));
    expect(squeeze(pdf.text)).not.toContain('キャンセル料');
    expectPhrases(pdf.text, ['お支払金額 ¥90,000']);
  });
});

describe('renderFeeInvoice', () => {
  it("is the marketplace's qualified invoice for the month's fee, deducted from the payout", async () => {
    const pdf = await readPdf(await renderFeeInvoice(feeInvoiceModel()));
    expect(pdf.pages).toHaveLength(1);
    expectPhrases(pdf.text, [
      '請求書（適格請求書）',
      '株式会社北海道キャンピングレンタル 御中',
      '株式会社くるま旅',
      '登録番号 T7000012050002',
      '対象期間 2026年11月分',
      '取引期間 2026年11月1日〜2026年11月30日',
      'ご請求金額 ¥10,768',
      '2026/11/03 サービス手数料 KR-A1B2C3 10% ¥3,840',
      '10%対象（税込） ¥10,768',
      'うち消費税（10%） ¥978',
      '2026年12月31日のお支払額から差し引きます（支払通知書 PS-202611-0007）',
    ]);
  });

  it('settled by transfer, it gives the due date and the account', async () => {
    const model = feeInvoiceModel({
      settlement: {
        kind: 'transfer',
        dueDate: '2026-12-25',
        bankAccount: {
          bankName: 'みずほ銀行',
          branchName: '渋谷支店',
          accountKind: 'Checking',
          accountNumber: '7654321',
          holderKana: 'カ）クルマタビ',
        },
      },
    });
    const pdf = await readPdf(await renderFeeInvoice(model));
    expectPhrases(pdf.text, ['お支払期限 2026年12月25日', '当座 7654321', '振込手数料は貴社にてご負担']);
  });

  it('refuses to issue without a valid registration number', async () => {
    const model = feeInvoiceModel();
    await expect(renderFeeInvoice({ ...model, issuer: { ...model.issuer, registrationNumber: 'T123' } })).rejects.toThrow(RangeError);
  });
});
