import { describe, expect, it } from 'vitest';
import { renderFeeInvoice, renderPaymentInvoice, renderPayoutStatement, renderReceipt } from './index.js';
import { readPdf, squeeze } from './read-pdf.js';
import { feeInvoiceModel, paymentInvoiceModel, payoutStatementModel, receiptModel } from './test-models.js';

/** Asserts each expected phrase is in the document's text, white space ignored. */
function expectPhrases(text: string, phrases: string[]): void {
  const flat = squeeze(text);
  for (const phrase of phrases) expect(flat, phrase).toContain(squeeze(phrase));
}

describe('renderReceipt', () => {
  it('is a qualified invoice when the issuer is registered, with the tax per rate', async () => {
    const pdf = await readPdf(await renderReceipt(receiptModel()));
    expect(pdf.pages).toHaveLength(1);
    expectPhrases(pdf.text, [
      '領収書（適格請求書）',
      '山田 花子 様',
      '金額 ¥31,100-',
      '但し キャンピングカー利用料として',
      '株式会社北海道キャンピングレンタル',
      '登録番号 T1180301018771',
      '取引年月日 2026年11月28日',
      '発行日 2026年12月2日',
      'ご利用期間 2026年12月5日〜2026年12月7日',
      'トヨタ ハイエース キャンパー「ノマド」',
      '車両利用料 10% ¥25,600',
      '10%対象（税込） ¥31,100',
      // floor(31,100 × 10 / 110) = 2,827, once on the rate's total (per line it would be 2,327 + 200 + 300 = 2,827 here too).
      'うち消費税（10%） ¥2,827',
      '合計（税込） ¥31,100',
    ]);
  });

  it('without a registration number is a plain receipt: no 適格請求書, no 登録番号, no tax it does not itemise', async () => {
    const issuer = { name: '鈴木 一郎', address: '長野県松本市中央1-2-3' };
    const pdf = await readPdf(await renderReceipt(receiptModel({ issuer })));
    const flat = squeeze(pdf.text);
    expect(flat).toContain('領収書');
    expect(flat).toContain(squeeze('合計（税込） ¥31,100'));
    expect(flat).not.toContain('適格請求書');
    expect(flat).not.toContain('登録番号');
    expect(flat).not.toContain('消費税');
  });

  it('addresses a company with 御中', async () => {
    const pdf = await readPdf(await renderReceipt(receiptModel({ addressee: { name: '株式会社オオゾラ旅行', honorific: '御中' } })));
    expectPhrases(pdf.text, ['株式会社オオゾラ旅行 御中']);
  });

  it('rounds the tax once per rate and marks reduced-rate items', async () => {
    const items = [
      { label: '利用料 A', amount: 105, taxRate: 10 as const },
      { label: '利用料 B', amount: 105, taxRate: 10 as const },
      { label: '利用料 C', amount: 105, taxRate: 10 as const },
      { label: '朝食セット', amount: 1_080, taxRate: 8 as const },
    ];
    const pdf = await readPdf(await renderReceipt(receiptModel({ items })));
    expectPhrases(pdf.text, [
      // Per line it would be 9 + 9 + 9 = 27.
      '10%対象（税込） ¥315',
      'うち消費税（10%） ¥28',
      '8%対象（税込） ¥1,080',
      'うち消費税（8%） ¥80',
      '朝食セット ※ 8% ¥1,080',
      '※印は軽減税率（8%）対象です。',
      '合計（税込） ¥1,395',
    ]);
    // Only the reduced-rate line carries the mark.
    expect(squeeze(pdf.text)).not.toContain('利用料A※');
  });

  it('refuses a registration number whose check digit is wrong rather than print it on a qualified invoice', async () => {
    await expect(renderReceipt(receiptModel({ issuer: { name: 'x', registrationNumber: 'T1180301018772' } }))).rejects.toThrow(
      /registration number/,
    );
  });

  it('refuses fractions of a yen', async () => {
    await expect(renderReceipt(receiptModel({ items: [{ label: 'x', amount: 100.5, taxRate: 10 }] }))).rejects.toThrow(RangeError);
  });

  it('flows a long item list onto further pages with the table header repeated and a 続き heading', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ label: `オプション ${i + 1}`, amount: 1_100, taxRate: 10 as const }));
    const pdf = await readPdf(await renderReceipt(receiptModel({ items })));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const second = squeeze(pdf.pages[1] ?? '');
    expect(second).toContain('領収書（適格請求書）（続き）');
    expect(second).toContain('内容税率金額（税込）');
    expect(second).toContain(`2/${pdf.pages.length}`);
    expect(squeeze(pdf.pages[0] ?? '')).toContain(`1/${pdf.pages.length}`);
    // Every line is printed exactly once, and the total comes at the end.
    const flat = squeeze(pdf.text);
    for (let i = 1; i <= 60; i += 1) expect(flat.split(`オプション${i}10%`).length - 1, `line ${i}`).toBe(1);
    expect(squeeze(pdf.pages.at(-1) ?? '')).toContain(squeeze('合計（税込） ¥66,000'));
  });
});

