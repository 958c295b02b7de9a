import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReservesTestApp, isolatedDatabase, servicesOf } from '../reserves/reserves-fixtures.js';
import {
  carReview,
  errorOf,
  guestReview,
  injectAs,
  ok,
  ratingRow,
  returnedCarStay,
  reviewCast,
  type ReviewCast,
} from './review-test-fixtures.js';

/**
 * The review window by the clock (ADR 0027): a Pending review is published when the window closes,
 * each side that has not written is reminded once three days before, and nobody writes or edits
 * after the close. The clock is the app's and the sweep's; the database is this file's own, so that
 * the sweep publishes nothing of the other test files.
 */

const DAY = 86_400_000;
const T0 = new Date('2026-11-10T06:00:00.000Z');
let now = T0;
let app: FastifyInstance;
let drop: () => Promise<void>;
let cast: ReviewCast;

const at = (days: number, minutes = 0) => new Date(T0.getTime() + days * DAY + minutes * 60_000);
const sweep = (when: Date) => servicesOf(app, () => when).reviews.sweep(when);

async function noticesOf(userId: string, title: string): Promise<number> {
  const result = await app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and kind = 'Review' and title = ${title}`,
  );
  return result.rows[0]!.n;
}

beforeAll(async () => {
  const database = await isolatedDatabase();
  drop = database.drop;
  app = await buildReservesTestApp({ clock: () => now, databaseUrl: database.url });
  cast = await reviewCast(app);
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('the window closing by the clock', () => {
  it('reminds the side that has not written once, publishes the lone review at the close, then refuses writing', async () => {
    const reserveId = await returnedCarStay(app, cast, T0);
    const silent = await returnedCarStay(app, cast, at(0, 5));
    const reminder = 'レビューの投稿期限が近づいています';

    now = at(1);
    const review = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(reserveId, { overall: 3 })), 'create');
    expect(review).toMatchObject({ status: 'Pending', editable: true });

    // Ten days after the return: neither published nor reminded yet.
    expect(await sweep(at(10))).toEqual({ published: 0, reminded: 0 });
    // Eleven days after (three before the close): the host of the first stay (the guest wrote) and both sides of the silent one.
    expect(await sweep(at(11, 6))).toEqual({ published: 0, reminded: 3 });
    expect(await noticesOf(cast.hostId, reminder)).toBe(2);
    expect(await noticesOf(cast.guestId, reminder)).toBe(1);
    // Once only.
    expect(await sweep(at(12))).toEqual({ published: 0, reminded: 0 });
    expect(await noticesOf(cast.hostId, reminder)).toBe(2);

    // Before the close the host may still write; the review stays hidden.
    now = at(13);
    const hostState = ok<c.ReserveReviewState>(await injectAs(cast.host, c.showReserveReview, { reserveId }), 'host state');
    expect(hostState).toMatchObject({ canWrite: true, counterpart: { status: 'Pending', review: null } });
    expect(hostState.windowClosesAt).toBe(at(14).toISOString());
    expect((await ratingRow(app, 'cars', cast.carId)).count).toBe(0);

    // At the close, the sweep publishes the guest's review alone, and the rating counts it.
    expect(await sweep(at(14))).toEqual({ published: 1, reminded: 0 });
    expect(await ratingRow(app, 'cars', cast.carId)).toMatchObject({ count: 1, sum: 3, stars: [0, 0, 1, 0, 0], aspects: [5, 4, 5, 4, 3] });
    expect(ok<c.Review>(await injectAs(null, c.showReview, { reviewId: review.id }), 'public').publishedAt).toBe(at(14).toISOString());
    expect(ok<{ rating: unknown }>(await injectAs(null, c.showCar, { carId: cast.carId }), 'detail').rating).toEqual({
      average: 3,
      count: 1,
    });

    // After the close: the host can no longer write, and sees the guest's review.
    now = at(14, 1);
    const late = await injectAs(cast.host, c.createReview, guestReview(reserveId));
    expect([late.statusCode, errorOf(late).code, errorOf(late).message]).toEqual([
      422,
      'REVIEW_WINDOW_CLOSED',
      'レビューの投稿期間（投稿できるようになってから14日間）が終了しています。',
    ]);
    const closed = ok<c.ReserveReviewState>(await injectAs(cast.host, c.showReserveReview, { reserveId }), 'closed state');
    expect(closed).toMatchObject({
      canWrite: false,
      mine: { status: 'NotRegistered' },
      counterpart: { status: 'Accepted', review: { id: review.id } },
    });
    // The silent stay published nothing and prompts nobody any more.
    now = at(15);
    expect(await sweep(at(15))).toEqual({ published: 0, reminded: 0 });
    const prompts = ok<{ items: c.ReviewPrompt[] }>(await injectAs(cast.guest, c.listReviewPrompts, {}), 'prompts');
    expect(prompts.items.map((p) => p.reserveId)).not.toContain(silent);
  });

  it('refuses an edit once the window has closed, even before the sweep publishes', async () => {
    now = at(20);
    const reserveId = await returnedCarStay(app, cast, at(19));
    const review = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(reserveId)), 'create');
    const prompts = ok<{ items: c.ReviewPrompt[] }>(await injectAs(cast.host, c.listReviewPrompts, {}), 'host prompts');
    expect(prompts.items.find((p) => p.reserveId === reserveId)).toMatchObject({
      role: 'Host',
      counterpartWritten: true,
      counterpartName: 'レビュー 旅子',
      windowClosesAt: at(33).toISOString(),
    });
    now = at(33, 1);
    const edit = await injectAs(cast.guest, c.updateReview, { reviewId: review.id, text: '期限後に書き直そうとしています。' });
    expect([edit.statusCode, errorOf(edit).code]).toEqual([422, 'REVIEW_WINDOW_CLOSED']);
    const state = ok<c.ReserveReviewState>(await injectAs(cast.guest, c.showReserveReview, { reserveId }), 'state');
    expect(state.mine.review).toMatchObject({ status: 'Pending', editable: false });
  });
});
