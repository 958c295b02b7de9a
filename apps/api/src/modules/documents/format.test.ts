import { describe, expect, it } from 'vitest';
import { issueInstant, japaneseDate, japaneseDateRange, periodLabel, periodRange, shortDate, yen } from './format.js';

describe('document formats', () => {
  it.each([
    [0, '¥0'],
    [800, '¥800'],
    [12_800, '¥12,800'],
    [1_234_567, '¥1,234,567'],
    [-1_280, '-¥1,280'],
  ])('yen(%i) is %s', (amount, text) => {
    expect(yen(amount)).toBe(text);
  });

  it('refuses fractions of a yen', () => {
    expect(() => yen(1.5)).toThrow(RangeError);
  });

  it('writes days the Japanese way', () => {
    expect(japaneseDate('2026-12-02')).toBe('2026年12月2日');
    expect(japaneseDateRange('2026-12-30', '2027-01-02')).toBe('2026年12月30日〜2027年1月2日');
    expect(shortDate('2026-11-03')).toBe('2026/11/03');
    expect(() => japaneseDate('2026/12/02')).toThrow(RangeError);
  });

  it('names months and their days, leap years included', () => {
    expect(periodLabel({ year: 2026, month: 11 })).toBe('2026年11月分');
    expect(periodRange({ year: 2028, month: 2 })).toBe('2028年2月1日〜2028年2月29日');
    expect(periodRange({ year: 2026, month: 2 })).toBe('2026年2月1日〜2026年2月28日');
    expect(() => periodLabel({ year: 2026, month: 13 })).toThrow(RangeError);
  });

  it('dates the file at midnight of the issue day in Japan', () => {
    expect(issueInstant('2026-12-02').toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });
});
