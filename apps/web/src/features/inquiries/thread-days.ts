import { formatDate } from '@/lib/format';

/**
 * The messages of a thread with a date line wherever the day changes (Japan time), as messaging
 * apps show them: `2026年11月22日(日)` once, then that day's messages.
 */
export type DayRow<T> = { kind: 'day'; key: string; label: string } | { kind: 'item'; key: string; item: T };

export function withDayLines<T extends { id: string; sentAt: string }>(items: readonly T[]): DayRow<T>[] {
  const rows: DayRow<T>[] = [];
  let day = '';
  for (const item of items) {
    const label = formatDate(item.sentAt);
    if (label !== day) {
      day = label;
      rows.push({ kind: 'day', key: `day-${label}`, label });
    }
    rows.push({ kind: 'item', key: item.id, item });
  }
  return rows;
}
