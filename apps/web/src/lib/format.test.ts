import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatYen } from './format';

describe('formatYen', () => {
  it('prefixes the half-width yen sign and groups thousands', () => {
    expect(formatYen(12800)).toBe('¥12,800');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(999)).toBe('¥999');
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });
  it('puts the minus sign before the yen sign and rounds fractions', () => {
    expect(formatYen(-3500)).toBe('-¥3,500');
    expect(formatYen(1000.6)).toBe('¥1,001');
  });
  it('refuses what is not a number', () => {
    expect(() => formatYen(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('shows a calendar day with its weekday', () => {
    expect(formatDate('2026-11-22')).toBe('2026年11月22日(日)');
    expect(formatDate('2027-01-01')).toBe('2027年1月1日(金)');
  });
  it('shows an instant in Japan time, whatever the machine time zone', () => {
    // 15:30 UTC on Saturday is already Sunday 00:30 in Tokyo.
    expect(formatDate(new Date('2026-11-21T15:30:00Z'))).toBe('2026年11月22日(日)');
    expect(formatDate('2026-11-21T14:59:00Z')).toBe('2026年11月21日(土)');
  });
  it('refuses an impossible or unreadable date', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('someday')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the Japan-time clock with two-digit hours and minutes', () => {
    expect(formatDateTime('2026-11-22T00:05:00Z')).toBe('2026年11月22日(日) 09:05');
    expect(formatDateTime('2026-11-22T00:05:00+09:00')).toBe('2026年11月22日(日) 00:05');
  });
});
