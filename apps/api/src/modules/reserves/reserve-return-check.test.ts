import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegisteredUser, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator } from '../../../test/listings-fixtures.js';
import { guestReview, spotReview } from '../reviews/review-test-fixtures.js';
import {
  buildReservesTestApp,
  errorOf,
  isolatedDatabase,
  licensedGuest,
  ok,
  reservableSpot,
  servicesOf,
  spotRequest,
} from './reserves-fixtures.js';

/**
 * Reviews from real stays (ADR 0046), on a clock the test moves and in a database of the file's own (the
 * sweep returns every stay its clock finds abandoned): a stay is reviewed from the day after its end date in
 * Japan, once its return is settled — the guest's confirmation, a day after the host's return without a
 * dispute, an operator's resolution, or the system's return of a stay left in Renting.
 */

let now = new Date('2027-02-01T01:00:00Z'); // 2027-02-01 10:00 in Tokyo
let app: FastifyInstance;
let host: TestUser;
let guest: TestUser;
let operator: TestUser;
let stranger: TestUser;
let spot: { spotId: string; planId: string };
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

beforeAll(async () => {
  database = await isolatedDatabase();
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  host = await createHost('返却 ホスト');
  operator = await createOperator();
  guest = await licensedGuest(operator, '返却 ゲスト');
  stranger = await createRegisteredUser('返却 通りすがり');
  spot = await reservableSpot(host, operator, { capacityPerDay: 20 });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const sweep = () => servicesOf(app, () => now).reserves.sweepAbandonedRentings(now);

/** A stay of `nights` nights from `startDate`, requested, approved and checked in now. */
async function rentingStay(startDate: string, endDate: string, nights: number): Promise<string> {
  const request = ok(
    await injectAs(guest, c.createSpotReserve, spotRequest(spot.spotId, spot.planId, startDate, endDate, nights)),
    'create',
  );
  ok(await injectAs(host, c.approveReserveRequest, { reserveId: request.id }), 'approve');
  ok(await injectAs(host, c.reserveSpotToRenting, { reserveId: request.id }), 'rent');
  return request.id;
}

async function returnedByHost(reserveId: string) {
  return ok(await injectAs(host, c.reserveSpotToReturned, { reserveId }), 'return');
}

const writeAsGuest = (reserveId: string) => injectAs(guest, c.createReview, spotReview(reserveId));
const writeAsHost = (reserveId: string) => injectAs(host, c.createReview, guestReview(reserveId));

async function titlesOf(user: TestUser): Promise<string[]> {
  return ok<{ items: { title: string }[] }>(await injectAs(user, c.showNotifications, {}), 'inbox').items.map((n) => n.title);
}

describe('a stay returned at once by its host', () => {
  it('cannot be reviewed before its end date has passed in Japan, even once the guest confirmed the return', async () => {
    now = new Date('2027-02-01T01:00:00Z');
    const reserveId = await rentingStay('2027-02-01', '2027-02-03', 2);
    const returned = await returnedByHost(reserveId);
    expect(returned.status).toBe('Returned');
    const early = await writeAsGuest(reserveId);
    expect([early.statusCode, errorOf(early)]).toEqual([
      422,
      expect.objectContaining({ code: 'REVIEW_NOT_YET_OPEN', message: c.errorTable.REVIEW_NOT_YET_OPEN.message }),
    ]);
    expect(errorOf(await writeAsHost(reserveId)).code).toBe('REVIEW_NOT_YET_OPEN');

    const asGuest = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(asGuest.returnCheck).toMatchObject({
      state: 'Awaiting',
      canConfirm: true,
      canDispute: true,
      until: '2027-02-02T01:00:00.000Z',
      // The day after the end date (2027-02-04 00:00 in Tokyo).
      reviewOpensAt: '2027-02-03T15:00:00.000Z',
    });
    const asHost = ok(await injectAs(host, c.showReserve, { reserveId }), 'show');
    expect(asHost.returnCheck).toMatchObject({ state: 'Awaiting', canConfirm: false, canDispute: false });
    const state = ok<c.ReserveReviewState>(await injectAs(guest, c.showReserveReview, { reserveId }), 'state');
    expect(state).toMatchObject({ canWrite: false, notOpenReason: 'EndDateNotPassed', opensAt: '2027-02-03T15:00:00.000Z' });

    const confirmed = ok(await injectAs(guest, c.confirmReserveReturn, { reserveId }), 'confirm');
    expect(confirmed.returnCheck).toMatchObject({ state: 'Confirmed', canConfirm: false, reviewOpensAt: '2027-02-03T15:00:00.000Z' });
    expect(await titlesOf(host)).toContain('ゲストが返却を確認しました');
    const again = await injectAs(guest, c.confirmReserveReturn, { reserveId });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'RESERVE_RETURN_CHECK_CLOSED']);

    now = new Date('2027-02-03T14:59:59Z'); // the end date's last second in Tokyo
    expect(errorOf(await writeAsGuest(reserveId)).code).toBe('REVIEW_NOT_YET_OPEN');
    now = new Date('2027-02-03T15:00:00Z');
    expect(ok<c.ReserveReviewState>(await injectAs(guest, c.showReserveReview, { reserveId }), 'state')).toMatchObject({
      canWrite: true,
      notOpenReason: null,
      windowClosesAt: '2027-02-17T15:00:00.000Z',
    });
    expect(ok<c.OwnReview>(await writeAsGuest(reserveId), 'review').status).toBe('Pending');
  });

  it('settles a day after a late return without a dispute, and only then can be reviewed', async () => {
    now = new Date('2027-03-01T01:00:00Z');
    const reserveId = await rentingStay('2027-03-01', '2027-03-02', 1);
    now = new Date('2027-03-03T01:00:00Z'); // returned the day after the end date
    expect((await returnedByHost(reserveId)).returnCheck).toMatchObject({ state: 'Awaiting', reviewOpensAt: '2027-03-04T01:00:00.000Z' });
    now = new Date('2027-03-04T00:59:59Z');
    expect(errorOf(await writeAsHost(reserveId)).code).toBe('REVIEW_NOT_YET_OPEN');
    expect(ok<c.ReserveReviewState>(await injectAs(host, c.showReserveReview, { reserveId }), 'state').notOpenReason).toBe(
      'ReturnNotSettled',
    );
    now = new Date('2027-03-04T01:00:00Z');
    const late = await injectAs(guest, c.disputeReserveReturn, { reserveId, reason: '遅すぎる異議です。' });
    expect([late.statusCode, errorOf(late).code]).toEqual([409, 'RESERVE_RETURN_CHECK_CLOSED']);
    expect(ok(await injectAs(guest, c.showReserve, { reserveId }), 'show').returnCheck).toMatchObject({
      state: 'Settled',
      canConfirm: false,
      canDispute: false,
    });
    expect(ok<c.OwnReview>(await writeAsHost(reserveId), 'review').status).toBe('Pending');
  });
});

