import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  invoiceRegistrationNumber,
  isValidInvoiceRegistrationNumber,
  normalizeInvoiceRegistrationNumber,
} from './invoice-registration-number.js';

const messagesOf = (value: unknown) => {
  const result = invoiceRegistrationNumber.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** Published on the 国税庁 インボイス公表サイト / 法人番号公表サイト. */
const PUBLISHED = [
  'T7000012050002', // 国税庁
  'T4011001098993', // 株式会社FoundingBase, the worked example of a published check-digit note
  'T2120901007402', // the worked example of a 税理士's note on 会社法人等番号 → 法人番号
  'T7123456789012', // the worked example of the 国税庁's check-digit note (7 from 123456789012)
];

describe('corporateNumberCheckDigit', () => {
  it('computes 9 − (Σ Pn×Qn mod 9) from the lowest digit, Qn = 1 odd / 2 even', () => {
    // 123456789012 → 2×1 + 1×2 + 0×1 + 9×2 + 8×1 + 7×2 + 6×1 + 5×2 + 4×1 + 3×2 + 2×1 + 1×2 = 74; 74 mod 9 = 2.
    expect(corporateNumberCheckDigit('123456789012')).toBe(7);
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    // A sum divisible by 9 gives 9, never 0.
    expect(corporateNumberCheckDigit('000000000000')).toBe(9);
  });

  it('refuses a base that is not 12 digits', () => {
    expect(() => corporateNumberCheckDigit('12345')).toThrow(RangeError);
  });
});

describe('invoiceRegistrationNumber', () => {
  it('accepts published registration numbers', () => {
    for (const number of PUBLISHED) {
      expect(isValidInvoiceRegistrationNumber(number), number).toBe(true);
      expect(invoiceRegistrationNumber.parse(number)).toBe(number);
    }
  });

  it('takes full-width digits, a full-width or lowercase t, spaces and hyphens as typed, and stores the canonical form', () => {
    expect(invoiceRegistrationNumber.parse('Ｔ７００００１２０５０００２')).toBe('T7000012050002');
    expect(invoiceRegistrationNumber.parse('t7000012050002')).toBe('T7000012050002');
    expect(invoiceRegistrationNumber.parse(' T7-0000-1205-0002 ')).toBe('T7000012050002');
    expect(normalizeInvoiceRegistrationNumber('ｔ４０１１　００１０９８９９３')).toBe('T4011001098993');
  });

  it('refuses a wrong check digit, naming it', () => {
    for (const number of ['T8000012050002', 'T1000012050002', 'T7000012050003', 'T0000012050002']) {
      expect(messagesOf(number), number).toEqual(['登録番号の確認用数字が一致しません。']);
    }
  });

  it('refuses a wrong length, a missing T, other letters and control characters', () => {
    for (const number of ['T700001205000', 'T70000120500021', '7000012050002', 'X7000012050002', 'TT7000012050002', 'T70000l2050002', '']) {
      expect(messagesOf(number), number).toEqual(['登録番号は T と13桁の数字です。']);
    }
    expect(messagesOf('T7000012050002\u0000')).toEqual(['登録番号に使用できない文字が含まれています。']);
    expect(messagesOf(7000012050002)).toEqual(['登録番号は文字で入力してください。']);
  });
});
