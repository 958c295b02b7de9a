import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carRequest,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableCar,
  servicesOf,
} from '../reserves/reserves-fixtures.js';
import { messagesOf, threadOfReserve } from './inquiries-fixtures.js';

/** The approval-deadline sweep's cancellation appears in the reservation's thread too (ADR 0025). */

let now = new Date('2026-12-10T01:00:00Z');
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let owner: TestUser;
let guest: TestUser;
let operator: TestUser;

beforeAll(async () => {
  // A database of its own: a sweep on this moved clock would cancel the other test files' requests.
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  owner = await createHost('期限切れ オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '期限切れ ゲスト');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('an auto-cancelled request', () => {
  it('gets the AutoCanceled System message in its thread, once, when the sweep cancels it', async () => {
    const carId = await reservableCar(owner, operator);
    const reserve = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, '2026-12-20', '2026-12-21')), 'create');
    now = new Date(Date.parse(reserve.approveDeadline!) + 1000);
    const sweep = () => servicesOf(app, () => now).reserves.sweepExpiredRequests(now);
    await sweep();
    expect(await sweep()).toBe(0);
    const thread = await threadOfReserve(guest, reserve.id);
    const events = (await messagesOf(owner, thread.id)).items.map((m) => [m.systemEvent, m.body]);
    expect(events).toEqual([
      ['Requested', expect.stringContaining('の予約リクエストが送信されました。')],
      ['AutoCanceled', '承認期限までにホストの承認がなかったため、予約リクエストは自動でキャンセルされました。料金はかかりません。'],
    ]);
  });
});
