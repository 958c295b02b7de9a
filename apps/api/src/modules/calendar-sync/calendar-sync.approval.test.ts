import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';

/**
 * An approval reads again the listing's feeds not tried in the last 5 minutes (ADR 0057): a booking made elsewhere
 * since the last poll blocks its days before the host says yes, and the approval itself goes on.
 */

let app: FastifyInstance;
let feeds: Server;
let reads = 0;
let body = '';
let shiftMs = 0;

beforeAll(async () => {
  feeds = createServer((_request, response) => {
    reads += 1;
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  app = await buildReservesTestApp({ clock: () => new Date(Date.now() + shiftMs) });
});
afterAll(async () => {
  await app.close();
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

const feedOf = (from: string, until: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:elsewhere@example.com',
    `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${until.replaceAll('-', '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

it('reads a feed older than 5 minutes before the approval, not a fresh one', async () => {
  const operator = await createOperator();
  const host: TestUser = await createHost('承認前に 同期するホスト');
  const guest = await licensedGuest(operator, '承認 待ちゲスト');
  const carId = await reservableCar(host, operator);
  body = feedOf(japanDay(60), japanDay(61));
  const url = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/other.ics`;
  ok(await injectAs(host, c.updateCarCalendarFeeds, { carId, feeds: [{ url, label: '他社' }] }), 'update-car-calendar-feeds');
  expect(reads).toBe(1);

  const first = ok<c.ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(30), japanDay(31))), 'create');
  ok(await injectAs(host, c.approveReserveRequest, { reserveId: first.id }), 'approve');
  expect(reads).toBe(1); // read a moment ago: not again

  // Six minutes on, another platform took days 40–41: the approval of another request reads the feed first.
  shiftMs += 6 * 60_000;
  body = feedOf(japanDay(40), japanDay(42));
  const second = ok<c.ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(33), japanDay(34))), 'create');
  ok(await injectAs(host, c.approveReserveRequest, { reserveId: second.id }), 'approve');
  expect(reads).toBe(2);
  const calendar = ok<c.CarUnavailableDates>(await injectAs(host, c.showCarReserveUnavailableDates, { carId }), 'calendar');
  expect(calendar.importedDates).toEqual([japanDay(40), japanDay(41)]);
});
