import { BankAccountKind, type ConsumptionTaxRate } from '@kurumatabi/contract';
import type { DocumentBankAccount, DocumentPeriod } from './models.js';

/** The full-width space (全角スペース) that separates a label from its value in Japanese documents. */
export const wideSpace = '\u3000';

/** `¥12,800`, `-¥1,280`: the web's yen format (DESIGN §6), with the grouping fixed rather than taken from the locale. */
export function yen(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer number of yen: ${amount}`);
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}¥${digits}`;
}

function parseDay(day: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** `2026-12-02` → `2026年12月2日`. */
export function japaneseDate(day: string): string {
  const [y, m, d] = parseDay(day);
  return `${y}年${m}月${d}日`;
}

/** `2026-11-03` → `2026/11/03`: the compact form for a table's date column. */
export function shortDate(day: string): string {
  const [y, m, d] = parseDay(day);
  return `${y}/${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`;
}

/** `2026-12-05`, `2026-12-07` → `2026年12月5日〜2026年12月7日`. */
export function japaneseDateRange(start: string, end: string): string {
  return `${japaneseDate(start)}〜${japaneseDate(end)}`;
}

/** `{ 2026, 11 }` → `2026年11月分`. */
export function periodLabel(period: DocumentPeriod): string {
  if (!Number.isInteger(period.year) || !Number.isInteger(period.month) || period.month < 1 || period.month > 12) {
    throw new RangeError(`not a month: ${period.year}-${period.month}`);
  }
  return `${period.year}年${period.month}月分`;
}

/** `{ 2026, 11 }` → `2026年11月1日〜2026年11月30日` (the month's first and last days). */
export function periodRange(period: DocumentPeriod): string {
  const last = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return `${period.year}年${period.month}月1日〜${period.year}年${period.month}月${last}日`;
}

/**
 * The document's CreationDate: midnight of the issue day in Japan. Taken from the model, never the clock, so the
 * same model gives the same bytes (pdfkit also derives the file ID from the info dictionary).
 */
export function issueInstant(day: string): Date {
  parseDay(day);
  return new Date(`${day}T00:00:00+09:00`);
}

/** `10%`. The reduced-rate mark (※) goes on the item's label, where the qualified-invoice rules ask for it. */
export function rateLabel(rate: ConsumptionTaxRate): string {
  return `${rate}%`;
}

/** The lines of a bank account block. */
export function bankAccountLines(account: DocumentBankAccount): [string, string][] {
  return [
    ['金融機関', `${account.bankName}${wideSpace}${account.branchName}`],
    ['口座', `${BankAccountKind.labels[account.accountKind]}${wideSpace}${account.accountNumber}`],
    ['口座名義', account.holderKana],
  ];
}
