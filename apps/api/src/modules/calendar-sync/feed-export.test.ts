import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { exportCalendar } from './feed-export.js';
import { parseFeed } from './feed-parse.js';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

const input = {
  kind: 'car' as const,
  listingId: '00000000-0000-4000-8000-000000000001',
  title: 'ハイエース キャンパー',
  madeAt: new Date('2026-11-01T00:00:00Z'),
  timed: [
    {
      id: '00000000-0000-4000-8000-0000000000aa',
      start: new Date('2027-05-01T10:00:00+09:00'),
      end: new Date('2027-05-03T18:00:00+09:00'),
      stamp: new Date('2026-11-20T03:00:00Z'),
    },
  ],
  reserved: [{ from: '2027-06-01', until: '2027-06-03' }],
  blocked: [{ from: '2027-12-29', until: '2028-01-04' }],
};

/** What ical.js reads: each event's UID and its start and end as written (dates) or as instants (times). */
function readWithIcalJs(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const show = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    return { uid: event.uid, start: show(event.startDate), end: show(event.endDate) };
  });
}

describe('exportCalendar', () => {
  it('writes nights and blocks as all-day dates with an exclusive end, a car trip with its times, and no personal data', () => {
    const { body } = exportCalendar(input);
    expect(body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
    expect(body).toContain('X-PUBLISHED-TTL:PT15M');
    expect(body).toContain('DTSTART;VALUE=DATE:20271229');
    expect(body).toContain('DTEND;VALUE=DATE:20280104');
    expect(body).not.toMatch(/ATTENDEE|ORGANIZER|DESCRIPTION/);
  });

  it('reads back the same days with node-ical and ical.js under UTC, Tokyo and Los Angeles', () => {
    const { body } = exportCalendar(input);
    const answers = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map((zone) => {
      process.env.TZ = zone;
      return { nodeIcal: parseFeed(body, { today: '2027-01-01', lastDay: '2028-12-31' }), icalJs: readWithIcalJs(body) };
    });
    for (const answer of answers) {
      expect(answer.nodeIcal).toEqual([
        { uid: `reserve-${input.timed[0]!.id}@kurumatabi.jp`, from: '2027-05-01', until: '2027-05-04' },
        { uid: `car-${input.listingId}-full-2027-06-01@kurumatabi.jp`, from: '2027-06-01', until: '2027-06-03' },
        { uid: `car-${input.listingId}-blocked-2027-12-29@kurumatabi.jp`, from: '2027-12-29', until: '2028-01-04' },
      ]);
      expect(answer.icalJs).toEqual([
        { uid: `reserve-${input.timed[0]!.id}@kurumatabi.jp`, start: '2027-05-01T01:00:00.000Z', end: '2027-05-03T09:00:00.000Z' },
        { uid: `car-${input.listingId}-full-2027-06-01@kurumatabi.jp`, start: '2027-06-01', end: '2027-06-03' },
        { uid: `car-${input.listingId}-blocked-2027-12-29@kurumatabi.jp`, start: '2027-12-29', end: '2028-01-04' },
      ]);
    }
  });

  it('is the same bytes and ETag for the same calendar, another ETag when a day changes', () => {
    const first = exportCalendar(input);
    expect(exportCalendar(input)).toEqual(first);
    const moved = exportCalendar({ ...input, blocked: [{ from: '2027-12-30', until: '2028-01-04' }] });
    expect(moved.etag).not.toBe(first.etag);
  });
});
