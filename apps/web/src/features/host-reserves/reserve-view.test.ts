import { describe, expect, it } from 'vitest';
import { formatPeriod, isDeadlineSoon, shortDate } from './reserve-view';

describe('how the host reads a reservation', () => {
  it('drops the year of this year, keeps another year', () => {
    expect(shortDate('2026-12-24', '2026-11-23')).toBe('12月24日(木)');
    expect(shortDate('2027-01-02', '2026-11-23')).toBe('2027年1月2日(土)');
  });

  it('counts a car’s days, a stay’s nights and a one-day booking', () => {
    expect(formatPeriod('car', '2026-12-30', '2027-01-02', '2026-11-23')).toBe('12月30日(水) 〜 2027年1月2日(土)（4日間）');
    expect(formatPeriod('spot', '2026-12-30', '2027-01-02', '2026-11-23')).toBe('12月30日(水) 〜 2027年1月2日(土)（3泊）');
    expect(formatPeriod('car', '2026-11-23', '2026-11-23', '2026-11-23')).toBe('11月23日(月)（1日間）');
    expect(formatPeriod('spot', '2026-11-28', '2026-11-28', '2026-11-23')).toBe('11月28日(土)（1日間）');
  });

  it('marks a deadline less than six hours away (or passed) as soon', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(isDeadlineSoon('2026-11-23T05:59:00Z', now)).toBe(true);
    expect(isDeadlineSoon('2026-11-22T23:00:00Z', now)).toBe(true);
    expect(isDeadlineSoon('2026-11-23T06:01:00Z', now)).toBe(false);
  });
});