describe('fonts and determinism', () => {
  it('embeds a subset of Noto Sans JP (regular and bold) and no other font', async () => {
    const bytes = await renderReceipt(receiptModel());
    const pdf = await readPdf(bytes);
    const fonts = [...new Set(pdf.raw.match(/\/BaseFont \/[A-Za-z0-9+-]+/g) ?? [])].sort();
    expect(fonts).toEqual(['/BaseFont /CZZZZZ+NotoSansJP-Bold', '/BaseFont /DZZZZZ+NotoSansJP-Regular'].sort());
    expect(pdf.raw.match(/\/FontFile2/g)).toHaveLength(2);
    // A subset, not the 5 MB font files: the whole receipt stays small.
    expect(bytes.length).toBeLessThan(150_000);
    // Extracted as Japanese (a ToUnicode map is embedded), not as boxes or replacement characters.
    expect(pdf.text).toMatch(/領収書/);
    expect(pdf.text).not.toMatch(/[\uFFFD\u25A1]/);
  });

  it('renders the same model to the same bytes, dated by the issue day rather than the clock', async () => {
    const model = receiptModel();
    const [a, b] = [await renderReceipt(model), await renderReceipt(model)];
    expect(a.equals(b)).toBe(true);
    const pdf = await readPdf(a);
    expect(pdf.creationDate?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    const other = await renderReceipt(receiptModel({ issueDate: '2026-12-03' }));
    expect(other.equals(a)).toBe(false);
  });

  it('every renderer is deterministic', async () => {
    for (const render of [
      () => renderPaymentInvoice(paymentInvoiceModel()),
      () => renderPayoutStatement(payoutStatementModel()),
      () => renderFeeInvoice(feeInvoiceModel()),
    ]) {
      expect((await render()).equals(await render())).toBe(true);
    }
  });
});

describe('renderPaymentInvoice', () => {
  it('bills a company with the due date, the tax per rate and the account to transfer to', async () => {
    const pdf = await readPdf(await renderPaymentInvoice(paymentInvoiceModel()));
    expect(pdf.pages).toHaveLength(1);
    expectPhrases(pdf.text, [
      '請求書（適格請求書）',
      '株式会社オオゾラ旅行 御中',
      '総務部 経理課 佐藤 様',
      '請求書番号 INV-202612-000045',
      'お支払期限 2027年1月31日',
      'ご請求金額 ¥58,180',
      '登録番号 T7000012050002',
      '10%対象（税込） ¥51,700',
      'うち消費税（10%） ¥4,700',
      '8%対象（税込） ¥6,480',
      'うち消費税（8%） ¥480',
      '金融機関 みずほ銀行 渋谷支店',
      '口座 普通 1234567',
      '口座名義 カ）クルマタビ',
      '振込手数料は貴社にてご負担くださいますようお願いいたします。',
    ]);
  });
});
