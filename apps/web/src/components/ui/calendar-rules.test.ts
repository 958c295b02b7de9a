import { describe, expect, it } from 'vitest';
import { calendarMessages } from './calendar-messages';
import {
  canEnd,
  canPick,
  dayLabel,
  nextRange,
  rangeLength,
  rangeStatus,
  rulesFor,
  type CalendarRules,
  type RangeUnit,
} from './calendar-rules';

const rules = (unit: RangeUnit, extra: Partial<CalendarRules> = {}): CalendarRules => ({
  minDate: '2026-12-03',
  maxDate: '2027-02-28',
  unavailable: new Set(['2026-12-10']),
  unit,
  ...extra,
});

describe('nextRange', () => {
  it('starts, then ends a range, and never across an unavailable day', () => {
    expect(nextRange(null, '2026-12-05', rules('day'))).toEqual({ range: { from: '2026-12-05', to: null }, restarted: false });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-09', rules('day')).range).toEqual({ from: '2026-12-05', to: '2026-12-09' });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-05', rules('day')).range).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-12', rules('day'))).toEqual({
      range: { from: '2026-12-12', to: null },
      restarted: true,
    });
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-04', rules('day'))).toEqual({
      range: { from: '2026-12-04', to: null },
      restarted: false,
    });
    // Before minDate, or an unavailable day: nothing changes.
    expect(nextRange(null, '2026-12-02', rules('day')).range).toBeNull();
    expect(nextRange({ from: '2026-12-05', to: '2026-12-06' }, '2026-12-10', rules('day')).range).toEqual({
      from: '2026-12-05',
      to: '2026-12-06',
    });
  });

  it('counts nights: the check-out day may be taken, a zero-night range is not a range', () => {
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-10', rules('night')).range).toEqual({
      from: '2026-12-07',
      to: '2026-12-10',
    });
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-11', rules('night')).restarted).toBe(true);
    expect(nextRange({ from: '2026-12-07', to: null }, '2026-12-07', rules('night')).range).toBeNull();
    // The last night is maxDate; its morning is a check-out day past it.
    expect(nextRange({ from: '2027-02-27', to: null }, '2027-03-01', rules('night')).range).toEqual({
      from: '2027-02-27',
      to: '2027-03-01',
    });
    expect(canEnd('2027-02-27', '2027-03-02', rules('night'))).toBe(false);
  });
});

describe('rangeLength', () => {
  it('counts days with both ends, nights without the check-out day', () => {
    expect(rangeLength('2026-12-05', '2026-12-05', 'day')).toBe(1);
    expect(rangeLength('2026-12-05', '2026-12-08', 'day')).toBe(4);
    expect(rangeLength('2026-12-05', '2026-12-08', 'night')).toBe(3);
  });
});

describe('the longest range', () => {
  it('ends a range only within its length, and puts the days beyond out of reach while the end is picked', () => {
    const longest = rules('day', { maxLength: 3 });
    expect(canEnd('2026-12-11', '2026-12-13', longest)).toBe(true);
    expect(canEnd('2026-12-11', '2026-12-14', longest)).toBe(false);
    const picking = rulesFor({ from: '2026-12-11', to: null }, longest);
    expect(picking.maxDate).toBe('2026-12-13');
    // Past the longest range, a click neither ends the range nor starts another one.
    expect(canPick('2026-12-14', { from: '2026-12-11', to: null }, picking)).toBe(false);
    expect(nextRange({ from: '2026-12-11', to: null }, '2026-12-14', picking).range).toEqual({ from: '2026-12-11', to: null });
    // Once the range is complete, every day up to maxDate can start a new one.
    expect(rulesFor({ from: '2026-12-11', to: '2026-12-12' }, longest).maxDate).toBe('2027-02-28');
    // Nights: three nights check out on the fourth morning.
    const nights = rulesFor({ from: '2026-12-11', to: null }, rules('night', { maxLength: 3 }));
    expect(canEnd('2026-12-11', '2026-12-14', nights)).toBe(true);
    expect(canEnd('2026-12-11', '2026-12-15', nights)).toBe(false);
    // The listing's own end stays the end when it comes first.
    expect(rulesFor({ from: '2027-02-27', to: null }, rules('day', { maxLength: 5 })).maxDate).toBe('2027-02-28');
  });
});

