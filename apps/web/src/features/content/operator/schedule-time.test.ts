import { describe, expect, it } from 'vitest';
import { instantFromJapanLocal, japanLocalOf, scheduleProblem } from './schedule-time';

describe('publication times in Japan time', () => {
  it('reads a datetime-local value as Japan time and writes it back', () => {
    expect(instantFromJapanLocal('2026-12-01T09:30')).toBe('2026-12-01T00:30:00.000Z');
    expect(japanLocalOf('2026-12-01T00:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(japanLocalOf('2026-11-30T15:05:00.000Z')).toBe('2026-12-01T00:05');
    expect(instantFromJapanLocal('')).toBeNull();
    expect(instantFromJapanLocal('2026-12-01')).toBeNull();
  });

  it('refuses a time in the past or more than a year ahead', () => {
    const now = new Date('2026-11-27T03:00:00.000Z'); // 12:00 in Japan
    expect(scheduleProblem('2026-11-27T11:59', now)).toMatch(/これから先/);
    expect(scheduleProblem('2026-11-27T12:01', now)).toBeNull();
    expect(scheduleProblem('2027-11-28T12:00', now)).toMatch(/1年以内/);
    expect(scheduleProblem('', now)).toMatch(/入力/);
  });
});
