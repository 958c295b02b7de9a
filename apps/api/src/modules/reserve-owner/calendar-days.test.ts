import { describe, expect, it } from 'vitest';
import { mergeDays, monthBounds, rangeLiteral } from './calendar-days.js';

describe('the owners’ calendar days', () => {
  it('finds the bounds of a month across month and year ends', () => {
    expect(monthBounds('2026-12-15')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthBounds('2026-01-31')).toEqual({ first: '2026-01-01', next: '2026-02-01' });
    expect(monthBounds('2028-02-29')).toEqual({ first: '2028-02-01', next: '2028-03-01' });
  });

  it('merges unique days into the fewest half-open ranges, in order, across a year end', () => {
    const ranges = mergeDays(['2026-12-31', '2026-12-03', '2027-01-01', '2026-12-02', '2026-12-05', '2026-12-02']);
    expect(ranges.map(rangeLiteral)).toEqual(['[2026-12-02,2026-12-04)', '[2026-12-05,2026-12-06)', '[2026-12-31,2027-01-02)']);
    expect(mergeDays(['2028-02-28', '2028-02-29', '2028-03-01']).map(rangeLiteral)).toEqual(['[2028-02-28,2028-03-02)']);
    expect(mergeDays([])).toEqual([]);
  });
});
