import { describe, expect, it } from 'vitest';
import {
  corporateNumberCheckDigit,
  isInvoiceRegistrationNumber,
  normalizeInvoiceRegistrationNumber,
} from './invoice-registration-number.js';

describe('invoice registration number', () => {
  it.each([
    // 国税庁's own corporate number, and a listed company's, as published on the 法人番号公表サイト.
    ['T7000012050002', true],
    ['T1180301018771', true],
    ['T8000012050002', false],
    ['7000012050002', false],
    ['T700001205000', false],
    ['T70000120500021', false],
    ['t7000012050002', false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isInvoiceRegistrationNumber(value)).toBe(valid);
  });

  it('computes the check digit from the other twelve', () => {
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    expect(corporateNumberCheckDigit('180301018771')).toBe(1);
    expect(() => corporateNumberCheckDigit('12')).toThrow(RangeError);
  });

  it('normalises full-width and separated input', () => {
    expect(normalizeInvoiceRegistrationNumber(' Ｔ７０００－０１２０－５０００２ ')).toBe('T7000012050002');
    expect(normalizeInvoiceRegistrationNumber('t7000 0120 50002')).toBe('T7000012050002');
    expect(isInvoiceRegistrationNumber(normalizeInvoiceRegistrationNumber('Ｔ７００００１２０５０００２'))).toBe(true);
  });
});
