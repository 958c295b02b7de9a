import { describe, expect, it } from 'vitest';
import { payDateOf } from './payout-calendar.js';

const monthEnd = { closeDay: 1, payMonths: 1, payDay: 31 }; // 月末締め翌月末払い

describe('the pay day of a period', () => {
  it('is the next month’s end when banks are open that day', () => {
    expect(payDateOf('2026-05', monthEnd)).toBe('2026-06-30');
    expect(payDateOf('2026-01', monthEnd)).toBe('2026-02-27'); // 2/28 is a Saturday
  });

  it('moves to the business day before a weekend, a holiday or the banks’ new-year days', () => {
    expect(payDateOf('2026-04', monthEnd)).toBe('2026-05-29'); // 5/31 is a Sunday
    expect(payDateOf('2026-11', monthEnd)).toBe('2026-12-30'); // banks close on 12/31
    expect(payDateOf('2026-10', { closeDay: 1, payMonths: 1, payDay: 23 })).toBe('2026-11-20'); // 勤労感謝の日 is a Monday
  });
});
