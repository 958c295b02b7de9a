import type { ErrorDetail } from '../errors.js';
import { daysFrom, japanDay, startOfJapanDay } from './japan-date.js';

/**
 * Whether what a party records about a stay can be true of that stay (ADR 0024). Pure, so the API
 * checks a record with the reservation's facts under its lock and the rules stay readable in one place.
 */

/**
 * A car is driven at most this far per calendar day of the stay (Japan time, check-in day and return day
 * included). Twenty hours at 75 km/h: more than anyone drives a rented car or campervan in a day, yet far
 * below what a typo or a swapped figure gives (50,000 → 500,000).
 */
export const MAX_DRIVEN_KM_PER_DAY = 1_500;

/** A report's time may run ahead of the server's clock by this much (a phone's clock, minutes typed by hand). */
export const REPORT_CLOCK_TOLERANCE_MS = 5 * 60_000;

/** 50000 → `50,000 km` (grouped by hand: the same text on every runtime, ICU or not). */
const km = (value: number) => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`;

/** `2026-12-30` → `2026年12月30日`. */
function japaneseDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

/** `instant` as a Japanese date and time in Japan (`2026年12月30日 10:05`). */
function japaneseDateTime(instant: Date): string {
  const japan = new Date(instant.getTime() + 9 * 3_600_000).toISOString();
  return `${japaneseDate(japan.slice(0, 10))} ${japan.slice(11, 16)}`;
}

/**
 * The odometer at the return against the one at check-in: it never goes down, and it rises at most
 * `MAX_DRIVEN_KM_PER_DAY` per day of the stay. Null when the check-in recorded no odometer.
 */
export function returnOdometerProblem(args: {
  checkIn: { odometerKm: number | null; recordedAt: Date };
  returnOdometerKm: number;
  returnedAt: Date;
}): ErrorDetail | null {
  const before = args.checkIn.odometerKm;
  if (before === null) return null;
  if (args.returnOdometerKm < before) {
    return {
      path: 'odometerKm',
      message: `返却時の走行距離（${km(args.returnOdometerKm)}）が貸出時の走行距離（${km(before)}）より小さくなっています。走行距離計の値を確認してください。`,
    };
  }
  const days = Math.max(1, daysFrom(japanDay(args.checkIn.recordedAt), japanDay(args.returnedAt)) + 1);
  const driven = args.returnOdometerKm - before;
  if (driven > MAX_DRIVEN_KM_PER_DAY * days) {
    return {
      path: 'odometerKm',
      message: `走行距離が貸出時から${km(driven)}増えています。${days}日間で走れる距離（1日あたり${km(MAX_DRIVEN_KM_PER_DAY)}まで）を超えているため、走行距離計の値を確認してください。`,
    };
  }
  return null;
}

/**
 * An accident or defect happens during the stay: not before its start day (00:00 in Japan), not after
 * the car or spot came back, and not in the future.
 */
export function reportTimeProblem(args: { occurredAt: Date; startDate: string; returnedAt: Date | null; now: Date }): ErrorDetail | null {
  const at = args.occurredAt.getTime();
  if (at > args.now.getTime() + REPORT_CLOCK_TOLERANCE_MS) {
    return { path: 'occurredAt', message: '発生日時に未来の日時は指定できません。' };
  }
  if (at < startOfJapanDay(args.startDate).getTime()) {
    return {
      path: 'occurredAt',
      message: `発生日時が利用開始日（${japaneseDate(args.startDate)}）より前です。この予約の利用期間中の日時を指定してください。`,
    };
  }
  if (args.returnedAt && at > args.returnedAt.getTime()) {
    return {
      path: 'occurredAt',
      message: `発生日時が返却の記録（${japaneseDateTime(args.returnedAt)}）より後です。この予約の利用期間中の日時を指定してください。`,
    };
  }
  return null;
}

/** A photo of a record must be taken for this stay: not one already attached to another reservation or to a licence. */
export const PHOTO_OF_ANOTHER_RECORD_MESSAGE =
  'この写真は別の予約の記録または運転免許証に使われています。この予約のために撮影した写真を選んでください。';
