import { addDays, daysFrom, japanDay } from '../reserves/japan-date.js';

/**
 * When a trip may start and how long it may be (issue 36, item 1): one pure engine that the search's
 * free-dates filter, the calendars, the quote, the creation, a change and the iCal export all ask,
 * so that every screen gives the same answer. Every date is a Japan-time calendar day (`YYYY-MM-DD`);
 * the only instant is `now`, read in Japan time, so the answers do not depend on the process's `TZ`.
 */

/** How a listing counts a trip: a car's days (both ends included) or a stay's nights. */
export type TripUnit = 'Days' | 'Nights';

/** Booking must reach the host `days` calendar days before the start, before `cutoffHour`:00 that day (24 = the whole day). */
export interface AdvanceNotice {
  days: number;
  cutoffHour: number;
}

/** A rule for trips whose first day (first night) falls in `from`..`to` (e.g. 「GW は3泊以上」). */
export interface DatedLengthRule {
  from: string;
  to: string;
  minLength: number;
  maxLength: number;
}

export interface AvailabilityRules {
  unit: TripUnit;
  advanceNotice: AdvanceNotice;
  /** Days kept free before and after each reservation (cleaning, preparation). */
  bufferDaysBefore: number;
  bufferDaysAfter: number;
  /** How many days ahead a trip may start (1–730). */
  horizonDays: number;
  /** The weekdays a trip may start on (0 = Sunday … 6 = Saturday); all seven when any day will do. */
  startWeekdays: readonly number[];
  minLength: number;
  maxLength: number;
  overrides: readonly DatedLengthRule[];
}

/** A reservation's days as they are held: `start`..`end`, `end` exclusive for a stay's check-out day. */
export interface HeldTrip {
  start: string;
  end: string;
}

export type StartBlock = 'Taken' | 'Blocked' | 'Buffer' | 'Notice' | 'Horizon' | 'Weekday' | 'Past';

export interface StartProblem {
  code: StartBlock;
  message: string;
}

/** The rules a listing has before its host sets any: what the product did before issue 36. */
export function defaultAvailability(unit: TripUnit, minLength: number, maxLength: number): AvailabilityRules {
  return {
    unit,
    advanceNotice: { days: 0, cutoffHour: 24 },
    bufferDaysBefore: 0,
    bufferDaysAfter: 0,
    horizonDays: 365,
    startWeekdays: [0, 1, 2, 3, 4, 5, 6],
    minLength,
    maxLength,
    overrides: [],
  };
}

const WEEKDAY_NAMES = ['日', '月', '火', '水', '木', '金', '土'];

/** The Japanese sentence for an advance notice: 「予約受付は2日前まで」, 「予約受付は前日18時まで」, 「予約受付は当日10時まで」. */
export function noticeMessage({ days, cutoffHour }: AdvanceNotice): string {
  const day = days === 0 ? '当日' : days === 1 ? '前日' : `${days}日前`;
  const hour = cutoffHour >= 24 ? '' : `${cutoffHour}時`;
  return `予約受付は${day}${hour}まで`;
}

function weekdayMessage(allowed: readonly number[]): string {
  const names = [...allowed].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d]);
  return `${names.join('・')}曜日のみ利用開始できます`;
}

/** The Japanese hour of `now` as minutes past midnight, and its day. */
function japanClock(now: Date): { day: string; minutes: number } {
  const japan = new Date(now.getTime() + 9 * 3_600_000);
  return { day: japanDay(now), minutes: japan.getUTCHours() * 60 + japan.getUTCMinutes() };
}

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The last day a trip holds: a car's end day itself, a stay's last night (the day before check-out). */
function lastHeldDay(trip: HeldTrip, unit: TripUnit): string {
  return unit === 'Nights' ? addDays(trip.end, -1) : trip.end;
}

/** Whether `day` is held by `trip` (a stay's check-out day is not: the next group may check in that day). */
function holds(trip: HeldTrip, unit: TripUnit, day: string): boolean {
  return day >= trip.start && day <= lastHeldDay(trip, unit);
}

/** Whether `day` is a preparation day of `trip`: within its buffer before its first or after its last held day. */
function buffers(trip: HeldTrip, rules: AvailabilityRules, day: string): boolean {
  const before = rules.bufferDaysBefore > 0 && day < trip.start && daysFrom(day, trip.start) <= rules.bufferDaysBefore;
  const last = lastHeldDay(trip, rules.unit);
  const after = rules.bufferDaysAfter > 0 && day > last && daysFrom(last, day) <= rules.bufferDaysAfter;
  return before || after;
}

/** The rule of length that governs a trip starting on `start`: the dated rule of its first day, else the listing's. */
export function lengthRuleFor(rules: AvailabilityRules, start: string): { minLength: number; maxLength: number } {
  const dated = rules.overrides.find((rule) => start >= rule.from && start <= rule.to);
  return dated ?? rules;
}

