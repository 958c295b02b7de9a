import { describe, expect, it } from 'vitest';
import { bankDayOnOrBefore, isBankHoliday } from './bank-days.js';

describe('banks’ business days', () => {
  it('closes on weekends, national holidays and the banks’ new-year days', () => {
    expect(isBankHoliday('2026-12-30')).toBe(false);
    expect(isBankHoliday('2026-12-31')).toBe(true);
    expect(isBankHoliday('2027-01-01')).toBe(true);
    expect(isBankHoliday('2027-01-04')).toBe(false);
    expect(isBankHoliday('2026-11-23')).toBe(true); // 勤労感謝の日
    expect(isBankHoliday('2026-05-30')).toBe(true); // a Saturday
  });

  it('moves a pay day to the business day before it', () => {
    expect(bankDayOnOrBefore('2026-05-31')).toBe('2026-05-29'); // a Sunday → Friday
    expect(bankDayOnOrBefore('2026-12-31')).toBe('2026-12-30');
    expect(bankDayOnOrBefore('2027-01-03')).toBe('2026-12-30'); // 1/1–1/3, then 12/31
    expect(bankDayOnOrBefore('2026-05-06')).toBe('2026-05-01'); // GW: 振替休日 back to Friday
    expect(bankDayOnOrBefore('2026-06-30')).toBe('2026-06-30');
  });
});
