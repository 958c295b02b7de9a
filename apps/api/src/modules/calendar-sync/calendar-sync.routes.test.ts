import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as c from '@kurumatabi/contract';
import type { ErrorEnvelope } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test/accounts-app.js';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay, landPlan, listedCar, listedSpot, uniqueWord } from '../../../test/listings-fixtures.js';
import { insertCarReserve, insertSpotReserve, planIdsOf, userIdOf } from '../reserve-owner/owner-test-fixtures.js';
import { feedFixture } from './feed-fixtures.js';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let guest: TestUser;
let feeds: Server;
let feedBase = '';
/** What the test's feed server answers, by path. */
const served = new Map<string, { status: number; body: string | Buffer }>();
const ids = { owner: '', guest: '', car: '', spot: '' };
const word = uniqueWord();
const d = japanDay;
const today = d(0);
/** The app's clock runs this many ms ahead of the real one. */
let shiftMs = 0;

const errorOf = (response: LightMyRequestResponse) => (JSON.parse(response.body) as ErrorEnvelope).error;
const serve = (path: string, body: string | Buffer, status = 200) => served.set(path, { status, body });
const url = (path: string) => `${feedBase}${path}`;

async function carCalendar() {
  const response = await injectAs(owner, c.showCarReserveUnavailableDates, { carId: ids.car });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as c.CarUnavailableDates;
}

async function publicDays(from: string, to: string): Promise<string[]> {
  const response = await injectAs(null, c.showReserveSchedules, { targetKind: 'Car', targetId: ids.car, from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().unavailableDates as string[];
}

async function searchIds(from: string, to: string): Promise<string[]> {
  const response = await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, from, to });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: string }[] }).items.map((i) => i.id);
}

async function setCarFeeds(list: { url: string; label?: string }[], caller = owner) {
  return injectAs(caller, c.updateCarCalendarFeeds, { carId: ids.car, feeds: list.map((f) => ({ label: '', ...f })) });
}

async function feedRows(): Promise<string[]> {
  const result = await app.db.execute<{ period: string }>(
    sql`select period::text as period from car_unavailable_periods where car_id = ${ids.car} and feed_id is not null order by lower(period)`,
  );
  return result.rows.map((r) => r.period);
}

const range = (from: number, until: number) => `[${d(from)},${d(until)})`;

/** An all-day event's day as node-ical gives it (a VALUE=DATE as that day's local midnight, whatever `TZ`). */
const local = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;

/** Stores rules with only preparation days (no notice, any start day, no price rule) for a car or a spot plan. */
async function setBufferRules(kind: 'car' | 'plan', id: string, before: number, after: number) {
  const availability = {
    advanceNotice: { days: 0, cutoffHour: 24 },
    bufferDaysBefore: before,
    bufferDaysAfter: after,
    horizonDays: 365,
    startWeekdays: [0, 1, 2, 3, 4, 5, 6],
    overrides: [],
  };
  const pricing = { overrides: [], seasons: [], beforeHoliday: null, fridaySaturday: null, weekPercent: 0, monthPercent: 0 };
  const rules = sql`${JSON.stringify(availability)}::jsonb, ${JSON.stringify(pricing)}::jsonb`;
  await app.db.execute(
    kind === 'car'
      ? sql`insert into listing_rules (car_id, availability, pricing) values (${id}, ${rules})`
      : sql`insert into listing_rules (spot_plan_id, availability, pricing, min_length, max_length) values (${id}, ${rules}, 1, 30)`,
  );
}

function exportPath(exportUrl: string): string {
  return new URL(exportUrl).pathname;
}

