/**
 * Calendar days as `YYYY-MM-DD` strings, in Japan time. They sort as strings, so `a < b` compares them; the
 * arithmetic goes through UTC midnights, which have no daylight saving time to trip over. Months and their grids:
 * `./date-range` (apart, so a page that only counts days does not carry them: ADR 0056). For display, see
 * `formatDate` in `./format`.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000; // Japan has no daylight saving time.
const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

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
