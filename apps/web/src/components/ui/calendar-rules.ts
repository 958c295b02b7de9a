/**
 * The calendar's domain rules, ours and free of any view: which days a range may start or end on,
 * how a click changes a range, how long a range is, and what a day is called for a screen reader.
 * Days are `YYYY-MM-DD` strings in Japan time (see lib/date-range); react-day-picker only draws them.
 */
import { addDays, daysBetween, eachDay } from '@/lib/date-range';
import { formatDate } from '@/lib/format';
import { holidayName } from '@kurumatabi/contract/calendar';
import type { CalendarMessages } from './calendar-messages';

/** A chosen range of `YYYY-MM-DD` days; `to` is null while the end is still to be picked. */
export interface DateRange {
  from: string;
  to: string | null;
}

/**
 * How a range counts: `day` (cars: every day from `from` to `to` is booked, a one-day range is
 * allowed) or `night` (spots: the nights from `from` to the eve of `to`; `to` is the check-out day
 * and may be a day no night is free, "checkout-only").
 */
export type RangeUnit = 'day' | 'night';

export interface CalendarRules {
  /** Days before `minDate` and after `maxDate` cannot be picked (受付期間外); for nights, `maxDate` is the last night. */
  minDate?: string;
  maxDate?: string;
  /** Days already booked or closed: never part of a range (a night range may still check out on one). */
  unavailable: ReadonlySet<string>;
  unit: RangeUnit;
  /** The longest range, in the unit's count (days, or nights): while its end is picked, days beyond are out of reach. */
  maxLength?: number;
  /** Days a range may cross or end on but not start on, each with why (the host's rules: 予約受付は2日前まで, a weekday rule). */
  noStart?: ReadonlyMap<string, string>;
}

/** How many days (`day`: both ends included) or nights (`night`) a range holds. */
export function rangeLength(from: string, to: string, unit: RangeUnit): number {
  return unit === 'night' ? daysBetween(from, to) : daysBetween(from, to) + 1;
}

export function outOfRange(date: string, rules: CalendarRules): boolean {
  return (rules.minDate !== undefined && date < rules.minDate) || (rules.maxDate !== undefined && date > rules.maxDate);
}

/** A day a range can start on (for nights: a night that can be booked). */
export function canStart(date: string, rules: CalendarRules): boolean {
  return !outOfRange(date, rules) && !rules.unavailable.has(date);
}

/** A day a new range can start on: free, and not a day the host's rules refuse as a start. */
export function canBegin(date: string, rules: CalendarRules): boolean {
  return canStart(date, rules) && !rules.noStart?.has(date);
}

/** Whether `to` can end a range that starts on `from` without crossing a day that cannot be booked. */
export function canEnd(from: string, to: string, rules: CalendarRules): boolean {
  if (rules.maxLength !== undefined && to >= from && rangeLength(from, to, rules.unit) > rules.maxLength) return false;
  if (rules.unit === 'night') {
    if (to <= from || (rules.maxDate !== undefined && to > addDays(rules.maxDate, 1))) return false;
    return eachDay(from, addDays(to, -1)).every((night) => canStart(night, rules));
  }
  return to >= from && eachDay(from, to).every((day) => canStart(day, rules));
}

/**
 * The rules while `range`'s end is being picked: with a longest length, the days past it are out
 * of reach (受付期間外) rather than a new start, as a search's range of at most N days reads.
 */
export function rulesFor(range: DateRange | null, rules: CalendarRules): CalendarRules {
  if (!range || range.to !== null || rules.maxLength === undefined) return rules;
  const last = addDays(range.from, rules.maxLength - 1); // The last day, or the last night.
  return { ...rules, maxDate: rules.maxDate !== undefined && rules.maxDate < last ? rules.maxDate : last };
}

/** Whether a click on `date` does anything: it starts a range, or ends the one being picked. */
export function canPick(date: string, range: DateRange | null, rules: CalendarRules): boolean {
  return (range !== null && range.to === null && canEnd(range.from, date, rules)) || canBegin(date, rules);
}

/**
 * The range after a click on `date`: the first click starts a range, the second ends it (or, if it
 * is before the start or the range would cross a day that cannot be booked, starts again there).
 * `restarted` tells the user why their end became a start.
 */
export function nextRange(current: DateRange | null, date: string, rules: CalendarRules): { range: DateRange | null; restarted: boolean } {
  if (current && current.to === null) {
    if (canEnd(current.from, date, rules)) return { range: { from: current.from, to: date }, restarted: false };
    if (date === current.from) return { range: null, restarted: false };
    if (canBegin(date, rules)) return { range: { from: date, to: null }, restarted: date > current.from };
    return { range: current, restarted: false };
  }
  return { range: canBegin(date, rules) ? { from: date, to: null } : current, restarted: false };
}

/** Whether `date` lies in a complete range, both ends included. */
export function inRange(date: string, range: { from: string; to: string | null } | null): boolean {
  return !!range && range.to !== null && date >= range.from && date <= range.to;
}

/**
 * A day's name for a screen reader: the date, its holiday, 今日, whether it can be booked (and why
 * not: 受付期間外, 予約不可, or a taken day a night range may still check out on) and its place in
 * the range (開始日, 終了日, 選択中; the words a form gives them, e.g. 貸出日 / 返却日).
 */
export function dayLabel(
  date: string,
  { rules, range, today, messages }: { rules: CalendarRules; range: DateRange | null; today: string; messages: CalendarMessages },
): string {
  const taken = rules.unavailable.has(date);
  // Only a night range can end on a day it could not start on (the check-out day).
  const pickingEnd = range !== null && range.to === null && canEnd(range.from, date, rules);
  // A free day the host's rules refuse as a start says why (it may still end the range being picked).
  const status =
    canBegin(date, rules) || (pickingEnd && canStart(date, rules))
      ? messages.available
      : canStart(date, rules)
        ? rules.noStart?.get(date)
        : pickingEnd
          ? [taken ? messages.unavailable : null, messages.checkoutOnly].filter(Boolean).join(' ')
          : outOfRange(date, rules)
            ? messages.outOfRange
            : messages.unavailable;
  const role =
    range?.from === date ? messages.startLabel : range?.to === date ? messages.endLabel : inRange(date, range) ? messages.selected : null;
  return [formatDate(date), holidayName(date), date === today ? messages.today : null, status, role].filter(Boolean).join(' ');
}

/** What the range asks for next, or what it holds, in words (read out as it changes). */
export function rangeStatus(range: DateRange | null, unit: RangeUnit, messages: CalendarMessages): string {
  if (range === null) return messages.pickStart(messages.startLabel);
  if (range.to === null) return messages.pickEnd(range.from, messages.endLabel);
  return messages.picked(range.from, range.to, unit);
}
