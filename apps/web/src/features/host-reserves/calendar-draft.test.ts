import { describe, expect, it } from 'vitest';
import { changedDays, conflictingDays, datesToSave, editableMonths, toggleDay } from './calendar-draft';

describe('the unavailable days draft', () => {
  it('toggles a day in and out without touching the set it came from', () => {
    const saved = new Set(['2026-12-24']);
    const closed = toggleDay(saved, '2026-12-25');
    expect([...closed].sort()).toEqual(['2026-12-24', '2026-12-25']);
    expect([...toggleDay(closed, '2026-12-24')]).toEqual(['2026-12-25']);
    expect([...saved]).toEqual(['2026-12-24']);
  });

  it('knows the days that differ from the saved calendar both ways', () => {
    const saved = new Set(['2026-12-24', '2026-12-31']);
    const draft = new Set(['2026-12-24', '2027-01-02']);
    expect([...changedDays(saved, draft)].sort()).toEqual(['2026-12-31', '2027-01-02']);
    expect(changedDays(saved, new Set(saved)).size).toBe(0);
  });

  it('sends the days from today on, ascending (the API keeps the past ones)', () => {
    expect(datesToSave(new Set(['2027-01-02', '2026-11-20', '2026-11-23', '2026-12-31']), '2026-11-23')).toEqual([
      '2026-11-23',
      '2026-12-31',
      '2027-01-02',
    ]);
  });

  it('reads the days a 409 names from the paths of the body that was sent', () => {
    const sent = ['2026-12-01', '2026-12-02', '2026-12-03'];
    const details = [
      { path: 'dates.2', message: '2026-12-03 は予約が入っています。' },
      { path: 'dates.0', message: '2026-12-01 は予約が入っています。' },
      { path: '', message: 'ほか' },
      { path: 'dates.9', message: '範囲外' },
    ];
    expect(conflictingDays(sent, details)).toEqual(['2026-12-01', '2026-12-03']);
    expect(conflictingDays(sent, undefined)).toEqual([]);
  });

  it('offers the months from this one to the one of the last day the API accepts', () => {
    expect(editableMonths('2026-11-23', 365)).toEqual({ first: '2026-11', last: '2027-11' });
    expect(editableMonths('2027-01-01', 365)).toEqual({ first: '2027-01', last: '2028-01' });
  });
});
