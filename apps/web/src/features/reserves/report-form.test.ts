import { describe, expect, it } from 'vitest';
import { reserveMessages as m } from './messages';
import { defaultOccurredAt, nowForInput, occurredAtInstant, reportProblems, type ReportValues } from './report-form';

const valid: ReportValues = {
  kind: 'Defect',
  occurredAt: '2026-11-23T09:30',
  place: '長野県松本市',
  description: 'FFヒーターが動きません。',
  policeCalled: false,
  photos: [],
};

describe('report form', () => {
  it('takes the datetime-local value as Japan time, whatever the device zone', () => {
    // 2026-11-22 15:05 UTC is 2026-11-23 00:05 in Japan: the day turns at Japan's midnight.
    expect(nowForInput(new Date(Date.UTC(2026, 10, 22, 15, 5)))).toBe('2026-11-23T00:05');
    expect(occurredAtInstant('2026-11-23T00:05')).toBe('2026-11-23T00:05:00+09:00');
    expect(Date.parse(occurredAtInstant('2026-11-23T00:05'))).toBe(Date.UTC(2026, 10, 22, 15, 5));
  });

  it('asks for the time, the place and what happened, in Japanese', () => {
    expect(reportProblems(valid)).toEqual({});
    expect(reportProblems({ ...valid, occurredAt: '', place: '  ', description: '' })).toEqual({
      occurredAt: m.report.occurredAtRequired,
      place: m.report.placeRequired,
      description: m.report.descriptionRequired,
    });
    expect(reportProblems({ ...valid, place: 'あ'.repeat(201) }).place).toBe('場所は200文字以内で入力してください。');
  });
});

describe('defaultOccurredAt', () => {
  const now = new Date(Date.UTC(2026, 10, 22, 15, 5));

  it('starts from now while the stay goes on, and from the return once it is over (a report is dated within the stay)', () => {
    expect(defaultOccurredAt(null, now)).toBe('2026-11-23T00:05');
    expect(defaultOccurredAt('2026-11-22T09:30:45.000Z', now)).toBe('2026-11-22T18:30');
  });
});