describe('dayLabel and rangeStatus', () => {
  const label = (date: string, unit: RangeUnit, range: { from: string; to: string | null } | null) =>
    dayLabel(date, { rules: rules(unit), range, today: '2026-12-01', messages: calendarMessages });

  it('names the day, its holiday, today, why it cannot be booked and its place in the range, in Japanese', () => {
    expect(label('2026-12-01', 'day', null)).toBe('2026年12月1日(火) 今日 受付期間外');
    expect(label('2026-12-10', 'day', null)).toBe('2026年12月10日(木) 予約不可');
    expect(label('2027-01-11', 'day', null)).toBe('2027年1月11日(月) 成人の日 予約可');
    expect(label('2026-12-05', 'day', { from: '2026-12-05', to: '2026-12-08' })).toBe('2026年12月5日(土) 予約可 開始日');
    expect(label('2026-12-06', 'day', { from: '2026-12-05', to: '2026-12-08' })).toBe('2026年12月6日(日) 予約可 選択中');
    expect(label('2026-12-08', 'day', { from: '2026-12-05', to: '2026-12-08' })).toBe('2026年12月8日(火) 予約可 終了日');
    // A taken day that a stay can still check out on.
    expect(label('2026-12-10', 'night', { from: '2026-12-08', to: null })).toBe('2026年12月10日(木) 予約不可 チェックアウトのみ可');
    expect(label('2026-12-10', 'day', { from: '2026-12-08', to: null })).toBe('2026年12月10日(木) 予約不可');
  });

  it('says what to pick next, then the range in days or nights, with the form’s own words', () => {
    const car = { ...calendarMessages, startLabel: '貸出日', endLabel: '返却日' };
    expect(rangeStatus(null, 'day', car)).toBe('貸出日を選んでください');
    expect(rangeStatus({ from: '2026-12-05', to: null }, 'day', car)).toBe('2026年12月5日(土) から。返却日を選んでください');
    expect(rangeStatus({ from: '2026-12-05', to: '2026-12-08' }, 'day', car)).toBe('2026年12月5日(土) 〜 2026年12月8日(火)（4日間）');
    expect(rangeStatus({ from: '2026-12-05', to: '2026-12-08' }, 'night', calendarMessages)).toBe(
      '2026年12月5日(土) 〜 2026年12月8日(火)（3泊）',
    );
  });
});

describe("the host's start rules (noStart)", () => {
  const noStart = new Map([
    ['2026-12-04', '予約受付は2日前まで'],
    ['2026-12-06', '金・土曜日のみ利用開始できます。'],
  ]);
  const ruled = rules('day', { noStart });

  it('a refused start cannot begin a range but may lie inside one or end it', () => {
    expect(canPick('2026-12-04', null, ruled)).toBe(false);
    expect(nextRange(null, '2026-12-04', ruled).range).toBeNull();
    expect(nextRange({ from: '2026-12-05', to: null }, '2026-12-06', ruled).range).toEqual({ from: '2026-12-05', to: '2026-12-06' });
    expect(canEnd('2026-12-03', '2026-12-08', ruled)).toBe(true);
  });

  it('names the reason of a free day that cannot start, and not while it can end the range being picked', () => {
    const label = (date: string, range: { from: string; to: string | null } | null = null) =>
      dayLabel(date, { rules: ruled, range, today: '2026-12-03', messages: calendarMessages });
    expect(label('2026-12-04')).toBe('2026年12月4日(金) 予約受付は2日前まで');
    expect(label('2026-12-06', { from: '2026-12-05', to: null })).toBe('2026年12月6日(日) 予約可');
    expect(label('2026-12-10')).toBe('2026年12月10日(木) 予約不可');
  });
});
