import { describe, expect, it } from 'vitest';
import { presetSeasons } from './season-presets.js';

const ranges = (year: number) => presetSeasons(year).map((s) => [s.key, s.range.from, s.range.to]);

describe('the marketplace’s ready-made seasons, from the holiday calendar', () => {
  it('gives 2026: GW to 振替休日 5/6, お盆, 年末年始 into 2027, and the 3連休 (シルバーウィーク included)', () => {
    expect(ranges(2026)).toEqual([
      ['ThreeDayWeekend', '2026-01-10', '2026-01-12'],
      ['ThreeDayWeekend', '2026-02-21', '2026-02-23'],
      ['ThreeDayWeekend', '2026-03-20', '2026-03-22'],
      ['GoldenWeek', '2026-04-29', '2026-05-06'],
      ['ThreeDayWeekend', '2026-07-18', '2026-07-20'],
      ['Obon', '2026-08-13', '2026-08-16'],
      ['ThreeDayWeekend', '2026-09-19', '2026-09-23'],
      ['ThreeDayWeekend', '2026-10-10', '2026-10-12'],
      ['ThreeDayWeekend', '2026-11-21', '2026-11-23'],
      ['NewYear', '2026-12-29', '2027-01-03'],
    ]);
  });

  it('grows お盆 and 年末年始 over the weekend they touch, and leaves the new year’s days to the previous 年末年始', () => {
    const s2027 = presetSeasons(2027);
    expect(s2027.find((s) => s.key === 'Obon')?.range).toEqual({ from: '2027-08-13', to: '2027-08-16' });
    // 2028-01-01 is a Saturday: 年末年始 2027 runs to Monday 1/3 and is not a 3連休 of 2028.
    expect(presetSeasons(2028).some((s) => s.key === 'ThreeDayWeekend' && s.range.from < '2028-01-05')).toBe(false);
    expect(presetSeasons(2025).find((s) => s.key === 'NewYear')?.range).toEqual({ from: '2025-12-27', to: '2026-01-04' });
  });

  it('names each season in Japanese', () => {
    const names = presetSeasons(2027).map((s) => s.name);
    expect(names).toContain('ゴールデンウィーク 2027');
    expect(names).toContain('年末年始 2027–2028');
    expect(names).toContain('9月の連休');
  });
});
