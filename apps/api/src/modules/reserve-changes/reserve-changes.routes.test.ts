import { randomUUID } from 'node:crypto';
import * as c from '@kurumatabi/contract';
import type { ReserveChangeView } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import {
  buildReservesTestApp,
  carPrices,
  carRequest,
  carTotal,
  errorOf,
  licensedGuest,
  ok,
  reservableCar,
  servicesOf,
} from '../reserves/reserves-fixtures.js';

/**
 * A change of a booked trip through the API on the real database and the sandbox processor (issue 36 item 4): the
 * guest previews and asks, the host accepts or declines; the new days are held under the listing's lock, the money
 * moves once under `reserve-change:<id>`, and the ledger balances.
 */

let app: FastifyInstance;
let owner: TestUser;
let operator: TestUser;
let guest: TestUser;
let other: TestUser;
let carId: string;

const perDay = carPrices.pricePerDay + carPrices.insurancePricePerDay;

beforeAll(async () => {
  app = await buildReservesTestApp();
  owner = await createHost('変更API オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '変更API ゲスト');
  other = await licensedGuest(operator, '変更API 他人');
  carId = await reservableCar(owner, operator);
}, 120_000);
afterAll(() => app.close());

/** An Approved car trip of the guest from `from` to `to` (days from today). */
async function approvedTrip(from: number, to: number, car = carId, who = guest): Promise<string> {
  const id = ok(await injectAs(who, c.createCarReserve, carRequest(car, japanDay(from), japanDay(to))), 'create').id;
  ok(await injectAs(owner, c.approveReserveRequest, { reserveId: id }), 'approve');
  return id;
}

const wish = (from: number, to: number) => ({ startDate: japanDay(from), endDate: japanDay(to) });

async function ask(reserveId: string, from: number, to: number, who = guest) {
  const preview = ok<c.ReserveChangePreview>(
    await injectAs(who, c.previewReserveChange, { reserveId, change: wish(from, to) }),
    'preview-reserve-change',
  );
  return injectAs(who, c.requestReserveChange, {
    reserveId,
    change: wish(from, to),
    quotedDifference: preview.difference,
    paymentToken: 'pm_card_visa',
  });
}

async function books(reserveId: string) {
  const rows = await app.db.execute<{ account: string; total: number }>(
    sql`select account, sum(amount)::int as total from ledger_entries where reserve_id = ${reserveId} group by account`,
  );
  const all = await app.db.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from ledger_entries`);
  return { accounts: Object.fromEntries(rows.rows.map((r) => [r.account, r.total])) as Record<string, number>, ledger: all.rows[0]!.total };
}

async function journals(reserveId: string, kind: string): Promise<number> {
  const result = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ledger_journals where reserve_id = ${reserveId} and kind = ${kind}`,
  );
  return result.rows[0]!.n;
}

