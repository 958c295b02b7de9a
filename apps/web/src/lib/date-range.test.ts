import { describe, expect, it } from 'vitest';
import { addMonths, monthBounds, monthGrid, monthOf } from './date-range';
import { addDays, compareDays, daysBetween, eachDay, isCalendarDay, toDay, todayInTokyo, weekdayOf } from './calendar-day';

describe('date-range', () => {
  it('takes today in Asia/Tokyo, not in the device zone', () => {
    expect(todayInTokyo(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(todayInTokyo(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2026-12-01', '2026-12-05')).toBe(4);
    expect(daysBetween('2026-12-05', '2026-12-01')).toBe(-4);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('compares and lists days', () => {
    expect(['2027-01-01', '2026-12-31', '2026-12-31'].sort(compareDays)).toEqual(['2026-12-31', '2026-12-31', '2027-01-01']);
    expect(compareDays('2026-12-05', '2026-12-05')).toBe(0);
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('refuses what is not a calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026/02/01')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('works with months', () => {
    expect(toDay(2026, 13, 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-12-05')).toBe(6);
    expect(monthOf('2026-12-05')).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('lays a month out in weeks starting on Sunday', () => {
    const weeks = monthGrid('2026-12');
    // 2026-12-01 is a Tuesday: the first row starts on Sunday 11/29.
    expect(weeks[0]?.map((d) => d.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[0]?.[1]?.inMonth).toBe(false);
    expect(weeks[0]?.[2]?.inMonth).toBe(true);
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2027-01-02', inMonth: false });
    // February 2026 starts on a Sunday and fills exactly four weeks; fixed weeks pad it to six.
    expect(monthGrid('2026-02')).toHaveLength(4);
    expect(monthGrid('2026-02', { fixedWeeks: true })).toHaveLength(6);
    expect(monthGrid('2026-08')).toHaveLength(6);
  });
});