beforeAll(async () => {
  feeds = createServer((request, response) => {
    const answer = served.get(new URL(request.url!, 'http://x').pathname);
    if (!answer) return response.writeHead(404).end();
    response.writeHead(answer.status, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  ({ app } = await buildAccountsTestApp({ clock: () => new Date(Date.now() + shiftMs) }));
  owner = await createHost('連携 オーナー');
  other = await createHost('別の オーナー');
  guest = await createRegisteredUser('連携 ゲスト');
  const operator = await createOperator();
  ids.car = await listedCar(owner, operator, { title: `${word} カレンダー連携の車両` });
  ids.spot = await listedSpot(owner, operator, { title: `${word} カレンダー連携のスポット`, fields: { plans: [landPlan] } });
  ids.owner = await userIdOf(app, owner);
  ids.guest = await userIdOf(app, guest);
});
afterAll(async () => {
  await app.close();
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

describe('the export feed', () => {
  it("lists the car's reservations with their times and its own blocked days, with an ETag, and no guest's data", async () => {
    await insertCarReserve(
      app,
      { carId: ids.car, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Approved', startDate: d(5), endDate: d(6) },
    );
    expect((await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: [d(8), d(9)] })).statusCode).toBe(200);
    const shown = await injectAs(owner, c.showCarCalendarSync, { carId: ids.car });
    expect(shown.statusCode, shown.body).toBe(200);
    const sync = shown.json() as c.CalendarSync;
    expect(sync.exportUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(sync.feeds).toEqual([]);

    const feed = await app.inject({ method: 'GET', url: exportPath(sync.exportUrl) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).not.toContain('連携 ゲスト');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    expect(events.map((e) => e.summary).sort()).toEqual(['予約不可', '予約済み']);
    const trip = events.find((e) => e.summary === '予約済み')!;
    expect(trip.start.toISOString()).toBe(new Date(`${d(5)}T10:00:00+09:00`).toISOString());

    const again = await app.inject({
      method: 'GET',
      url: exportPath(sync.exportUrl),
      headers: { 'if-none-match': feed.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("lists the preparation days of the car's rules around each reservation as 準備日, with stable UIDs", async () => {
    await setBufferRules('car', ids.car, 1, 2);
    const sync = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    const read = async () => {
      const feed = await app.inject({ method: 'GET', url: exportPath(sync.exportUrl) });
      expect(feed.statusCode).toBe(200);
      return Object.values(ical.sync.parseICS(feed.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    };
    const buffers = (await read()).filter((e) => e.summary === '準備日');
    // The reservation holds d(5)–d(6): one day before it, two after.
    const days = (e: ical.VEvent) => [local(e.start), local(e.end ?? e.start)];
    expect(buffers.map(days).sort()).toEqual([
      [d(4), d(5)],
      [d(7), d(9)],
    ]);
    expect(
      (await read())
        .filter((e) => e.summary === '準備日')
        .map((e) => e.uid)
        .sort(),
    ).toEqual(buffers.map((e) => e.uid).sort());
    // The owner's calendar marks the same days.
    expect((await carCalendar()).bufferDates).toEqual([d(4), d(7), d(8)]);
    await app.db.execute(sql`delete from listing_rules where car_id = ${ids.car}`);
  });

  it('a rotated address answers 404 at once; another host sees nothing of the car', async () => {
    const before = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    const rotated = await injectAs(owner, c.rotateCarCalendarExport, { carId: ids.car });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json() as c.CalendarSync;
    expect(after.exportUrl).not.toBe(before.exportUrl);
    expect((await app.inject({ method: 'GET', url: exportPath(before.exportUrl) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: exportPath(after.exportUrl) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/calendar/not-a-token.ics' })).statusCode).toBe(404);

    for (const call of [c.showCarCalendarSync, c.rotateCarCalendarExport, c.syncCarCalendarFeeds]) {
      const refused = await injectAs(other, call, { carId: ids.car });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).code).toBe('CAR_NOT_FOUND');
    }
    expect((await setCarFeeds([{ url: url('/airbnb.ics') }], other)).statusCode).toBe(404);
  });
});

describe('importing feeds', () => {
  it('blocks the imported days in search, the public calendar and the reservation, and never a reservation’s days', async () => {
    // Airbnb's reservation on days 10–12, its 「Not available」 from day 180; the car's own reservation on days 5–6.
    serve('/airbnb.ics', feedFixture('airbnb', today));
    // Booking.com's closed days 20–21, and a Google event on the car's reserved days 5–6.
    serve('/booking.ics', feedFixture('booking', today));
    expect(await searchIds(d(11), d(12))).toContain(ids.car); // cached before the import
    const saved = await setCarFeeds([
      { url: url('/airbnb.ics'), label: 'Airbnb' },
      { url: url('/booking.ics'), label: 'Booking.com' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const sync = saved.json() as c.CalendarSync;
    expect(sync.feeds.map((f) => [f.label, f.lastError, f.stale, f.blockedDays])).toEqual([
      ['Airbnb', null, false, 3 + 186],
      ['Booking.com', null, false, 2],
    ]);
    expect(await feedRows()).toEqual([range(10, 13), range(20, 22), range(180, 366)]);
    expect(await searchIds(d(11), d(12))).not.toContain(ids.car);
    expect(await publicDays(d(9), d(13))).toEqual(expect.arrayContaining([d(10), d(11), d(12)]));
    expect((await carCalendar()).importedDates).toEqual(expect.arrayContaining([d(10), d(11), d(12), d(20), d(21)]));
    const verify = await injectAs(guest, c.verifyCarReserve, { carId: ids.car, startDate: d(10), endDate: d(11) });
    expect(verify.statusCode, verify.body).toBe(409);
  });

  it('reports an event on a reservation’s days and leaves the reservation as it is', async () => {
    serve(
      '/google.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:on-our-trip@google.com',
        `DTSTART;VALUE=DATE:${d(4).replaceAll('-', '')}`,
        `DTEND;VALUE=DATE:${d(7).replaceAll('-', '')}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    const saved = await setCarFeeds([{ url: url('/airbnb.ics') }, { url: url('/booking.ics') }, { url: url('/google.ics') }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const google = (saved.json() as c.CalendarSync).feeds[2]!;
    expect(google.overlapDates).toEqual([d(5), d(6)]);
    // Day 4 is blocked by the feed; 5–6 stay the reservation's; 7 was free.
    expect(await feedRows()).toContain(range(4, 5));
    expect((await carCalendar()).reservedDates).toEqual([d(5), d(6)]);
    // The host is told once (notice and mail), not at every read of the same feed.
    const overlapNotices = async () =>
      ((await injectAs(owner, c.showNotifications, {})).json() as { items: c.Notification[] }).items.filter((n) =>
        n.title.includes('予約と重なっています'),
      );
    const notices = await overlapNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/mypage/cars/calendar/${ids.car}`);
    shiftMs += 61_000;
    expect((await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car })).statusCode).toBe(200);
    expect(await overlapNotices()).toHaveLength(1);
  });

  it("follows a moved event by its UID (Airbnb's rolling window: one block moved, none created) and frees a vanished one", async () => {
    serve('/airbnb.ics', feedFixture('airbnb', today, { notAvailableFrom: d(181) }));
    shiftMs += 61_000;
    const synced = await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await feedRows()).toContain(range(181, 366));
    expect(await feedRows()).not.toContain(range(180, 366));
    expect(await feedRows()).toHaveLength(4);
    serve('/booking.ics', ['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR'].join('\r\n'));
    shiftMs += 61_000;
    expect((await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car })).statusCode).toBe(200);
    expect(await feedRows()).not.toContain(range(20, 22));
    expect(await searchIds(d(20), d(21))).toContain(ids.car);
  });

  it('syncs now at most once a minute', async () => {
    const refused = await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('CALENDAR_SYNC_TOO_SOON');
    const shown = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    expect(shown.syncNowAvailableAt).not.toBeNull();
  });

  it("keeps a failing feed's blocks and shows its error; six hours without a success mark it stale", async () => {
    const before = await feedRows();
    serve('/airbnb.ics', '<html><body>メンテナンス中</body></html>');
    shiftMs += 61_000;
    const synced = (await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car })).json() as c.CalendarSync;
    expect(synced.feeds[0]!.lastError).toMatch(/iCal/);
    expect(await feedRows()).toEqual(before);
    shiftMs += 6 * 3_600_000 + 1_000;
    const later = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    expect(later.feeds.map((f) => f.stale)).toEqual([true, true, true]);
  });

  it('the owner’s own days win over a feed’s, and the feed takes them back when the owner frees them', async () => {
    serve('/airbnb.ics', feedFixture('airbnb', today));
    shiftMs += 61_000;
    expect((await injectAs(owner, c.syncCarCalendarFeeds, { carId: ids.car })).statusCode).toBe(200);
    const own = await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: [d(11)] });
    expect(own.statusCode, own.body).toBe(200);
    expect(await feedRows()).toEqual(expect.arrayContaining([range(10, 11), range(12, 13)]));
    expect((own.json() as c.CarUnavailableDates).unavailableDates).toEqual([d(11)]);
    expect((await injectAs(owner, c.updateCarReserveUnavailableDates, { carId: ids.car, dates: [] })).statusCode).toBe(200);
    expect(await feedRows()).toContain(range(10, 13));
  });

  it('removing a feed frees its days', async () => {
    const saved = await setCarFeeds([{ url: url('/airbnb.ics') }]);
    expect((saved.json() as c.CalendarSync).feeds).toHaveLength(1);
    expect(await feedRows()).not.toContain(range(4, 5));
  });
});

describe('bad input', () => {
  it('refuses an address that is not a readable calendar, names it, and keeps the feeds as they were', async () => {
    serve('/page.html', '<!doctype html><title>ログイン</title>');
    serve('/huge.ics', Buffer.alloc(1_100_000, 'A'));
    serve('/error.ics', 'server error', 500);
    const before = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    const rows = await feedRows();
    for (const path of ['/page.html', '/huge.ics', '/error.ics', '/missing.ics']) {
      const refused = await setCarFeeds([{ url: url('/airbnb.ics') }, { url: url(path) }]);
      expect(refused.statusCode, path).toBe(422);
      expect(errorOf(refused).code).toBe('CALENDAR_FEED_UNREADABLE');
      expect(errorOf(refused).details?.[0]?.path).toBe('feeds.1.url');
    }
    const after = (await injectAs(owner, c.showCarCalendarSync, { carId: ids.car })).json() as c.CalendarSync;
    expect(after.feeds.map((f) => f.url)).toEqual(before.feeds.map((f) => f.url));
    expect(await feedRows()).toEqual(rows);
  });

  it('refuses other schemes, credentials, duplicates and more than five feeds with Japanese messages', async () => {
    const cases: [unknown, string][] = [
      [[{ url: 'file:///etc/passwd' }], 'feeds.0.url'],
      [[{ url: 'javascript:alert(1)' }], 'feeds.0.url'],
      [[{ url: 'https://user:secret@example.com/a.ics' }], 'feeds.0.url'],
      [[{ url: 'これはURLではない' }], 'feeds.0.url'],
      [[{ url: url('/airbnb.ics') }, { url: url('/airbnb.ics') }], 'feeds.1.url'],
      [Array.from({ length: 6 }, (_, i) => ({ url: `https://example.com/${i}.ics` })), 'feeds'],
    ];
    for (const [list, path] of cases) {
      const refused = await injectAs(owner, c.updateCarCalendarFeeds, { carId: ids.car, feeds: list as never });
      expect(refused.statusCode, JSON.stringify(list)).toBe(400);
      const error = errorOf(refused);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.map((detail) => detail.path)).toContain(path);
      expect(error.details?.[0]?.message).toMatch(/[ぁ-んァ-ン一-龠]/);
    }
  });
});

describe('a spot', () => {
  it('imports a feed as closed days and exports its own closed days', async () => {
    serve('/spot.ics', feedFixture('booking', today));
    const saved = await injectAs(owner, c.updateSpotCalendarFeeds, { spotId: ids.spot, feeds: [{ url: url('/spot.ics'), label: '' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const calendar = (await injectAs(owner, c.showSpotReserveUnavailableDates, { spotId: ids.spot })).json() as c.SpotUnavailableDates;
    expect(calendar.importedDates).toEqual([d(20), d(21)]);
    expect(calendar.unavailableDates).toEqual([]);
    const plan = (await planIdsOf(app, ids.spot))[0]!;
    const verify = await injectAs(guest, c.verifySpotReserve, {
      spotId: ids.spot,
      spotPlanId: plan,
      startDate: d(20),
      endDate: d(21),
      people: 1,
    });
    expect(verify.statusCode, verify.body).toBe(409);
    const sync = saved.json() as c.CalendarSync;
    const feed = await app.inject({ method: 'GET', url: new URL(sync.exportUrl).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(d(20).replaceAll('-', '')); // another platform's days are not published again
  });

  it("lists the preparation days of a plan's rules around its stay, in the export and in the owner's calendar", async () => {
    const operator = await createOperator();
    const spotId = await listedSpot(owner, operator, { title: `${word} 準備日のスポット`, fields: { plans: [landPlan] } });
    const spotPlanId = (await planIdsOf(app, spotId))[0]!;
    await setBufferRules('plan', spotPlanId, 1, 2);
    // Two nights d(40)–d(41), check-out d(42), on a plan of one place (the engine holds a plan's full days): one
    // preparation day before, two after the check-out.
    await insertSpotReserve(
      app,
      { spotId, spotPlanId, capacity: 1, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Approved', startDate: d(40), endDate: d(42) },
    );
    const calendar = (await injectAs(owner, c.showSpotReserveUnavailableDates, { spotId })).json() as c.SpotUnavailableDates;
    expect(calendar.bufferDates).toEqual([d(39), d(42), d(43)]);

    const sync = (await injectAs(owner, c.showSpotCalendarSync, { spotId })).json() as c.CalendarSync;
    const read = async () => {
      const feed = await app.inject({ method: 'GET', url: new URL(sync.exportUrl).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('連携 ゲスト');
      return Object.values(ical.sync.parseICS(feed.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
    };
    const days = (e: ical.VEvent) => [e.summary, local(e.start), local(e.end ?? e.start), e.datetype];
    const events = await read();
    // All-day VALUE=DATE events, DTEND the day after the last.
    expect(events.map(days).sort()).toEqual(
      [
        ['予約済み', d(40), d(42), 'date'],
        ['準備日', d(39), d(40), 'date'],
        ['準備日', d(42), d(44), 'date'],
      ].sort(),
    );
    expect((await read()).map((e) => e.uid).sort()).toEqual(events.map((e) => e.uid).sort());
  });

  it("gives each plan its own feed: the plan's full and preparation days and the spot's closed days; rotated alone", async () => {
    const operator = await createOperator();
    const spotId = await listedSpot(owner, operator, {
      title: `${word} プラン別のスポット`,
      fields: { plans: [landPlan, { ...landPlan, name: 'フリーサイト 1泊' }] },
    });
    const [siteA, siteB] = await planIdsOf(app, spotId);
    await setBufferRules('plan', siteA!, 1, 0);
    // Plan A full for the nights d(50)–d(51), with one preparation day before; the spot closed on d(60).
    await insertSpotReserve(
      app,
      { spotId, spotPlanId: siteA!, capacity: 1, hostUserId: ids.owner },
      { guestUserId: ids.guest, status: 'Approved', startDate: d(50), endDate: d(52) },
    );
    expect((await injectAs(owner, c.updateSpotReserveUnavailableDates, { spotId, dates: [d(60)] })).statusCode).toBe(200);

    const shown = await injectAs(owner, c.showSpotCalendarSync, { spotId });
    expect(shown.statusCode, shown.body).toBe(200);
    const sync = shown.json() as c.CalendarSync;
    expect(sync.planExports.map((p) => [p.planId, p.name])).toEqual([
      [siteA, landPlan.name],
      [siteB, 'フリーサイト 1泊'],
    ]);
    const urls = [sync.exportUrl, ...sync.planExports.map((p) => p.exportUrl)];
    expect(new Set(urls).size).toBe(3);
    for (const u of urls) expect(u).toMatch(/\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);

    const read = async (exportUrl: string) => {
      const feed = await app.inject({ method: 'GET', url: new URL(exportUrl).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('連携 ゲスト');
      const events = Object.values(ical.sync.parseICS(feed.body)).filter((e) => e?.type === 'VEVENT') as ical.VEvent[];
      return { feed, days: events.map((e) => [e.summary, local(e.start), local(e.end ?? e.start)]).sort() };
    };
    const a = await read(sync.planExports[0]!.exportUrl);
    expect(a.days).toEqual(
      [
        ['予約済み', d(50), d(52)],
        ['準備日', d(49), d(50)],
        ['予約不可', d(60), d(61)],
      ].sort(),
    );
    // iCal folds long lines (RFC 5545 §3.1): the calendar name read unfolded.
    expect(a.feed.body.replace(/\r\n[ \t]/g, '')).toContain(`NAME:${word} プラン別のスポット ${landPlan.name}（くるま旅）`);
    expect((await read(sync.planExports[1]!.exportUrl)).days).toEqual([['予約不可', d(60), d(61)]]);
    // The spot's own feed: plan B still has room, so nothing there is 予約済み.
    expect((await read(sync.exportUrl)).days).toEqual([['予約不可', d(60), d(61)]]);
    const again = await app.inject({
      method: 'GET',
      url: new URL(sync.planExports[0]!.exportUrl).pathname,
      headers: { 'if-none-match': a.feed.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const rotated = await injectAs(owner, c.rotateSpotCalendarExport, { spotId, spotPlanId: siteA! });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json() as c.CalendarSync;
    expect(after.exportUrl).toBe(sync.exportUrl);
    expect(after.planExports[1]!.exportUrl).toBe(sync.planExports[1]!.exportUrl);
    expect(after.planExports[0]!.exportUrl).not.toBe(sync.planExports[0]!.exportUrl);
    expect((await app.inject({ method: 'GET', url: new URL(sync.planExports[0]!.exportUrl).pathname })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(after.planExports[0]!.exportUrl).pathname })).statusCode).toBe(200);

    // Another host's call names nothing; a plan of another spot is not this spot's.
    const refused = await injectAs(other, c.rotateSpotCalendarExport, { spotId, spotPlanId: siteA! });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'SPOT_NOT_FOUND']);
    const elsewhere = (await planIdsOf(app, ids.spot))[0]!;
    const foreign = await injectAs(owner, c.rotateSpotCalendarExport, { spotId, spotPlanId: elsewhere });
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([404, 'SPOT_PLAN_NOT_FOUND']);
    const bad = await injectAs(owner, c.rotateSpotCalendarExport, { spotId, spotPlanId: 'not-an-id' });
    expect([bad.statusCode, errorOf(bad).details?.[0]?.message]).toEqual([400, 'プランの ID が正しくありません。']);

    // A withdrawn plan's feed is gone and it leaves the list.
    await app.db.execute(sql`update spot_plans set withdrawn_at = now() where id = ${siteB!}`);
    expect((await app.inject({ method: 'GET', url: new URL(sync.planExports[1]!.exportUrl).pathname })).statusCode).toBe(404);
    const listed = (await injectAs(owner, c.showSpotCalendarSync, { spotId })).json() as c.CalendarSync;
    expect(listed.planExports.map((p) => p.planId)).toEqual([siteA]);
  });
});
