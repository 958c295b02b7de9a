import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, uniqueWord } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  errorOf,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
  servicesOf,
} from './reserves-fixtures.js';

/**
 * Days are Japan's, whatever the server's zone: the app runs on a clock the test moves (the last
 * minute of 2026 in Tokyo, then midnight), and the sweep runs on the same clock, in a database of
 * the file's own.
 */

let now = new Date('2026-12-31T14:59:00Z'); // 2026-12-31 23:59 in Tokyo
let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;
let carId: string;
const word = uniqueWord();
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  // A database of its own: the sweep on this moved clock would cancel the other test files' requests.
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  owner = await createHost('日付 オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '日付 ゲスト');
  carId = await reservableCar(owner, operator, {}, word);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const sweep = () => servicesOf(app, () => now).reserves.sweepExpiredRequests(now);
const days = async (from: string, to: string) =>
  ok<{ unavailableDates: string[] }>(
    await injectAs(null, c.showReserveSchedules, { targetKind: 'Car', targetId: carId, from, to }),
    'schedules',
  ).unavailableDates;

describe('Japan time', () => {
  it('books today at 23:59 for one day, with a deadline at midnight, which the sweep then cancels, freeing the day', async () => {
    now = new Date('2026-12-31T14:59:00Z');
    const past = await injectAs(guest, c.verifyCarReserve, { carId, startDate: '2026-12-30', endDate: '2026-12-31' });
    expect(errorOf(past)).toMatchObject({ code: 'RESERVE_CONDITIONS_INVALID', details: [{ path: 'startDate' }] });
    const today = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2026-12-31', '2026-12-31')), 'create');
    expect(today).toMatchObject({ days: 1, status: 'Request', approveDeadline: '2026-12-31T15:00:00.000Z' });
    expect(await days('2026-12-30', '2027-01-01')).toEqual(['2026-12-31']);

    expect(await sweep()).toBe(0);
    now = new Date('2026-12-31T15:00:00Z'); // midnight: 2027-01-01 00:00 in Tokyo
    const yesterday = await injectAs(guest, c.verifyCarReserve, { carId, startDate: '2026-12-31', endDate: '2027-01-01' });
    expect(errorOf(yesterday).code).toBe('RESERVE_CONDITIONS_INVALID');
    // This sweep or the app's own timer (same clock, like a second replica) cancels it, once.
    await sweep();
    expect(await sweep()).toBe(0);
    const cancelled = ok(await injectAs(guest, c.showReserve, { reserveId: today.id }), 'show');
    expect(cancelled).toMatchObject({ status: 'AutoCanceled', canceledByRole: 'System', allowedActions: [] });
    expect(cancelled.history.at(-1)).toMatchObject({
      fromStatus: 'Request',
      toStatus: 'AutoCanceled',
      actorRole: 'System',
      reason: '承認期限切れ',
    });
    expect(await days('2026-12-30', '2027-01-01')).toEqual([]);
    const hostInbox = ok<{ items: { title: string }[] }>(await injectAs(owner, c.showNotifications, {}), 'inbox');
    expect(hostInbox.items[0]?.title).toBe('予約リクエストが承認期限切れで自動キャンセルされました');
    const guestInbox = ok<{ items: { title: string }[] }>(await injectAs(guest, c.showNotifications, {}), 'inbox');
    // The release of the card's hold is told beside it (a money notice of its own).
    expect(guestInbox.items.map((item) => item.title)).toContain('予約リクエストが自動キャンセルされました');
  });

  it('gives an auto-cancelled request’s days back to search as well', async () => {
    now = new Date('2026-12-31T14:59:00Z');
    const search = { serviceType: 'CarShare', keyword: word, from: '2027-01-05', to: '2027-01-05' } as const;
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2027-01-05', '2027-01-05')), 'create');
    expect(request.approveDeadline).toBe('2027-01-02T14:59:00.000Z');
    expect(ok<{ total: number }>(await injectAs(null, c.listCar, search), 'list-car').total).toBe(0);
    now = new Date('2027-01-02T14:59:00Z');
    await sweep();
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').status).toBe('AutoCanceled');
    expect(ok<{ total: number }>(await injectAs(null, c.listCar, search), 'list-car').total).toBe(1);
  });

  it('counts days across month and year ends and holds exactly those days', async () => {
    now = new Date('2027-01-01T00:00:00Z');
    const february = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2027-01-30', '2027-02-02')), 'month end');
    expect(february.days).toBe(4);
    expect(await days('2027-01-29', '2027-02-03')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02']);
    const leap = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2027-12-30', '2028-01-02')), 'year end');
    expect(leap.days).toBe(4);
    expect(await days('2027-12-29', '2028-01-03')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    const touching = await injectAs(guest, c.verifyCarReserve, { carId, startDate: '2027-02-02', endDate: '2027-02-03' });
    expect(errorOf(touching).details).toEqual([{ path: 'startDate', message: '2027-02-02 は予約できません。' }]);
    ok(await injectAs(guest, c.verifyCarReserve, { carId, startDate: '2027-02-03', endDate: '2027-02-03' }), 'next day free');
  });

  it('refuses to approve a request past its 48 hours, and the next guest takes the days before the sweep ran', async () => {
    now = new Date('2027-03-01T01:00:00Z');
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2027-03-10', '2027-03-11')), 'create');
    expect(request.approveDeadline).toBe('2027-03-03T01:00:00.000Z');
    now = new Date('2027-03-03T01:00:00Z');
    const late = await injectAs(owner, c.approveReserveRequest, { reserveId: request.id });
    expect(errorOf(late)).toMatchObject({
      code: 'RESERVE_STATUS_CONFLICT',
      message: '承認期限を過ぎたため、この予約リクエストは承認できません。',
    });
    const next = await licensedGuest(operator, '次の ゲスト');
    const taken = ok(await injectAs(next, c.createCarReserve, carRequest(carId, '2027-03-11', '2027-03-11')), 'next guest');
    expect(taken.status).toBe('Request');
    expect(ok(await injectAs(guest, c.showReserve, { reserveId: request.id }), 'show').status).toBe('AutoCanceled');
    expect(await sweep()).toBe(0);
  });
});
