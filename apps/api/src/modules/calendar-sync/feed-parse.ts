import { addDays, japanDay } from '@kurumatabi/contract';
import ical, { type VEvent } from 'node-ical';

/**
 * Turns an iCal feed into the Japan calendar days it blocks (ADR 0057). A date-only value (`VALUE=DATE`, what
 * Airbnb, Booking.com and Carstay send for nights) is a calendar date as written: node-ical gives it as local
 * midnight of the process's zone, so the date is read back with the local getters, which gives the written date
 * whatever `TZ` is. A timed event blocks every Japan day it touches. `DTEND` is exclusive (RFC 5545); an event
 * without one is one day long. Recurring events are expanded over the window; cancelled and transparent (free)
 * events block nothing.
 */

export interface FeedEvent {
  uid: string;
  /** First blocked day, `YYYY-MM-DD`. */
  from: string;
  /** The day after the last blocked day (exclusive). */
  until: string;
}

export class FeedParseError extends Error {}

type DateValue = Date & { dateOnly?: boolean };

const pad = (n: number) => String(n).padStart(2, '0');

function writtenDate(value: DateValue): string {
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** The Japan days [from, until) of one occurrence. */
function daysOf(start: DateValue, end: DateValue | undefined): { from: string; until: string } | null {
  if (start.dateOnly) {
    const from = writtenDate(start);
    const until = end ? writtenDate(end) : addDays(from, 1);
    return until > from ? { from, until } : { from, until: addDays(from, 1) };
  }
  const from = japanDay(start);
  if (!end || end.getTime() <= start.getTime()) return { from, until: addDays(from, 1) };
  // The last instant inside the event decides its last day: an event ending at midnight does not block the next day.
  return { from, until: addDays(japanDay(new Date(end.getTime() - 1)), 1) };
}

function blocks(event: VEvent): boolean {
  const status = typeof event.status === 'string' ? event.status.toUpperCase() : '';
  const transparency = typeof event.transparency === 'string' ? event.transparency.toUpperCase() : '';
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/**
 * The events of `text` that touch [today, lastDay]: one per UID (an occurrence of a recurring event gets the UID
 * with its date), clipped to the window. Throws FeedParseError when the text is not an iCal calendar.
 */
export function parseFeed(text: string, window: { today: string; lastDay: string }): FeedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedParseError('iCal 形式（BEGIN:VCALENDAR）のカレンダーではありません。');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    throw new FeedParseError('カレンダーの内容を読み取れませんでした（iCal 形式の誤り）。');
  }
  const windowUntil = addDays(window.lastDay, 1);
  const events = new Map<string, FeedEvent>();
  const keep = (uid: string, days: { from: string; until: string } | null) => {
    if (!days) return;
    const from = days.from < window.today ? window.today : days.from;
    const until = days.until > windowUntil ? windowUntil : days.until;
    if (until > from) events.set(uid, { uid, from, until });
  };
  for (const [key, component] of Object.entries(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!blocks(event) || !(event.start instanceof Date)) continue;
    const uid = typeof event.uid === 'string' && event.uid !== '' ? event.uid : key;
    if (event.rrule) {
      const instances = ical.expandRecurringEvent(event, {
        from: new Date(Date.parse(`${window.today}T00:00:00+09:00`) - 86_400_000),
        to: new Date(Date.parse(`${windowUntil}T00:00:00+09:00`)),
        expandOngoing: true,
      });
      for (const instance of instances) {
        // An all-day occurrence is a written date like its event's (local midnight), whatever node-ical marks on it.
        const asWritten = (value: Date): DateValue => Object.assign(new Date(value.getTime()), { dateOnly: instance.isFullDay });
        const days = daysOf(asWritten(instance.start), asWritten(instance.end));
        if (days) keep(`${uid}/${days.from}`, days);
      }
      continue;
    }
    keep(uid, daysOf(event.start as DateValue, event.end as DateValue | undefined));
  }
  return [...events.values()].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.uid < b.uid ? -1 : 1));
}
