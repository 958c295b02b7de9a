import { addDays } from '@kurumatabi/contract';

/**
 * Pure day arithmetic of the owners' calendars beyond the contract's Japan-day helpers
 * (`japanDay`, `addDays`, `startOfJapanDay`): months, and the half-open ranges PostgreSQL stores
 * days in (`[start, endExclusive)`, ADR 0015). Days are `YYYY-MM-DD` in Japan time.
 */

/** `YYYY-MM-01` of the month `day` is in, and of the next month. */
export function monthBounds(day: string): { first: string; next: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first: `${day.slice(0, 7)}-01`, next };
}

/** A half-open run of days, as stored: `[start, endExclusive)`. */
export interface DayRange {
  start: string;
  endExclusive: string;
}

/**
 * Unique days merged into the fewest half-open ranges (consecutive days join), ascending. Fewer
 * rows keep `busy` and the exclusion index small: a closed fortnight is one row, not fourteen.
 */
export function mergeDays(days: readonly string[]): DayRange[] {
  const sorted = [...new Set(days)].sort();
  const ranges: DayRange[] = [];
  for (const day of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last.endExclusive === day) last.endExclusive = addDays(day, 1);
    else ranges.push({ start: day, endExclusive: addDays(day, 1) });
  }
  return ranges;
}

/** The PostgreSQL text form of a range, e.g. `[2026-12-01,2026-12-04)`. */
export function rangeLiteral(range: DayRange): string {
  return `[${range.start},${range.endExclusive})`;
}
