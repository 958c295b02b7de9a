import * as c from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { messagesOf, threadOfReserve } from '../inquiries/inquiries-fixtures.js';
import { buildReservesTestApp, carRequest, licensedGuest, ok, reservableCar, reservableSpot, spotRequest } from './reserves-fixtures.js';

/**
 * Issue 34, defect 1: a cancellation's reason is read by the other side (the System message of the
 * reservation's thread, `cancelReason` and the history of show-reserve), so a guest's or a host's
 * reason is stored masked whatever the state it cancels from (ADR 0043); staff reasons are kept.
 */

const PHONE = '090-1234-5678';
const EMAIL = 'taro@example.com';
const HOSTILE = `直接やり取りしたいので ${PHONE} か ${EMAIL} に連絡ください`;
const MASKED = `直接やり取りしたいので ${c.MASKED_PHONE} か ${c.MASKED_EMAIL} に連絡ください`;

let app: FastifyInstance;
let host: TestUser;
let operator: TestUser;
let carGuest: TestUser;
let spotGuest: TestUser;
let carId: string;
let spot: { spotId: string; planId: string };
let day = 20;

beforeAll(async () => {
  app = await buildReservesTestApp();
  host = await createHost('理由 読むホスト');
  operator = await createOperator();
  carGuest = await licensedGuest(operator, '理由 書くゲスト');
  // A spot needs no licence: anyone could book and cancel at once to hand a number to a host.
  spotGuest = await createRegisteredUser('スポット 理由ゲスト');
  carId = await reservableCar(host, operator);
  spot = await reservableSpot(host, operator);
});
afterAll(() => app.close());

async function reserve(kind: 'car' | 'spot'): Promise<{ reserve: c.ReserveDetail; guest: TestUser }> {
  const start = (day += 3);
  if (kind === 'car') {
    const request = carRequest(carId, japanDay(start), japanDay(start + 1));
    return { reserve: ok(await injectAs(carGuest, c.createCarReserve, request), 'create-car-reserve'), guest: carGuest };
  }
  const request = spotRequest(spot.spotId, spot.planId, japanDay(start), japanDay(start + 1), 1);
  return { reserve: ok(await injectAs(spotGuest, c.createSpotReserve, request), 'create-spot-reserve'), guest: spotGuest };
}

async function notificationsOf(user: TestUser): Promise<c.Notification[]> {
  return ok<{ items: c.Notification[] }>(await injectAs(user, c.showNotifications, {}), 'show-notifications').items;
}

/** Everything the reader is shown of the reservation: its thread, its page and its notices, as one text. */
async function whatReaderSees(reader: TestUser, reserveId: string) {
  const thread = await threadOfReserve(reader, reserveId);
  const messages = (await messagesOf(reader, thread.id, { limit: 100 })).items;
  const detail = ok(await injectAs(reader, c.showReserve, { reserveId }), 'show-reserve');
  const notices = (await notificationsOf(reader)).filter((n) => n.link === `/reserves/${reserveId}`);
  return { messages, detail, all: JSON.stringify([messages, detail, notices]) };
}

function expectNoContacts(text: string): void {
  expect(text).not.toContain(PHONE);
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain('1234-5678');
}

describe('a guest’s cancellation reason reaches the host masked', () => {
  for (const kind of ['car', 'spot'] as const) {
    it(`${kind}: withdrawing a request — the host’s thread, show-reserve and notices hold no number or address`, async () => {
      const { reserve: request, guest } = await reserve(kind);
      const cancelled = ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id, reason: HOSTILE }), 'cancel-reserve');
      expect(cancelled).toMatchObject({ status: 'Canceled', cancelReason: MASKED, cancelReasonMasked: true });

      const seen = await whatReaderSees(host, request.id);
      expectNoContacts(seen.all);
      expect(seen.messages.at(-1)).toMatchObject({
        kind: 'System',
        systemEvent: 'Canceled',
        masked: true,
        body: `ゲストが予約リクエストを取り消しました。料金はかかりません。\n理由: ${MASKED}`,
      });
      expect(seen.detail).toMatchObject({ cancelReason: MASKED, cancelReasonMasked: true });
      expect(seen.detail.history.at(-1)?.reason).toBe(MASKED);
    });

    it(`${kind}: cancelling an approved reservation — masked too (a cancelled stay has nothing left to arrange)`, async () => {
      const { reserve: request, guest } = await reserve(kind);
      ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
      ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id, reason: HOSTILE }), 'cancel-reserve');
      const seen = await whatReaderSees(host, request.id);
      expectNoContacts(seen.all);
      expect(seen.messages.at(-1)).toMatchObject({ systemEvent: 'Canceled', masked: true });
      expect(seen.detail).toMatchObject({ cancelReason: MASKED, cancelReasonMasked: true });
    });
  }
});

describe('a host’s decline or cancellation reason reaches the guest masked', () => {
  for (const kind of ['car', 'spot'] as const) {
    it(`${kind}: declining a request — the guest’s thread, show-reserve and notices hold no number or address`, async () => {
      const { reserve: request, guest } = await reserve(kind);
      ok(await injectAs(host, c.cancelReserve, { reserveId: request.id, reason: HOSTILE }), 'decline');
      const seen = await whatReaderSees(guest, request.id);
      expectNoContacts(seen.all);
      expect(seen.messages.at(-1)).toMatchObject({
        systemEvent: 'Declined',
        masked: true,
        body: `ホストが予約リクエストをお断りしました。料金はかかりません。\n理由: ${MASKED}`,
      });
      expect(seen.detail).toMatchObject({ cancelReason: MASKED, cancelReasonMasked: true });
    });

    it(`${kind}: cancelling an approved reservation — masked`, async () => {
      const { reserve: request, guest } = await reserve(kind);
      ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
      ok(await injectAs(host, c.cancelReserve, { reserveId: request.id, reason: HOSTILE }), 'host cancel');
      const seen = await whatReaderSees(guest, request.id);
      expectNoContacts(seen.all);
      expect(seen.messages.at(-1)).toMatchObject({ systemEvent: 'Canceled', masked: true });
      expect(seen.detail).toMatchObject({ cancelReason: MASKED, cancelReasonMasked: true });
    });
  }
});

describe('reasons without contact details, and staff reasons', () => {
  it('keeps a plain reason as written, unflagged', async () => {
    const { reserve: request, guest } = await reserve('spot');
    ok(await injectAs(guest, c.cancelReserve, { reserveId: request.id, reason: '雨の予報のため' }), 'cancel-reserve');
    const seen = await whatReaderSees(host, request.id);
    expect(seen.messages.at(-1)).toMatchObject({ systemEvent: 'Canceled', masked: false });
    expect(seen.detail).toMatchObject({ cancelReason: '雨の予報のため', cancelReasonMasked: false });
  });

  it('keeps an operator’s reason as written: staff write as the marketplace (the support desk’s address included)', async () => {
    const { reserve: request } = await reserve('car');
    const reason = '掲載内容の確認のため。ご不明点は support@kurumatabi.example までご連絡ください。';
    ok(await injectAs(operator, c.cancelReserve, { reserveId: request.id, reason }), 'operator cancel');
    const seen = await whatReaderSees(host, request.id);
    expect(seen.detail).toMatchObject({ cancelReason: reason, cancelReasonMasked: false });
    expect(seen.messages.at(-1)).toMatchObject({ masked: false, body: expect.stringContaining('support@kurumatabi.example') });
  });
});