/** Why a trip cannot start on `day` (null when it can), for the calendars' reasons and the first check of a booking. */
export function startProblem(args: {
  rules: AvailabilityRules;
  day: string;
  now: Date;
  held: readonly HeldTrip[];
  blocked: ReadonlySet<string>;
}): StartProblem | null {
  const { rules, day, held, blocked } = args;
  const clock = japanClock(args.now);
  if (day < clock.day) return { code: 'Past', message: '過ぎた日です' };
  if (held.some((trip) => holds(trip, rules.unit, day))) return { code: 'Taken', message: '予約済み' };
  if (blocked.has(day)) return { code: 'Blocked', message: '受付停止日' };
  if (held.some((trip) => buffers(trip, rules, day))) return { code: 'Buffer', message: '準備日' };
  const lead = daysFrom(clock.day, day);
  const { days, cutoffHour } = rules.advanceNotice;
  if (lead < days || (lead === days && clock.minutes >= cutoffHour * 60))
    return { code: 'Notice', message: noticeMessage(rules.advanceNotice) };
  if (lead > rules.horizonDays) return { code: 'Horizon', message: '受付期間外' };
  if (!rules.startWeekdays.includes(weekdayOf(day))) return { code: 'Weekday', message: weekdayMessage(rules.startWeekdays) };
  return null;
}

export type TripProblem = { path: 'startDate' | 'endDate'; message: string };

/** A refused start day as a sentence: 「準備日のため、この日からは予約できません。」, 「金・土曜日のみ利用開始できます。」. */
function startSentence(problem: StartProblem): string {
  if (problem.code === 'Weekday') return `${problem.message}。`;
  if (problem.code === 'Past') return '開始日には今日以降の日付を指定してください。';
  return `${problem.message}のため、この日からは予約できません。`;
}

/** The trip's length in the listing's unit: a car's days (ends included), a stay's nights. */
export function tripLength(unit: TripUnit, start: string, end: string): number {
  return unit === 'Days' ? daysFrom(start, end) + 1 : daysFrom(start, end);
}

/**
 * Whether a trip `start`..`end` may be booked now: its start (as `startProblem`), its length under
 * the rule of its first day, and no held, blocked or preparation day inside it — nor a reservation
 * whose own preparation days it would cover. One answer for the search, the quote and the creation.
 */
export function tripProblem(args: {
  rules: AvailabilityRules;
  start: string;
  end: string;
  now: Date;
  held: readonly HeldTrip[];
  blocked: ReadonlySet<string>;
}): TripProblem | null {
  const { rules, start, end, held, blocked } = args;
  const unit = rules.unit;
  const length = tripLength(unit, start, end);
  if (length < 1)
    return {
      path: 'endDate',
      message:
        unit === 'Days'
          ? '返却日は利用開始日以降の日付を指定してください。'
          : 'チェックアウト日はチェックイン日より後の日付を指定してください。',
    };
  const starting = startProblem({ ...args, day: start });
  if (starting) return { path: 'startDate', message: startSentence(starting) };
  const { minLength, maxLength } = lengthRuleFor(rules, start);
  const counted = unit === 'Days' ? '日' : '泊';
  if (length < minLength) return { path: 'endDate', message: `この期間は${minLength}${counted}以上から予約できます。` };
  if (length > maxLength) return { path: 'endDate', message: `この期間は最長${maxLength}${counted}まで予約できます。` };
  const trip: HeldTrip = { start, end };
  for (let day = start; day <= lastHeldDay(trip, unit); day = addDays(day, 1)) {
    if (held.some((other) => holds(other, unit, day))) return { path: 'endDate', message: '期間中に予約済みの日があります。' };
    if (blocked.has(day)) return { path: 'endDate', message: '期間中に受付停止日があります。' };
    if (held.some((other) => buffers(other, rules, day))) return { path: 'endDate', message: '期間中に準備日があります。' };
  }
  // The new trip's own preparation days may not fall on another reservation's days.
  if (held.some((other) => heldDays(other, unit).some((day) => buffers(trip, rules, day)))) {
    return { path: 'endDate', message: '前後の準備日が他の予約と重なります。' };
  }
  return null;
}

function heldDays(trip: HeldTrip, unit: TripUnit): string[] {
  const days: string[] = [];
  for (let day = trip.start; day <= lastHeldDay(trip, unit); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days a reservation keeps from other bookings, its preparation days included: what the
 * no-overlap guarantee holds and the iCal export lists. `end` is exclusive (the day after the last).
 */
export function bufferedRange(trip: HeldTrip, rules: AvailabilityRules): { start: string; end: string } {
  return { start: addDays(trip.start, -rules.bufferDaysBefore), end: addDays(lastHeldDay(trip, rules.unit), rules.bufferDaysAfter + 1) };
}
