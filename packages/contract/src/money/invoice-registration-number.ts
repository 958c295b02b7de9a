import { singleLineText } from '../common.js';

/**
 * The invoice registration number (適格請求書発行事業者登録番号) of the invoice system (インボイス制度):
 * `T` and 13 digits. For a corporation the digits are its corporate number (法人番号); a sole proprietor
 * is given 13 digits that never collide with one. Both end in the same check digit, the first of the 13,
 * computed by 財務省令第七十号 第二条 (法人番号の指定等に関する省令):
 *
 *   check = 9 − ((Σ_{n=1..12} Pn × Qn) mod 9)
 *
 * where Pn is the n-th digit of the other 12 counted from the lowest (rightmost) one, and Qn is 1 for an
 * odd n and 2 for an even n. The result is always 1–9, so a number starting with 0 is never valid.
 * Pure, so the profile form shows the API's refusal before any request.
 */

export const INVOICE_REGISTRATION_FORMAT_MESSAGE = '登録番号は T と13桁の数字です。';
export const INVOICE_REGISTRATION_CHECK_DIGIT_MESSAGE = '登録番号の確認用数字が一致しません。';

/**
 * The number as people type it, made canonical: full-width letters and digits become ASCII (NFKC), a
 * lowercase t becomes T, and the spaces and hyphens some write between groups (T1-2345-6789-0123) go.
 */
export function normalizeInvoiceRegistrationNumber(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\-‐‑–—ー−]/gu, '')
    .replace(/^t/u, 'T');
}

/** The check digit (1–9) of a 12-digit base number (法人番号's 基礎番号), by the rule above. */
export function corporateNumberCheckDigit(base: string): number {
  if (!/^\d{12}$/u.test(base)) throw new RangeError('a base number is 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

export type InvoiceRegistrationProblem = 'format' | 'checkDigit';

/** Why a (normalised) number is not a registration number, or null when it is one. */
export function invoiceRegistrationNumberProblem(normalized: string): InvoiceRegistrationProblem | null {
  if (!/^T\d{13}$/u.test(normalized)) return 'format';
  const digits = normalized.slice(1);
  return Number(digits[0]) === corporateNumberCheckDigit(digits.slice(1)) ? null : 'checkDigit';
}

/** True for a registration number as typed (full-width, lowercase t, hyphens) whose check digit holds. */
export function isValidInvoiceRegistrationNumber(value: string): boolean {
  return invoiceRegistrationNumberProblem(normalizeInvoiceRegistrationNumber(value)) === null;
}

/** The field of a form or a call: normalised, then refused in Japanese for its format or its check digit. */
export const invoiceRegistrationNumber = singleLineText('登録番号')
  .overwrite(normalizeInvoiceRegistrationNumber)
  .superRefine((value, ctx) => {
    const problem = invoiceRegistrationNumberProblem(value);
    if (problem === 'format') ctx.addIssue({ code: 'custom', message: INVOICE_REGISTRATION_FORMAT_MESSAGE });
    if (problem === 'checkDigit') ctx.addIssue({ code: 'custom', message: INVOICE_REGISTRATION_CHECK_DIGIT_MESSAGE });
  });
