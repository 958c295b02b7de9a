/**
 * Calendar days in Japan time (Asia/Tokyo, UTC+9 all year: Japan has no daylight saving), as
 * `YYYY-MM-DD` strings. Reservations are whole days in Japan whatever the device's or the
 * server's zone, so both the web and the API count days with these (ADR 0016).
 */

const JAPAN_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day it is in Japan at `instant`. */
export function japanDay(instant: Date): string {
  return new Date(instant.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `n` days (n may be negative); months and years roll over. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a Japanese day begins (00:00 JST). */
export function startOfJapanDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JAPAN_OFFSET_MS);
}

/** The instant a Japanese day ends: 24:00 JST, i.e. the next day's 00:00 (an exclusive bound). */
export function endOfJapanDay(day: string): Date {
  return startOfJapanDay(addDays(day, 1));
}