describe('a change of a booked trip', () => {
  it('one more day: previewed line by line, asked, accepted once, the difference captured and both sides see the new dates', async () => {
    const reserveId = await approvedTrip(40, 41);
    const preview = ok<c.ReserveChangePreview>(
      await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(40, 42) }),
      'preview',
    );
    expect(preview.lines).toEqual([
      { label: '基本料金（追加1日分: 12,000円 × 1日）', amount: 12_000 },
      { label: '補償料（保険）（追加1日分: 1,500円 × 1日）', amount: 1_500 },
    ]);
    expect(preview.difference).toBe(perDay);
    expect(preview.total).toBe(carTotal(3));

    const asked = ok<ReserveChangeView>(await ask(reserveId, 40, 42), 'request');
    expect(asked).toMatchObject({ status: 'Requested', kind: 'Change', difference: perDay, canWithdraw: true, canAccept: false });
    // The host sees it open with accept and decline; a stranger gets 404; the host cannot ask (it proposes), the guest cannot accept its own.
    const hostList = ok<c.ReserveChangeList>(await injectAs(owner, c.showReserveChanges, { reserveId }), 'list');
    expect(hostList.open).toMatchObject({ id: asked.id, canAccept: true, canDecline: true, canWithdraw: false });
    expect((await injectAs(other, c.showReserveChanges, { reserveId })).statusCode).toBe(404);
    expect(errorOf(await injectAs(other, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt })).code).toBe(
      'RESERVE_NOT_FOUND',
    );
    const hostAsks = await injectAs(owner, c.requestReserveChange, { reserveId, change: wish(40, 42), quotedDifference: perDay });
    expect(hostAsks.statusCode).toBe(403);
    const own = await injectAs(guest, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('ご自身が送った変更リクエストには回答できません。');
    expect((await injectAs(owner, c.withdrawReserveChange, { reserveId, requestedAt: asked.requestedAt })).statusCode).toBe(403);
    // A second request while one is open: 409.
    const second = await ask(reserveId, 40, 43);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toContain('回答待ちの変更があります');

    const accepted = ok<ReserveChangeView>(
      await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt }),
      'accept',
    );
    expect(accepted.status).toBe('Accepted');
    const again = await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('この変更リクエストはすでに回答済みか、取り下げられました。画面を更新してください。');

    for (const who of [guest, owner]) {
      const detail = ok(await injectAs(who, c.showReserve, { reserveId }), 'show');
      expect([detail.startDate, detail.endDate, detail.total]).toEqual([japanDay(40), japanDay(42), carTotal(3)]);
    }
    expect(await journals(reserveId, 'change-capture')).toBe(1);
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.card_holds ?? 0).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(3));
    expect(accounts.processor_clearing).toBe(carTotal(3));
    // Both sides were told; the conversation has the change's lines.
    const notices = await app.db.execute<{ title: string }>(
      sql`select title from notifications where link = ${`/reserves/${reserveId}`} and title like '予約の変更%' order by created_at`,
    );
    expect(notices.rows.map((r) => r.title)).toEqual(['予約の変更リクエストが届きました', '予約の変更が承認されました']);
    const lines = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from inquiry_messages m join inquiries i on i.id = m.inquiry_id
          where i.reserve_id = ${reserveId} and m.system_event in ('ChangeRequested', 'ChangeAnswered')`,
    );
    expect(lines.rows[0]!.n).toBe(2);
    // The new day is the car's: another guest cannot book it.
    const taken = await injectAs(other, c.createCarReserve, carRequest(carId, japanDay(42), japanDay(42)));
    expect(errorOf(taken).code).toBe('RESERVE_PERIOD_UNAVAILABLE');
  });

  it('a shorter trip far ahead is refunded whole by the policy, sent once, and the ledger balances', async () => {
    const reserveId = await approvedTrip(50, 52);
    const asked = ok<ReserveChangeView>(await ask(reserveId, 50, 51), 'request');
    expect(asked.difference).toBe(-perDay);
    ok(await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt }), 'accept');
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(detail.total).toBe(carTotal(2));
    expect(detail.payment).toMatchObject({ amountRefunded: perDay, refundPending: 0 });
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.refunds_payable ?? 0).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(2));
    expect(await journals(reserveId, 'change-refund')).toBe(1);
    // The freed day is bookable again.
    ok(await injectAs(other, c.createCarReserve, carRequest(carId, japanDay(52), japanDay(52))), 'create on the freed day');
  });

  it('two racing accepts capture once', async () => {
    const reserveId = await approvedTrip(60, 60);
    const asked = ok<ReserveChangeView>(await ask(reserveId, 60, 61), 'request');
    const answers = await Promise.all(
      [0, 1].map(() => injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await journals(reserveId, 'change-capture')).toBe(1);
    expect((await books(reserveId)).accounts.guest_prepayments).toBe(-carTotal(2));
  });

  it('refuses new days another trip holds (409, nothing held) and a reservation not yet approved', async () => {
    const reserveId = await approvedTrip(70, 70);
    await approvedTrip(71, 71, carId, other);
    const refused = await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(70, 71) });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('RESERVE_PERIOD_UNAVAILABLE');
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect([detail.startDate, detail.endDate]).toEqual([japanDay(70), japanDay(70)]);
    // Its own day is still held.
    expect(errorOf(await injectAs(other, c.createCarReserve, carRequest(carId, japanDay(70), japanDay(70)))).code).toBe(
      'RESERVE_PERIOD_UNAVAILABLE',
    );
    const request = ok(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(80), japanDay(80))), 'create').id;
    const early = await injectAs(guest, c.previewReserveChange, { reserveId: request, change: wish(80, 81) });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('承認済みまたは利用中の予約のみ変更できます。');
    const bad = await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(72, 71) });
    expect(bad.statusCode).toBe(400);
  });

  it('a withdrawn or declined request releases its hold and changes nothing; an answer after that is 409', async () => {
    const reserveId = await approvedTrip(90, 90);
    const first = ok<ReserveChangeView>(await ask(reserveId, 90, 91), 'request');
    ok(await injectAs(guest, c.withdrawReserveChange, { reserveId, requestedAt: first.requestedAt }), 'withdraw');
    expect((await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: first.requestedAt })).statusCode).toBe(409);
    const second = ok<ReserveChangeView>(await ask(reserveId, 90, 92), 'request again');
    expect((await injectAs(owner, c.declineReserveChange, { reserveId, requestedAt: first.requestedAt })).statusCode).toBe(409);
    const declined = ok<ReserveChangeView>(
      await injectAs(owner, c.declineReserveChange, { reserveId, requestedAt: second.requestedAt }),
      'decline',
    );
    expect(declined.status).toBe('Declined');
    const list = ok<c.ReserveChangeList>(await injectAs(guest, c.showReserveChanges, { reserveId }), 'list');
    expect(list.open).toBeNull();
    expect(list.canRequest).toBe(true);
    expect(list.past.map((p) => p.status)).toEqual(['Declined', 'Withdrawn']);
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.card_holds ?? 0).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(1));
  });

  it('an expired request (fake clock) releases its hold and can no longer be accepted', async () => {
    const reserveId = await approvedTrip(100, 100);
    const asked = ok<ReserveChangeView>(await ask(reserveId, 100, 101), 'request');
    const after = new Date(Date.parse(asked.expiresAt));
    await servicesOf(app, () => after).reserves.sweepExpiredChanges(after);
    const answer = await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt });
    expect(answer.statusCode).toBe(409);
    const list = ok<c.ReserveChangeList>(await injectAs(owner, c.showReserveChanges, { reserveId }), 'list');
    expect(list.past[0]?.status).toBe('Expired');
    expect((await books(reserveId)).accounts.card_holds ?? 0).toBe(0);
  });

  it("applies the host's preparation days to the new days, the trip's own old days aside", async () => {
    const buffered = await reservableCar(owner, operator);
    ok(
      await injectAs(owner, c.updateCarRules, {
        carId: buffered,
        availability: {
          advanceNotice: { days: 0, cutoffHour: 24 },
          bufferDaysBefore: 0,
          bufferDaysAfter: 1,
          horizonDays: 365,
          startWeekdays: [0, 1, 2, 3, 4, 5, 6],
          minLength: 1,
          maxLength: 14,
          overrides: [],
        },
        pricing: {
          overrides: [],
          seasons: [],
          beforeHoliday: null,
          fridaySaturday: null,
          weekPercent: 0,
          monthPercent: 0,
          deliveryBands: [],
        },
      }),
      'update-car-rules',
    );
    const reserveId = await approvedTrip(60, 61, buffered);
    await approvedTrip(64, 65, buffered, other);
    // One more day: its cleaning day (63) is free; the trip's own old cleaning day (62) is no obstacle.
    const longer = await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(60, 62) });
    expect(longer.statusCode).toBe(200);
    // Two more days: the cleaning day would be the other guest's first day.
    const tooLong = await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(60, 63) });
    expect(tooLong.statusCode).toBe(422);
    expect(errorOf(tooLong).code).toBe('RESERVE_CONDITIONS_INVALID');
  });

  it("races an acceptance against another guest's request for the new day: exactly one wins, the loser holds nothing", async () => {
    const reserveId = await approvedTrip(130, 130);
    const asked = ok<ReserveChangeView>(await ask(reserveId, 130, 131), 'request');
    const [accepted, created] = await Promise.all([
      injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt }),
      injectAs(other, c.createCarReserve, carRequest(carId, japanDay(131), japanDay(131))),
    ]);
    expect([accepted.statusCode, created.statusCode].sort()).toEqual([200, 409]);
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    if (accepted.statusCode === 200) {
      expect(detail.endDate).toBe(japanDay(131));
      expect(await journals(reserveId, 'change-capture')).toBe(1);
    } else {
      // The change lost: its trip keeps its day, nothing was captured, and its hold was not kept.
      expect(errorOf(accepted).code).toBe('RESERVE_PERIOD_UNAVAILABLE');
      expect(detail.endDate).toBe(japanDay(130));
      expect(await journals(reserveId, 'change-capture')).toBe(0);
    }
  });

  it('refuses a change of a trip already returned (409), storing nothing', async () => {
    const reserveId = await approvedTrip(110, 110);
    await app.db.execute(sql`update reserves set status = 'Returned', returned_at = now() where id = ${reserveId}`);
    const refused = await injectAs(guest, c.previewReserveChange, { reserveId, change: wish(110, 111) });
    expect(refused.statusCode).toBe(409);
    const asked = await injectAs(guest, c.requestReserveChange, {
      reserveId,
      change: wish(110, 111),
      quotedDifference: perDay,
      paymentToken: 'pm_card_visa',
    });
    expect(asked.statusCode).toBe(409);
    const list = ok<c.ReserveChangeList>(await injectAs(guest, c.showReserveChanges, { reserveId }), 'list');
    expect(list.open).toBeNull();
    expect(list.past).toEqual([]);
  });
});

/** The host previews and proposes, as the guest asks (the same repricing), with the difference it saw. */
async function propose(reserveId: string, from: number, to: number, who = owner) {
  const preview = ok<c.ReserveChangePreview>(
    await injectAs(who, c.previewReserveChange, { reserveId, change: wish(from, to) }),
    'preview-reserve-change (host)',
  );
  return injectAs(who, c.proposeReserveChange, {
    reserveId,
    change: { ...wish(from, to), message: '前日も空いています。延長はいかがですか。' },
    quotedDifference: preview.difference,
  });
}

/** The titles of the change notices `who` received about the reservation, oldest first. */
async function notices(reserveId: string, who: TestUser): Promise<string[]> {
  const rows = await app.db.execute<{ title: string }>(
    sql`select n.title from notifications n join users u on u.id = n.user_id
        where n.link = ${`/reserves/${reserveId}`} and u.firebase_uid = ${who.uid} and n.title like '%変更%' order by n.created_at`,
  );
  return rows.rows.map((r) => r.title);
}

describe("the host's proposal of a change, which the guest answers", () => {
  it('one more day proposed: the guest accepts with a card, the difference is captured once, the days move', async () => {
    const reserveId = await approvedTrip(140, 141);
    const proposed = ok<ReserveChangeView>(await propose(reserveId, 140, 142), 'propose');
    expect(proposed).toMatchObject({
      status: 'Proposed',
      statusLabel: 'ゲストの回答待ち（ホストからの提案）',
      proposedByRole: 'Host',
      difference: perDay,
      canWithdraw: true,
      canAccept: false,
    });
    // The guest sees it with accept and decline; nothing is held before the guest accepts.
    const guestList = ok<c.ReserveChangeList>(await injectAs(guest, c.showReserveChanges, { reserveId }), 'list');
    expect(guestList.open).toMatchObject({ id: proposed.id, canAccept: true, canDecline: true, canWithdraw: false });
    expect(guestList.canRequest).toBe(false);
    expect((await books(reserveId)).accounts.card_holds ?? 0).toBe(0);
    // The host cannot accept its own proposal, the guest cannot withdraw it, a stranger gets 404, the guest cannot propose.
    const own = await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: proposed.requestedAt });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('ご自身が送った変更の提案には回答できません。');
    expect((await injectAs(guest, c.withdrawReserveChange, { reserveId, requestedAt: proposed.requestedAt })).statusCode).toBe(403);
    expect(errorOf(await injectAs(other, c.acceptReserveChange, { reserveId, requestedAt: proposed.requestedAt })).code).toBe(
      'RESERVE_NOT_FOUND',
    );
    const stranger = await injectAs(other, c.proposeReserveChange, { reserveId, change: wish(140, 142), quotedDifference: perDay });
    expect(stranger.statusCode).toBe(404);
    const guestProposes = await injectAs(guest, c.proposeReserveChange, { reserveId, change: wish(140, 142), quotedDifference: perDay });
    expect(guestProposes.statusCode).toBe(403);
    // A request while the proposal is open: 409, and a second proposal too.
    const asked = await ask(reserveId, 140, 143);
    expect(asked.statusCode).toBe(409);
    expect(errorOf(asked).message).toBe('回答待ちの変更があります。取り下げるか回答を待ってから、もう一度リクエストしてください。');
    expect((await propose(reserveId, 140, 143)).statusCode).toBe(409);
    // An increase needs the guest's card.
    const noCard = await injectAs(guest, c.acceptReserveChange, { reserveId, requestedAt: proposed.requestedAt });
    expect(noCard.statusCode).toBe(400);
    expect(errorOf(noCard).message).toBe('差額のお支払いに使うカード情報を入力してください。');

    const answers = await Promise.all(
      [0, 1].map(() =>
        injectAs(guest, c.acceptReserveChange, { reserveId, requestedAt: proposed.requestedAt, paymentToken: 'pm_card_visa' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await journals(reserveId, 'change-capture')).toBe(1);
    for (const who of [guest, owner]) {
      const detail = ok(await injectAs(who, c.showReserve, { reserveId }), 'show');
      expect([detail.startDate, detail.endDate, detail.total]).toEqual([japanDay(140), japanDay(142), carTotal(3)]);
    }
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.card_holds ?? 0).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(3));
    expect(accounts.processor_clearing).toBe(carTotal(3));
    // The history shows who proposed; both sides were told; the conversation has the proposal's lines.
    const hostList = ok<c.ReserveChangeList>(await injectAs(owner, c.showReserveChanges, { reserveId }), 'list');
    expect(hostList.open).toBeNull();
    expect(hostList.past[0]).toMatchObject({
      status: 'Accepted',
      proposedByRole: 'Host',
      message: '前日も空いています。延長はいかがですか。',
    });
    expect(await notices(reserveId, guest)).toContain('ホストから予約の変更の提案が届きました');
    expect(await notices(reserveId, owner)).toContain('予約の変更の提案が承認されました');
    const lines = await app.db.execute<{ body: string }>(
      sql`select m.body from inquiry_messages m join inquiries i on i.id = m.inquiry_id
          where i.reserve_id = ${reserveId} and m.system_event in ('ChangeRequested', 'ChangeAnswered') order by m.created_at`,
    );
    expect(lines.rows.map((r) => r.body)).toEqual([
      expect.stringMatching(/^ホストが.+〜.+への予約の変更を提案しました。$/),
      expect.stringContaining('ゲストが予約の変更の提案を承認しました。'),
    ]);
    // The new day is the trip's.
    expect(errorOf(await injectAs(other, c.createCarReserve, carRequest(carId, japanDay(142), japanDay(142)))).code).toBe(
      'RESERVE_PERIOD_UNAVAILABLE',
    );
  });

  it('a shorter trip proposed and accepted: the old day is released and the decrease refunded', async () => {
    const reserveId = await approvedTrip(150, 152);
    const proposed = ok<ReserveChangeView>(await propose(reserveId, 150, 151), 'propose');
    expect(proposed.difference).toBe(-perDay);
    ok(await injectAs(guest, c.acceptReserveChange, { reserveId, requestedAt: proposed.requestedAt }), 'accept');
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(detail.total).toBe(carTotal(2));
    expect(detail.payment).toMatchObject({ amountRefunded: perDay, refundPending: 0 });
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(2));
    ok(await injectAs(other, c.createCarReserve, carRequest(carId, japanDay(152), japanDay(152))), 'create on the freed day');
  });

  it('declined by the guest, withdrawn by the host: nothing changes, the host is told, each answered once', async () => {
    const reserveId = await approvedTrip(160, 160);
    const first = ok<ReserveChangeView>(await propose(reserveId, 160, 161), 'propose');
    const declined = ok<ReserveChangeView>(
      await injectAs(guest, c.declineReserveChange, { reserveId, requestedAt: first.requestedAt }),
      'decline',
    );
    expect(declined.status).toBe('Declined');
    expect(await notices(reserveId, owner)).toEqual(['予約の変更の提案はお断りされました']);
    const second = ok<ReserveChangeView>(await propose(reserveId, 160, 162), 'propose again');
    expect((await injectAs(owner, c.declineReserveChange, { reserveId, requestedAt: second.requestedAt })).statusCode).toBe(403);
    ok(await injectAs(owner, c.withdrawReserveChange, { reserveId, requestedAt: second.requestedAt }), 'withdraw');
    expect(await notices(reserveId, guest)).toEqual([
      'ホストから予約の変更の提案が届きました',
      'ホストから予約の変更の提案が届きました',
      '予約の変更の提案が取り下げられました',
    ]);
    const late = await injectAs(guest, c.acceptReserveChange, { reserveId, requestedAt: second.requestedAt, paymentToken: 'pm_card_visa' });
    expect(late.statusCode).toBe(409);
    const list = ok<c.ReserveChangeList>(await injectAs(guest, c.showReserveChanges, { reserveId }), 'list');
    expect(list.past.map((p) => [p.status, p.proposedByRole])).toEqual([
      ['Withdrawn', 'Host'],
      ['Declined', 'Host'],
    ]);
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect([detail.startDate, detail.endDate]).toEqual([japanDay(160), japanDay(160)]);
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect(accounts.card_holds ?? 0).toBe(0);
    expect(accounts.guest_prepayments).toBe(-carTotal(1));
  });

  it('an expired proposal (fake clock) can no longer be accepted and holds nothing', async () => {
    const reserveId = await approvedTrip(170, 170);
    const proposed = ok<ReserveChangeView>(await propose(reserveId, 170, 171), 'propose');
    const after = new Date(Date.parse(proposed.expiresAt));
    await servicesOf(app, () => after).reserves.sweepExpiredChanges(after);
    const answer = await injectAs(guest, c.acceptReserveChange, {
      reserveId,
      requestedAt: proposed.requestedAt,
      paymentToken: 'pm_card_visa',
    });
    expect(answer.statusCode).toBe(409);
    const list = ok<c.ReserveChangeList>(await injectAs(guest, c.showReserveChanges, { reserveId }), 'list');
    expect(list.past[0]).toMatchObject({ status: 'Expired', proposedByRole: 'Host' });
    expect(await journals(reserveId, 'change-capture')).toBe(0);
    expect((await books(reserveId)).accounts.card_holds ?? 0).toBe(0);
  });
});

/** What each intent of the reservation (the original payment's, then each change's own) captured and refunded at the sandbox. */
async function intents(reserveId: string) {
  const result = await app.db.execute<{ captured: number; refunded: number; refunds: number }>(
    sql`select i.amount_captured::int as captured, i.amount_refunded::int as refunded,
          (select count(*)::int from sandbox_refunds r where r.intent_id = i.id) as refunds
        from sandbox_payment_intents i
        where i.id in (select intent_id from reserve_payments where reserve_id = ${reserveId}
                       union select intent_id from reserve_changes where reserve_id = ${reserveId} and status = 'Accepted')
        order by i.created_at`,
  );
  for (const intent of result.rows) expect(intent.refunded).toBeLessThanOrEqual(intent.captured);
  return result.rows;
}

async function accepted(reserveId: string, from: number, to: number) {
  const asked = ok<ReserveChangeView>(await ask(reserveId, from, to), 'request');
  ok(await injectAs(owner, c.acceptReserveChange, { reserveId, requestedAt: asked.requestedAt }), 'accept');
  return asked.difference;
}

describe('refunds after a change, spread over the intents that captured the money', () => {
  it('an increase then the guest’s cancellation: total less the fee, the original first, then the change’s; a staff refund takes the rest', async () => {
    const car = await reservableCar(owner, operator);
    const reserveId = await approvedTrip(5, 6, car);
    expect(await accepted(reserveId, 5, 7)).toBe(perDay);
    const canceled = ok(await injectAs(guest, c.cancelReserve, { reserveId }), 'cancel');
    const refund = carTotal(3) - canceled.cancelFee;
    expect(canceled.cancelFee).toBeGreaterThan(0);
    expect(refund).toBeGreaterThan(carTotal(2)); // more than the original intent captured: the change's intent pays the rest
    expect(canceled.payment).toMatchObject({
      status: 'PartiallyRefunded',
      amountCaptured: carTotal(3),
      amountRefunded: refund,
      refundPending: 0,
    });
    expect(await intents(reserveId)).toEqual([
      { captured: carTotal(2), refunded: carTotal(2), refunds: 1 },
      { captured: perDay, refunded: refund - carTotal(2), refunds: 1 },
    ]);
    let { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect([accounts.refunds_payable ?? 0, accounts.guest_prepayments ?? 0, accounts.processor_clearing]).toEqual([
      0,
      0,
      canceled.cancelFee,
    ]);
    expect(await journals(reserveId, 'refund')).toBe(2);
    // A second sweep sends nothing.
    await servicesOf(app).reserves.sweepPayments();
    expect((await intents(reserveId)).map((i) => i.refunds)).toEqual([1, 1]);
    expect(await journals(reserveId, 'refund')).toBe(2);

    // Staff may refund what is left across both intents (the fee, all on the change's), not a yen more.
    const over = await injectAs(operator, c.operatorRefundPayment, {
      reserveId,
      amount: canceled.cancelFee + 1,
      reason: 'ホストの設備不良のため返金します。',
      requestKey: randomUUID(),
    });
    expect(errorOf(over).code).toBe('STAFF_REFUND_EXCEEDS_REMAINING');
    const staff = await injectAs(operator, c.operatorRefundPayment, {
      reserveId,
      amount: canceled.cancelFee,
      reason: 'ホストの設備不良のため返金します。',
      requestKey: randomUUID(),
    });
    expect(staff.statusCode).toBe(200);
    expect(await intents(reserveId)).toEqual([
      { captured: carTotal(2), refunded: carTotal(2), refunds: 1 },
      { captured: perDay, refunded: perDay, refunds: 2 },
    ]);
    const detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(detail.payment).toMatchObject({ status: 'Refunded', amountRefunded: carTotal(3), refundPending: 0 });
    ({ accounts, ledger } = await books(reserveId));
    expect(ledger).toBe(0);
    expect([accounts.refunds_payable ?? 0, accounts.processor_clearing ?? 0]).toEqual([0, 0]);
    await servicesOf(app).reserves.sweepPayments();
    expect(await journals(reserveId, 'refund')).toBe(3);
  });

  it('an increase then a decrease larger than the original capture, then the host’s cancellation: no intent refunded beyond its capture', async () => {
    const car = await reservableCar(owner, operator);
    const reserveId = await approvedTrip(110, 110, car);
    expect(await accepted(reserveId, 110, 113)).toBe(3 * perDay);
    expect(await accepted(reserveId, 110, 110)).toBe(-3 * perDay);
    expect(3 * perDay).toBeGreaterThan(carTotal(1));
    let detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(detail.total).toBe(carTotal(1));
    expect(detail.payment).toMatchObject({ amountCaptured: carTotal(4), amountRefunded: 3 * perDay, refundPending: 0 });
    expect(await intents(reserveId)).toEqual([
      { captured: carTotal(1), refunded: carTotal(1), refunds: 1 },
      { captured: 3 * perDay, refunded: 3 * perDay - carTotal(1), refunds: 1 },
    ]);
    ok(await injectAs(owner, c.cancelReserve, { reserveId, reason: '車両故障' }), 'cancel');
    detail = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(detail.payment).toMatchObject({ status: 'Refunded', amountRefunded: carTotal(4), refundPending: 0 });
    expect(await intents(reserveId)).toEqual([
      { captured: carTotal(1), refunded: carTotal(1), refunds: 1 },
      { captured: 3 * perDay, refunded: 3 * perDay, refunds: 2 },
    ]);
    const { accounts, ledger } = await books(reserveId);
    expect(ledger).toBe(0);
    expect([accounts.refunds_payable ?? 0, accounts.guest_prepayments ?? 0, accounts.processor_clearing ?? 0]).toEqual([0, 0, 0]);
    await servicesOf(app).reserves.sweepPayments();
    expect(await journals(reserveId, 'refund')).toBe(3);
  });
});
