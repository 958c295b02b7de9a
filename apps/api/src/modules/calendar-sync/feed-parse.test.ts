import { addDays } from '@kurumatabi/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { feedFixture } from './feed-fixtures.js';
import { FeedParseError, parseFeed } from './feed-parse.js';

const today = '2027-01-01';
const window = { today, lastDay: addDays(today, 365) };
const d = (n: number) => addDays(today, n);
const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

/** The same answer under each zone the process may run in (Node honours a changed TZ). */
function underEachZone<T>(work: () => T): T {
  const answers = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].map((zone) => {
    process.env.TZ = zone;
    return work();
  });
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  return answers[0]!;
}

describe('parseFeed', () => {
  it("reads Airbnb's reservations as nights (DTEND is the check-out day) and clips its 「Not available」 window to a year", () => {
    const events = underEachZone(() => parseFeed(feedFixture('airbnb', today), window));
    expect(events).toEqual([
      { uid: '1418fb94e984-5e5d1b7a4b2f8d12c5a4e0e6a2f9b1c3@airbnb.com', from: d(10), until: d(13) },
      { uid: '1418fb94e984-0b6c2f0e1a7d4c9e8f3b2a1d0c9e8f7a@airbnb.com', from: d(180), until: d(366) },
    ]);
  });

  it("reads Booking.com's closed days", () => {
    const events = underEachZone(() => parseFeed(feedFixture('booking', today), window));
    expect(events).toEqual([{ uid: 'a2f6c1b0e33d4f6b9c1e7d2a5b8c0f13@booking.com', from: d(20), until: d(22) }]);
  });

  it("reads Google Calendar's timed events by Japan day, expands a weekly event and skips cancelled and free ones", () => {
    const events = underEachZone(() => parseFeed(feedFixture('google', today), window));
    expect(events).toEqual([
      // 10:00 on day 30 to 18:00 on day 32, Japan time: days 30, 31 and 32.
      { uid: '7d3kq9b1m2n4p6r8s0t2v4x6z8@google.com', from: d(30), until: d(33) },
      // 23:30 to midnight: day 40 only (an end at midnight does not take the next day).
      { uid: 'late-night@google.com', from: d(40), until: d(41) },
      { uid: `weekly-check@google.com/${d(50)}`, from: d(50), until: d(51) },
      { uid: `weekly-check@google.com/${d(57)}`, from: d(57), until: d(58) },
      { uid: `weekly-check@google.com/${d(64)}`, from: d(64), until: d(65) },
    ]);
  });

  it('keeps only what touches the window: a past event goes, one running into today starts today', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:past',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261205',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:running',
      'DTSTART;VALUE=DATE:20261230',
      'DTEND;VALUE=DATE:20270103',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:no-end',
      'DTSTART;VALUE=DATE:20270110',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseFeed(text, window)).toEqual([
      { uid: 'running', from: today, until: d(2) },
      { uid: 'no-end', from: d(9), until: d(10) },
    ]);
  });

  it('refuses what is not an iCal calendar', () => {
    expect(() => parseFeed('<!doctype html><html><body>Login</body></html>', window)).toThrow(FeedParseError);
    expect(() => parseFeed('', window)).toThrow(FeedParseError);
  });
});
