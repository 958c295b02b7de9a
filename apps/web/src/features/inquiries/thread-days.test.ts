import { describe, expect, it } from 'vitest';
import { withDayLines } from './thread-days';

describe('withDayLines', () => {
  it('puts a date line before the first message of each day in Japan time', () => {
    const rows = withDayLines([
      { id: 'a', sentAt: '2026-11-21T14:59:00.000Z' }, // 23:59 on the 21st in Japan
      { id: 'b', sentAt: '2026-11-21T15:00:00.000Z' }, // 00:00 on the 22nd
      { id: 'c', sentAt: '2026-11-22T03:00:00.000Z' },
    ]);
    expect(rows.map((row) => (row.kind === 'day' ? row.label : row.item.id))).toEqual([
      '2026年11月21日(土)',
      'a',
      '2026年11月22日(日)',
      'b',
      'c',
    ]);
  });

  it('gives nothing for no messages', () => {
    expect(withDayLines([])).toEqual([]);
  });
});
