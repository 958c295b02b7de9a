import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime } from './format';

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

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T03:00:00Z'); // 12:00 on Monday in Tokyo
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says たった今 within a minute, and for a time slightly ahead of this clock', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('たった今');
    expect(formatRelativeTime(ago(59_000), now)).toBe('たった今');
    expect(formatRelativeTime(ago(-30_000), now)).toBe('たった今');
  });
  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1分前');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59分前');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1時間前');
    expect(formatRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23時間前');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1日前');
    expect(formatRelativeTime('2026-11-17T03:00:01Z', now)).toBe('5日前');
  });
  it('shows the Japan date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000), now)).toBe('2026年11月16日(月)');
    // 16:00 UTC is already the next day in Tokyo.
    expect(formatRelativeTime('2026-10-31T16:00:00Z', now)).toBe('2026年11月1日(日)');
  });
  it('refuses an unreadable date', () => {
    expect(() => formatRelativeTime('yesterday', now)).toThrow(RangeError);
  });
});
