/**
 * Months as `YYYY-MM` strings and their calendar grids, in Japan time; the days they are made of come from
 * `./calendar-day`. For display, see `formatDate` in `./format`.
 */
import { addDays, isCalendarDay, toDay, weekdayOf } from './calendar-day';

const monthPattern = /^(\d{4})-(\d{2})$/;

/** The `YYYY-MM` month of a day. */
export function monthOf(date: string): string {
  if (!isCalendarDay(date)) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${date}`);
  return date.slice(0, 7);
}

function monthParts(month: string): { year: number; month: number } {
  const match = monthPattern.exec(month);
  const parsed = match ? { year: Number(match[1]), month: Number(match[2]) } : null;
  if (!parsed || parsed.month < 1 || parsed.month > 12) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return parsed;
}

/** `2026-12` + 1 → `2027-01`. */
export function addMonths(month: string, months: number): string {
  const parts = monthParts(month);
  return toDay(parts.year, parts.month + months, 1).slice(0, 7);
}

/** The first and last days of a `YYYY-MM` month. */
export function monthBounds(month: string): { first: string; last: string } {
  const parts = monthParts(month);
  return { first: toDay(parts.year, parts.month, 1), last: toDay(parts.year, parts.month + 1, 0) };
}

export interface GridDay {
  date: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/**
 * The weeks (Sunday first, as Japanese calendars are printed) covering a month: four to six rows,
 * or always six with `fixedWeeks`, so that months side by side line up.
 */
export function monthGrid(month: string, options: { fixedWeeks?: boolean } = {}): GridDay[][] {
  const { first, last } = monthBounds(month);
  const start = addDays(first, -weekdayOf(first));
  const weeks: GridDay[][] = [];
  for (let cursor = start; weeks.length < 6 && (options.fixedWeeks || cursor <= last);) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1, cursor = addDays(cursor, 1)) week.push({ date: cursor, inMonth: cursor.startsWith(month) });
    weeks.push(week);
  }
  return weeks;
}
