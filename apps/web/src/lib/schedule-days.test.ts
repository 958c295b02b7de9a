import { describe, expect, it } from 'vitest';
import { scheduleDays } from './schedule-days';

describe('scheduleDays', () => {
  it('makes a preparation day unavailable, keeps the reasons of the days not booked, and leaves booked days struck through', () => {
    const days = scheduleDays({
      unavailableDates: ['2026-12-10'],
      noStartDays: [
        { date: '2026-12-04', code: 'Notice', message: '予約受付は2日前まで' },
        { date: '2026-12-09', code: 'Buffer', message: '準備日' },
        { date: '2026-12-10', code: 'Taken', message: '予約済み' },
      ],
    });
    expect([...days.unavailable].sort()).toEqual(['2026-12-09', '2026-12-10']);
    expect([...days.startReasons]).toEqual([
      ['2026-12-04', '予約受付は2日前まで'],
      ['2026-12-09', '準備日'],
    ]);
  });

  it('reads a schedule without reasons as before', () => {
    expect(scheduleDays({ unavailableDates: ['2026-12-10'] }).startReasons.size).toBe(0);
  });
});