describe('a disputed return', () => {
  it('cannot be reviewed until an operator resolves the dispute; the reason is masked; only the guest may dispute', async () => {
    now = new Date('2027-04-01T01:00:00Z');
    const reserveId = await rentingStay('2027-04-01', '2027-04-02', 1);
    now = new Date('2027-04-03T01:00:00Z');
    await returnedByHost(reserveId);

    const byHost = await injectAs(host, c.disputeReserveReturn, { reserveId, reason: '自分で異議を出す' });
    expect([byHost.statusCode, errorOf(byHost).code]).toEqual([403, 'RESERVE_ACTION_FORBIDDEN']);
    for (const call of [
      injectAs(stranger, c.confirmReserveReturn, { reserveId }),
      injectAs(stranger, c.disputeReserveReturn, { reserveId, reason: '他人の予約' }),
    ]) {
      const response = await call;
      expect([response.statusCode, errorOf(response).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
    }

    const disputed = ok(
      await injectAs(guest, c.disputeReserveReturn, { reserveId, reason: '鍵を返したのにまだ連絡が来ます。090-1234-5678 まで' }),
      'dispute',
    );
    expect(disputed.returnCheck).toMatchObject({ state: 'Disputed', canConfirm: false, reviewOpensAt: null, disputeReasonMasked: true });
    expect(disputed.returnCheck!.disputeReason).not.toContain('090-1234-5678');
    expect(await titlesOf(host)).toContain('ゲストが返却に異議を申し立てました');
    expect(errorOf(await injectAs(guest, c.confirmReserveReturn, { reserveId })).code).toBe('RESERVE_RETURN_CHECK_CLOSED');

    now = new Date('2027-04-20T01:00:00Z');
    expect(errorOf(await writeAsGuest(reserveId)).code).toBe('REVIEW_NOT_YET_OPEN');
    expect(ok<c.ReserveReviewState>(await injectAs(guest, c.showReserveReview, { reserveId }), 'state')).toMatchObject({
      notOpenReason: 'ReturnNotSettled',
      opensAt: null,
    });

    const queue = ok<{ items: c.ReturnDispute[]; total: number }>(await injectAs(operator, c.listReturnDisputes, {}), 'queue');
    expect(queue.items.find((d) => d.reserveId === reserveId)).toMatchObject({ reasonMasked: true, resolvedAt: null, targetKind: 'Spot' });
    const forbidden = await injectAs(guest, c.listReturnDisputes, {});
    expect(forbidden.statusCode).toBe(403);

    const resolved = ok<c.ReturnDispute>(
      await injectAs(operator, c.resolveReturnDispute, { reserveId, resolution: 'ホストに確認し、返却済みで問題ないと判断しました。' }),
      'resolve',
    );
    expect(resolved.resolvedAt).toBe(now.toISOString());
    const twice = await injectAs(operator, c.resolveReturnDispute, { reserveId, resolution: 'もう一度' });
    expect([twice.statusCode, errorOf(twice).code]).toEqual([404, 'RETURN_DISPUTE_NOT_FOUND']);
    const unknown = await injectAs(operator, c.resolveReturnDispute, {
      reserveId: '00000000-0000-4000-8000-000000000000',
      resolution: '存在しない',
    });
    expect(errorOf(unknown).code).toBe('RETURN_DISPUTE_NOT_FOUND');
    expect(await titlesOf(guest)).toContain('返却への異議に運営が対応しました');
    expect(await titlesOf(host)).toContain('返却への異議に運営が対応しました');
    const audit = await app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from operator_audit_log where action = 'reserve.resolve-return-dispute' and target_id = ${reserveId}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
    expect(ok(await injectAs(guest, c.showReserve, { reserveId }), 'show').returnCheck).toMatchObject({ state: 'Resolved' });
    expect(ok<c.OwnReview>(await writeAsGuest(reserveId), 'review').status).toBe('Pending');
    const resolvedQueue = ok<{ items: c.ReturnDispute[] }>(
      await injectAs(operator, c.listReturnDisputes, { queue: 'Resolved' }),
      'resolved',
    );
    expect(resolvedQueue.items.map((d) => d.reserveId)).toContain(reserveId);
  });
});

describe('a stay left in Renting by its host', () => {
  it('is returned by the sweep three days past its end date, with a notice to both, and can be reviewed at once', async () => {
    now = new Date('2027-05-01T01:00:00Z');
    const reserveId = await rentingStay('2027-05-01', '2027-05-02', 1);
    now = new Date('2027-05-05T14:59:59Z'); // 2027-05-05 23:59 in Tokyo: the grace's last day
    expect(await sweep()).toBe(0);
    expect(errorOf(await writeAsGuest(reserveId)).code).toBe('REVIEW_NOT_RETURNED');
    now = new Date('2027-05-05T15:00:00Z');
    // This sweep or the app's own timer (same clock, like a second replica) returns it, once.
    await sweep();
    expect(await sweep()).toBe(0);

    const returned = ok(await injectAs(guest, c.showReserve, { reserveId }), 'show');
    expect(returned).toMatchObject({ status: 'Returned', returnedAt: now.toISOString() });
    expect(returned.history.at(-1)).toMatchObject({ fromStatus: 'Renting', toStatus: 'Returned', actorRole: 'System' });
    expect(returned.returnCheck).toMatchObject({ state: 'SystemReturned', canConfirm: false, canDispute: false, until: null });
    expect(await titlesOf(guest)).toContain('システムが返却済みにしました');
    expect(await titlesOf(host)).toContain('システムが返却済みにしました');
    const thread = await app.db.execute<{ body: string }>(
      sql`select m.body from inquiry_messages m join inquiries i on i.id = m.inquiry_id
        where i.reserve_id = ${reserveId} and m.system_event = 'Returned'`,
    );
    expect(thread.rows.map((r) => r.body)).toEqual([expect.stringContaining('システムが返却済みにしました')]);

    expect(ok<c.OwnReview>(await writeAsGuest(reserveId), 'guest review').status).toBe('Pending');
    expect(ok<c.OwnReview>(await writeAsHost(reserveId), 'host review').status).toBe('Accepted');
  });
});

describe('the review-ring queue', () => {
  it('lists two accounts that gave each other five stars from two stays, and the pair that wrote from one device', async () => {
    const ringHost = await createHost('輪 ホスト');
    const ringGuest = await licensedGuest(operator, '輪 ゲスト');
    const ringSpot = await reservableSpot(ringHost, operator, { capacityPerDay: 5 });
    const device = (who: string) => ({ headers: { 'user-agent': `ring-test ${who}` } });
    const stays: string[] = [];
    for (const start of ['2027-06-01', '2027-06-10']) {
      now = new Date(`${start}T01:00:00Z`);
      const end = c.addDays(start, 1);
      const request = ok(
        await injectAs(ringGuest, c.createSpotReserve, spotRequest(ringSpot.spotId, ringSpot.planId, start, end, 1)),
        'create',
      );
      ok(await injectAs(ringHost, c.approveReserveRequest, { reserveId: request.id }), 'approve');
      ok(await injectAs(ringHost, c.reserveSpotToRenting, { reserveId: request.id }), 'rent');
      ok(await injectAs(ringHost, c.reserveSpotToReturned, { reserveId: request.id }), 'return');
      ok(await injectAs(ringGuest, c.confirmReserveReturn, { reserveId: request.id }), 'confirm');
      stays.push(request.id);
      now = new Date(`${c.addDays(end, 1)}T01:00:00Z`);
      // The first stay's two reviews come from two devices; the second's from one.
      const hostDevice = start === '2027-06-01' ? device('host') : device('shared');
      ok(await injectAs(ringGuest, c.createReview, spotReview(request.id, { overall: 5 }), device('shared')), 'guest review');
      ok(await injectAs(ringHost, c.createReview, guestReview(request.id, { overall: 5 }), hostDevice), 'host review');
    }
    const ids = await app.db.execute<{ host: string; guest: string }>(
      sql`select host_user_id as host, guest_user_id as guest from reserves where id = ${stays[0]!}`,
    );
    const { host: hostId, guest: guestId } = ids.rows[0]!;
    const rings = ok<{ items: c.ReviewRing[]; total: number }>(await injectAs(operator, c.listReviewRings, {}), 'rings');
    const pair = rings.items.find((r) => r.users.some((u) => u.id === hostId) && r.users.some((u) => u.id === guestId));
    expect(pair).toMatchObject({ reciprocalFiveStars: 2, sameClient: 1, reviews: 4 });
    expect(pair!.users.map((u) => u.name).sort()).toEqual(['輪 ゲスト', '輪 ホスト'].sort());
    // Every review written through the API carries its client's signal.
    const signals = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from reviews where client_signal is null`);
    expect(signals.rows[0]!.n).toBe(0);
    expect((await injectAs(host, c.listReviewRings, {})).statusCode).toBe(403);
  });
});
