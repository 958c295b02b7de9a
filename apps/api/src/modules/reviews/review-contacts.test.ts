import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReservesTestApp } from '../reserves/reserves-fixtures.js';
import {
  carReview,
  guestReview,
  injectAs,
  ok,
  returnedCarStay,
  returnedSpotStay,
  reviewCast,
  spotReview,
  type ReviewCast,
} from './review-test-fixtures.js';

/**
 * Issue 34, defect 4 (ADR 0043): a review's text and the host's reply are public, read by every
 * visitor, so phone numbers and email addresses are masked when they are stored, always, whatever
 * the reservation's state; the DTO says so (`textMasked`, `reply.masked`) for the web's notice.
 */

const PHONE = '090-1234-5678';
const EMAIL = 'booking@example.com';

let app: FastifyInstance;
let cast: ReviewCast;

beforeAll(async () => {
  app = await buildReservesTestApp();
  cast = await reviewCast(app);
});
afterAll(() => app.close());

const hourAgo = () => new Date(Date.now() - 3_600_000);

function expectNoContacts(body: string, what: string): void {
  expect(body, what).not.toContain(PHONE);
  expect(body, what).not.toContain(EMAIL);
  expect(body, what).not.toContain('1234-5678');
}

/** Every public read that could carry a published guest review of the car. */
async function publicReadsOf(reviewId: string) {
  return {
    show: await injectAs(null, c.showReview, { reviewId }),
    list: await injectAs(null, c.listReview, {}),
    listing: await injectAs(null, c.listReview, { targetKind: 'Car', listingId: cast.carId }),
    car: await injectAs(null, c.showCar, { carId: cast.carId }),
    signedIn: await injectAs(cast.stranger, c.showReview, { reviewId }),
  };
}

describe('a host’s public reply to a review', () => {
  it('is stored masked: public/show-review and the listing’s reviews never show the number or the address', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    const review = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(reserveId)), 'guest review');
    ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host review');
    const text = `ご不便をおかけしました。次回のご予約は ${PHONE} / ${EMAIL} まで`;
    const replied = ok<c.Review>(await injectAs(cast.host, c.createReviewReply, { reviewId: review.id, text }), 'reply');
    expect(replied.reply).toMatchObject({
      text: `ご不便をおかけしました。次回のご予約は ${c.MASKED_PHONE} / ${c.MASKED_EMAIL} まで`,
      masked: true,
    });
    for (const [what, response] of Object.entries(await publicReadsOf(review.id))) {
      expect(response.statusCode, what).toBe(200);
      expectNoContacts(response.body, what);
    }
    const shown = ok<c.Review>(await injectAs(null, c.showReview, { reviewId: review.id }), 'show');
    expect(shown.reply?.masked).toBe(true);
    // The original is never kept: no reader, search or export can leak it.
    const stored = await app.db.execute(sql`select 1 from reviews where id = ${review.id} and reply ~ '1234|booking'`);
    expect(stored.rows).toHaveLength(0);
  });

  it('keeps a reply without contact details as written, unflagged', async () => {
    const reserveId = await returnedSpotStay(app, cast, hourAgo());
    const review = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, spotReview(reserveId)), 'guest review');
    ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host review');
    const replied = ok<c.Review>(
      await injectAs(cast.host, c.createReviewReply, { reviewId: review.id, text: 'またのお越しをお待ちしています。' }),
      'reply',
    );
    expect(replied.reply).toMatchObject({ text: 'またのお越しをお待ちしています。', masked: false });
    expect(replied.textMasked).toBe(false);
  });
});

describe('a review’s text', () => {
  it('is stored masked when written and when edited, and published masked (car and spot)', async () => {
    const carStay = await returnedCarStay(app, cast, hourAgo());
    const text = `とても良い車でした。直接借りたい方は ${PHONE} か ${EMAIL} へ`;
    const written = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(carStay, { text })), 'create');
    expect(written).toMatchObject({
      text: `とても良い車でした。直接借りたい方は ${c.MASKED_PHONE} か ${c.MASKED_EMAIL} へ`,
      textMasked: true,
    });
    const edited = ok<c.OwnReview>(
      await injectAs(cast.guest, c.updateReview, { reviewId: written.id, text: `書き直しました。連絡先 ${EMAIL}` }),
      'update',
    );
    expect(edited).toMatchObject({ text: `書き直しました。連絡先 ${c.MASKED_EMAIL}`, textMasked: true });
    ok(await injectAs(cast.host, c.createReview, guestReview(carStay)), 'host review');
    for (const [what, response] of Object.entries(await publicReadsOf(written.id))) expectNoContacts(response.body, what);
    expect(ok<c.Review>(await injectAs(null, c.showReview, { reviewId: written.id }), 'show').textMasked).toBe(true);

    const spotStay = await returnedSpotStay(app, cast, hourAgo());
    const spotWritten = ok<c.OwnReview>(
      await injectAs(cast.guest, c.createReview, spotReview(spotStay, { text: `星がきれいでした。写真は ${EMAIL} へ` })),
      'spot create',
    );
    expect(spotWritten).toMatchObject({ text: `星がきれいでした。写真は ${c.MASKED_EMAIL} へ`, textMasked: true });
  });

  it('masks a host’s review of the guest as the guest reads it', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    ok(
      await injectAs(cast.host, c.createReview, guestReview(reserveId, { text: `また是非どうぞ。次は ${PHONE} に直接ご連絡を。` })),
      'host',
    );
    ok(await injectAs(cast.guest, c.createReview, carReview(reserveId)), 'guest');
    const state = ok<c.ReserveReviewState>(await injectAs(cast.guest, c.showReserveReview, { reserveId }), 'state');
    expect(state.counterpart.review).toMatchObject({ text: `また是非どうぞ。次は ${c.MASKED_PHONE} に直接ご連絡を。`, textMasked: true });
    expectNoContacts(JSON.stringify(state), 'show-reserve-review');
  });
});
