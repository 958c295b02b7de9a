/**
 * Calendar days as `YYYY-MM-DD` strings and months as `YYYY-MM` strings, in Japan time. Both sort
 * as strings, so `a < b` compares them; the arithmetic goes through UTC midnights, which have no
 * daylight saving time to trip over. For display, see `formatDate` in `./format`.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000; // Japan has no daylight saving time.
const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function fromUtc(time: number): string {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function utcOf(date: string): number {
  const match = dayPattern.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    if (new Date(time).getUTCDate() === day && month >= 1 && month <= 12) return time;
  }
  throw new RangeError(`not a calendar day (YYYY-MM-DD): ${date}`);
}

/** Whether a string is a real `YYYY-MM-DD` day (`2026-02-30` is not). */
export function isCalendarDay(value: string): boolean {
  try {
    utcOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The day for a year, month (1–12) and day; out-of-range parts roll over (`2026, 13, 1` → `2027-01-01`). */
export function toDay(year: number, month: number, day: number): string {
  return fromUtc(Date.UTC(year, month - 1, day));
}

/** Today in Asia/Tokyo, whatever the device's time zone. */
export function todayInTokyo(now: Date = new Date()): string {
  return fromUtc(now.getTime() + JST_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return fromUtc(utcOf(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (`2026-12-01` → `2026-12-05` is 4; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** -1, 0 or 1, for `Array.prototype.sort`. */
export function compareDays(a: string, b: string): -1 | 0 | 1 {
  const diff = utcOf(a) - utcOf(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = utcOf(from), end = utcOf(to); time <= end; time += DAY_MS) days.push(fromUtc(time));
  return days;
}

/** The `YYYY-MM` month of a day. */
export function monthOf(date: string): string {
  utcOf(date);
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
