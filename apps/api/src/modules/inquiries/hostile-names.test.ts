import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { batchMail, noticeMail } from '../notifications/mail-templates.js';
import { buildReservesTestApp, ok, reservableSpot, spotRequest } from '../reserves/reserves-fixtures.js';
import { ask, say, threadOf } from './inquiries-fixtures.js';

/**
 * Issue 34, defect 2 (ADR 0043): names are refused with contact details since the rule, but a name
 * stored before it (an old row, written here straight into the database) must not reach the other
 * person either: the thread, the reservation, the notice and the mail built from it show it masked.
 */

const EMAIL = 'taro@example.com';
const PHONE = '090-1234-5678';

let app: FastifyInstance;
let host: TestUser;
let guest: TestUser;
let spot: { spotId: string; planId: string };

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('名前 読むホスト');
  const operator = await createOperator();
  guest = await createRegisteredUser('あとで 変わる名前');
  spot = await reservableSpot(host, operator);
  // As an account named before the rule: the contract never lets this name in any more.
  await app.db.execute(sql`update users set name = ${`${EMAIL} ${PHONE}`} where firebase_uid = ${guest.uid}`);
});
afterAll(() => app.close());

async function notificationsOf(user: TestUser): Promise<c.Notification[]> {
  return ok<{ items: c.Notification[] }>(await injectAs(user, c.showNotifications, {}), 'show-notifications').items;
}

function expectNoContacts(text: string): void {
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain(PHONE);
}

describe('a name stored with contact details before the rule', () => {
  it('reaches the host masked: show-inquiry, the message notice, and the mail’s subject and body', async () => {
    const thread = await ask(guest, { kind: 'Spot', id: spot.spotId }, '区画の広さを教えてください。');
    await say(host, thread.id, '6m×3mです。');
    await say(guest, thread.id, 'ありがとうございます。');

    const seen = await threadOf(host, thread.id);
    expect(seen.guest.name).toBe(`${c.MASKED_EMAIL} ${c.MASKED_PHONE}`);
    const notices = (await notificationsOf(host)).filter((n) => n.link === `/inquiries/${thread.id}`);
    const latest = notices.find((n) => n.title.endsWith('さんからメッセージが届きました'));
    expect(latest?.title).toBe(`${c.MASKED_EMAIL} ${c.MASKED_PHONE}さんからメッセージが届きました`);
    // The mail is built from the notice (ADR 0026): one notice alone, or the thread's notices gathered.
    const one = noticeMail('名前 読むホスト', latest!, 'https://kurumatabi.example');
    expect(one.subject).toBe(`【くるま旅】${c.MASKED_EMAIL} ${c.MASKED_PHONE}さんからメッセージが届きました`);
    const gathered = batchMail('名前 読むホスト', notices, 'https://kurumatabi.example');
    expectNoContacts(JSON.stringify([seen, notices, one, gathered]));
  });

  it('reaches the host masked on the reservation’s page and in its thread', async () => {
    const request = spotRequest(spot.spotId, spot.planId, japanDay(10), japanDay(11), 1);
    const reserve = ok(await injectAs(guest, c.createSpotReserve, request), 'create-spot-reserve');
    const detail = ok(await injectAs(host, c.showReserve, { reserveId: reserve.id }), 'show-reserve');
    expect(detail.guest.name).toBe(`${c.MASKED_EMAIL} ${c.MASKED_PHONE}`);
    const list = ok<{ items: c.ReserveSummary[] }>(await injectAs(host, c.showReserves, { as: 'Host' }), 'show-reserves');
    expectNoContacts(JSON.stringify([detail, list]));
  });
});
