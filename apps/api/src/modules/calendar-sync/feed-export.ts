import { createHash } from 'node:crypto';
import { CALENDAR_SYNC_INTERVAL_MINUTES } from '@kurumatabi/contract';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Range } from './feed-blocks.js';

/**
 * A listing's calendar as an iCal feed for other platforms (ADR 0057), written by ical-generator. Nights and
 * blocked days are all-day `VALUE=DATE` events whose `DTEND` is the day after the last (RFC 5545's exclusive end:
 * a stay's check-out day); a car's reservation is a timed event from its pickup to its return, Japan time. No guest's
 * name or message is in it: each event says only 予約済み, 予約不可 or 準備日 (a preparation day of the host's rules). UIDs are stable (a reservation's id, a
 * block's first day), and DTSTAMP comes from the data, so the same calendar is the same bytes and its ETag holds.
 */

export interface ExportInput {
  /** A car's, a spot's or one spot plan's feed (the plan's id is then `listingId`): the UIDs' prefix. */
  kind: 'car' | 'spot' | 'plan';
  listingId: string;
  title: string;
  /** When the export address was made: the DTSTAMP of the blocks. */
  madeAt: Date;
  /** A car's reservations with their pickup and return instants; a spot's full days as ranges. */
  timed: readonly { id: string; start: Date; end: Date; stamp: Date }[];
  reserved: readonly Range[];
  blocked: readonly Range[];
  /** Preparation days around reservations (`bufferedRange` of ADR 0055), each with the stable key of its UID. */
  buffers?: readonly { key: string; range: Range }[];
}

const HOST = 'kurumatabi.jp';
/** A Japan day as the UTC midnight ical-generator writes as that date (it formats an all-day Date in UTC). */
const dateValue = (day: string) => new Date(`${day}T00:00:00Z`);

export function exportCalendar(input: ExportInput): { body: string; etag: string } {
  const calendar = ical({
    name: `${input.title}（くるま旅）`,
    prodId: { company: 'Kurumatabi', product: 'Calendar', language: 'JA' },
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often readers should come back.
    ttl: CALENDAR_SYNC_INTERVAL_MINUTES * 60,
  });
  for (const trip of input.timed)
    calendar.createEvent({ id: `reserve-${trip.id}@${HOST}`, start: trip.start, end: trip.end, stamp: trip.stamp, summary: '予約済み' });
  for (const range of input.reserved)
    calendar.createEvent({
      id: `${input.kind}-${input.listingId}-full-${range.from}@${HOST}`,
      start: dateValue(range.from),
      end: dateValue(range.until),
      allDay: true,
      stamp: input.madeAt,
      summary: '予約済み',
    });
  for (const range of input.blocked)
    calendar.createEvent({
      id: `${input.kind}-${input.listingId}-blocked-${range.from}@${HOST}`,
      start: dateValue(range.from),
      end: dateValue(range.until),
      allDay: true,
      stamp: input.madeAt,
      summary: '予約不可',
    });
  for (const buffer of input.buffers ?? [])
    calendar.createEvent({
      id: `${input.kind}-${input.listingId}-buffer-${buffer.key}@${HOST}`,
      start: dateValue(buffer.range.from),
      end: dateValue(buffer.range.until),
      allDay: true,
      stamp: input.madeAt,
      summary: '準備日',
    });
  const body = calendar.toString();
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
