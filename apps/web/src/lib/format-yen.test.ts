import { describe, expect, it } from 'vitest';
import { formatYen } from './format-yen';

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
