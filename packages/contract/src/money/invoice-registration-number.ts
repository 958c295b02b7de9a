/**
 * 適格請求書発行事業者登録番号: `T` and 13 digits. For a corporation the digits are its 法人番号, whose first digit is
 * a check digit over the other twelve (国税庁, 法人番号の指定等に関する省令 第2条); numbers given to sole proprietors
 * are drawn from the same space and follow the same rule. Full-width input (`Ｔ１２３…`) is common when copied from
 * the tax office's site, so it is normalised first.
 */
const pattern = /^T(\d{13})$/;

/** `Ｔ１２３４ ５６７８-…` → `T12345678…`; anything else is returned unchanged (and then refused by the check). */
export function normalizeInvoiceRegistrationNumber(input: string): string {
  return input
    .trim()
    .replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\-‐－ー]/g, '')
    .replace(/^t/, 'T');
}

/** The check digit of a 12-digit base: 9 − (Σ Pn × Qn mod 9), Pn the n-th digit from the right, Qn 1 when n is odd, 2 when even. */
export function corporateNumberCheckDigit(base12: string): number {
  if (!/^\d{12}$/.test(base12)) throw new RangeError('the base of a corporate number is 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** True for `T` + 13 digits whose first digit is the check digit of the rest (already normalised input). */
export function isInvoiceRegistrationNumber(value: string): boolean {
  const digits = pattern.exec(value)?.[1];
  if (digits === undefined) return false;
  return Number(digits[0]) === corporateNumberCheckDigit(digits.slice(1));
}
