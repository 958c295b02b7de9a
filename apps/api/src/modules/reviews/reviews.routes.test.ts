import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReservesTestApp } from '../reserves/reserves-fixtures.js';
import {
  carReview,
  errorOf,
  guestReview,
  injectAs,
  ok,
  ratingRow,
  returnedCarStay,
  reviewCast,
  reviewRowsOf,
  type ReviewCast,
} from './review-test-fixtures.js';

/**
 * The blind rule through every call that could show a review or its rating (ADR 0027): a review
 * written by one side stays invisible — its text, its stars, the listing's rating — to everyone but
 * its author until the other side has written; then both are public at once.
 */

let app: FastifyInstance;
let cast: ReviewCast;

beforeAll(async () => {
  app = await buildReservesTestApp();
  cast = await reviewCast(app);
});
afterAll(() => app.close());

const hourAgo = () => new Date(Date.now() - 3_600_000);

/** Everything a visitor, the host and a stranger can ask that could carry the guest's review or its stars. */
async function everyReadOf(reserveId: string, reviewId: string) {
  const { carId, word } = cast;
  const answers = {
    publicList: await injectAs(null, c.listReview, {}),
    listingList: await injectAs(null, c.listReview, { targetKind: 'Car', listingId: carId }),
    carList: await injectAs(null, c.listReview, { targetKind: 'Car', region: 'Kanto' }),
    showAnonymous: await injectAs(null, c.showReview, { reviewId }),
    showStranger: await injectAs(cast.stranger, c.showReview, { reviewId }),
    summary: await injectAs(null, c.showReviewSummary, { targetKind: 'Car', listingId: carId }),
    detail: await injectAs(null, c.showCar, { carId }),
    detailSignedIn: await injectAs(cast.stranger, c.userShowCar, { carId }),
    search: await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word }),
    searchByRating: await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: word, sort: 'rating', ratingMin: 1 }),
    hostState: await injectAs(cast.host, c.showReserveReview, { reserveId }),
    hostGuestReviews: await injectAs(cast.host, c.showGuestReviews, { reserveId }),
  };
  return answers;
}

describe('the blind rule', () => {
  it('hides a review, its stars and the rating from every call until the other side writes; then shows both at once', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    const secret = `ゲストだけが知っている感想 ${cast.word}`;
    const written = ok<c.OwnReview>(
      await injectAs(cast.guest, c.createReview, carReview(reserveId, { text: secret, overall: 2 })),
      'create',
    );
    expect(written).toMatchObject({ status: 'Pending', editable: true, publishedAt: null, overall: 2 });

    // Before the host writes: nothing of it anywhere, not even the stars.
    const before = await everyReadOf(reserveId, written.id);
    for (const [call, response] of Object.entries(before)) {
      expect(response.body, call).not.toContain(secret);
      expect(response.body, call).not.toContain(written.id);
    }
    expect(before.publicList.statusCode).toBe(200);
    expect(before.listingList.json().items).toEqual([]);
    expect([before.showAnonymous.statusCode, errorOf(before.showAnonymous).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    expect(before.showStranger.statusCode).toBe(404);
    expect(before.summary.json()).toMatchObject({ rating: null, starCounts: [0, 0, 0, 0, 0] });
    expect(before.detail.json()).toMatchObject({ rating: null, ratingAspects: [] });
    expect(before.detailSignedIn.json()).toMatchObject({ rating: null });
    expect(before.search.json().items[0]).toMatchObject({ id: cast.carId, rating: null });
    expect(before.searchByRating.json().items).toEqual([]);
    // The host learns only that a review waits for theirs.
    expect(before.hostState.json()).toMatchObject({ role: 'Host', canWrite: true, counterpart: { status: 'Pending', review: null } });
    expect(before.hostGuestReviews.json()).toMatchObject({ rating: null, items: [] });
    // Nor can the host answer it or anyone report it.
    const reply = await injectAs(cast.host, c.createReviewReply, { reviewId: written.id, text: '先に返信します' });
    expect([reply.statusCode, errorOf(reply).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    expect((await injectAs(cast.stranger, c.reportReview, { reviewId: written.id, reason: '見えないはず' })).statusCode).toBe(404);

    // The host writes: both reviews are published in that transaction.
    const hostReview = ok<c.OwnReview>(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host create');
    expect(hostReview.status).toBe('Accepted');
    const after = await everyReadOf(reserveId, written.id);
    expect(after.listingList.json().items.map((r: c.Review) => r.id)).toEqual([written.id]);
    expect(after.listingList.json().items[0]).toMatchObject({
      text: secret,
      overall: 2,
      authorRole: 'Guest',
      author: { name: 'レビュー 旅子' },
    });
    expect(after.publicList.json().items.map((r: c.Review) => r.id)).toContain(written.id);
    // The host's review of the guest is never in the public lists.
    expect(after.publicList.body).not.toContain(hostReview.id);
    expect(after.showAnonymous.json()).toMatchObject({ id: written.id, text: secret, stayedIn: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect(after.summary.json()).toMatchObject({
      rating: { average: 2, count: 1 },
      starCounts: [0, 1, 0, 0, 0],
      host: { name: 'レビュー 掲載者', rating: { average: 2, count: 1 } },
    });
    expect(after.detail.json()).toMatchObject({
      rating: { average: 2, count: 1 },
      ratingAspects: [
        { aspect: 'cleanliness', average: 5 },
        { aspect: 'accuracy', average: 4 },
        { aspect: 'communication', average: 5 },
        { aspect: 'handover', average: 4 },
        { aspect: 'value', average: 3 },
      ],
    });
    expect(after.detailSignedIn.json()).toMatchObject({ rating: { average: 2, count: 1 } });
    expect(after.search.json().items[0]).toMatchObject({ id: cast.carId, rating: { average: 2, count: 1 } });
    expect(after.searchByRating.json().items.map((card: { id: string }) => card.id)).toEqual([cast.carId]);
    expect(after.hostState.json()).toMatchObject({
      mine: { status: 'Accepted' },
      counterpart: { status: 'Accepted', review: { id: written.id, text: secret } },
    });
    // The guest now reads the host's review of them; hosts deciding a request see the guest's rating.
    const guestState = ok<c.ReserveReviewState>(await injectAs(cast.guest, c.showReserveReview, { reserveId }), 'guest state');
    expect(guestState.counterpart).toMatchObject({ status: 'Accepted', review: { id: hostReview.id, authorRole: 'Host', photos: [] } });
    expect(after.hostGuestReviews.json()).toMatchObject({
      guest: { name: 'レビュー 旅子' },
      rating: {
        average: 5,
        count: 1,
        aspects: [
          { aspect: 'communication', average: 5 },
          { aspect: 'care', average: 5 },
          { aspect: 'rules', average: 4 },
        ],
      },
      items: [{ id: hostReview.id }],
    });
    // A filter that excludes it: a minimum above the average.
    const tooHigh = ok<{ items: unknown[] }>(
      await injectAs(null, c.listCar, { serviceType: 'CarShare', keyword: cast.word, ratingMin: 2.5 }),
      'ratingMin',
    );
    expect(tooHigh.items).toEqual([]);
  });
});

describe('writing, editing and deleting', () => {
  it('edits and deletes a Pending review by its author only; a published one is final', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    const written = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(reserveId)), 'create');
    const before = await reviewRowsOf(app, reserveId);

    // Another user's review id: 404 as if it did not exist, and nothing changes.
    for (const caller of [cast.host, cast.stranger, cast.operator]) {
      const update = await injectAs(caller, c.updateReview, { reviewId: written.id, text: 'ほかの人が書き換えようとしています。' });
      expect([update.statusCode, errorOf(update).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
      const remove = await injectAs(caller, c.deleteReview, { reviewId: written.id });
      expect([remove.statusCode, errorOf(remove).code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    }
    const strangerState = await injectAs(cast.stranger, c.showReserveReview, { reserveId });
    expect([strangerState.statusCode, errorOf(strangerState).code]).toEqual([404, 'RESERVE_NOT_FOUND']);
    expect(await reviewRowsOf(app, reserveId)).toEqual(before);

    const edited = ok<c.OwnReview>(
      await injectAs(cast.guest, c.updateReview, {
        reviewId: written.id,
        overall: 5,
        aspects: { cleanliness: 5, accuracy: 5, communication: 5, handover: 5, value: 5 },
      }),
      'update',
    );
    expect(edited).toMatchObject({ overall: 5, status: 'Pending', text: written.text });
    // Deleted, then written again within the window.
    expect(ok(await injectAs(cast.guest, c.deleteReview, { reviewId: written.id }), 'delete')).toEqual({ id: written.id });
    expect(await reviewRowsOf(app, reserveId)).toEqual([]);
    const again = ok<c.OwnReview>(await injectAs(cast.guest, c.createReview, carReview(reserveId, { overall: 3 })), 'write again');
    ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host');

    const update = await injectAs(cast.guest, c.updateReview, { reviewId: again.id, text: '公開後に書き換えようとしています。' });
    expect([update.statusCode, errorOf(update).code, errorOf(update).message]).toEqual([
      409,
      'REVIEW_ALREADY_PUBLISHED',
      '公開されたレビューは変更・削除できません。削除が必要な場合は運営にお問い合わせください。',
    ]);
    expect(errorOf(await injectAs(cast.guest, c.deleteReview, { reviewId: again.id })).code).toBe('REVIEW_ALREADY_PUBLISHED');
    expect(ok<c.Review>(await injectAs(null, c.showReview, { reviewId: again.id }), 'show').overall).toBe(3);
  });
});

describe('bad input', () => {
  it('answers each in the envelope with a Japanese message and stores nothing', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    const cases: [string, ReturnType<typeof injectAs>, number, c.ErrorCode, RegExp][] = [
      [
        'stars out of range',
        injectAs(cast.guest, c.createReview, carReview(reserveId, { overall: 6 })),
        400,
        'VALIDATION_FAILED',
        /総合評価は星1〜5/,
      ],
      ['an empty text', injectAs(cast.guest, c.createReview, carReview(reserveId, { text: '  ' })), 400, 'VALIDATION_FAILED', /10文字以上/],
      [
        'a too long text',
        injectAs(cast.guest, c.createReview, carReview(reserveId, { text: 'あ'.repeat(2001) })),
        400,
        'VALIDATION_FAILED',
        /2000文字以内/,
      ],
      [
        'a missing aspect',
        injectAs(
          cast.guest,
          c.createReview,
          carReview(reserveId, { aspects: { cleanliness: 5, accuracy: 4, communication: 5, handover: 4 } }),
        ),
        422,
        'REVIEW_ASPECTS_INVALID',
        /評価項目/,
      ],
      [
        'a spot’s aspect on a car',
        injectAs(
          cast.guest,
          c.createReview,
          carReview(reserveId, { aspects: { cleanliness: 5, accuracy: 4, communication: 5, handover: 4, value: 3, facilities: 5 } }),
        ),
        422,
        'REVIEW_ASPECTS_INVALID',
        /評価項目/,
      ],
      ['someone else’s reservation', injectAs(cast.stranger, c.createReview, carReview(reserveId)), 404, 'RESERVE_NOT_FOUND', /予約/],
      [
        'photos on a host’s review',
        injectAs(cast.host, c.createReview, guestReview(reserveId, { photoIds: [await hostPhoto()] })),
        422,
        'REVIEW_PHOTOS_NOT_ALLOWED',
        /写真/,
      ],
      [
        'another user’s photo',
        injectAs(cast.guest, c.createReview, carReview(reserveId, { photoIds: [await hostPhoto()] })),
        404,
        'IMAGE_NOT_FOUND',
        /画像/,
      ],
    ];
    for (const [what, pending, status, code, message] of cases) {
      const response = await pending;
      const error = errorOf(response);
      expect([response.statusCode, error.code], what).toEqual([status, code]);
      // A refused field says what is wrong with it; a refused rule says so in the message.
      expect(status === 400 ? error.details?.[0]?.message : error.message, what).toMatch(message);
    }
    const missing = errorOf(await injectAs(cast.guest, c.createReview, carReview(reserveId, { aspects: { cleanliness: 5 } })));
    expect(missing.details).toEqual(expect.arrayContaining([{ path: 'aspects.handover', message: '受け渡しの星を選んでください。' }]));
    expect(await reviewRowsOf(app, reserveId)).toEqual([]);

    // A second review of the same side.
    ok(await injectAs(cast.guest, c.createReview, carReview(reserveId)), 'first');
    const second = await injectAs(cast.guest, c.createReview, carReview(reserveId, { overall: 1 }));
    expect([second.statusCode, errorOf(second).code]).toEqual([409, 'REVIEW_ALREADY_WRITTEN']);
    expect((await reviewRowsOf(app, reserveId)).length).toBe(1);
  });

  it('refuses a reservation that is not returned, and a photo that is not an image', async () => {
    const { insertCarReserve } = await import('../reserve-owner/owner-test-fixtures.js');
    const { dayFrom } = await import('./review-test-fixtures.js');
    const approved = await insertCarReserve(
      app,
      { carId: cast.carId, hostUserId: cast.hostId },
      { guestUserId: cast.guestId, status: 'Approved', startDate: dayFrom(new Date(), 60), endDate: dayFrom(new Date(), 61) },
    );
    const early = await injectAs(cast.guest, c.createReview, carReview(approved));
    expect([early.statusCode, errorOf(early).code, errorOf(early).message]).toEqual([
      422,
      'REVIEW_NOT_RETURNED',
      'レビューは返却（チェックアウト）が済んだ予約にだけ投稿できます。',
    ]);
    expect(await reviewRowsOf(app, approved)).toEqual([]);
    const state = ok<c.ReserveReviewState>(await injectAs(cast.guest, c.showReserveReview, { reserveId: approved }), 'state');
    expect(state).toMatchObject({ canWrite: false, windowClosesAt: null, mine: { status: 'NotRegistered', review: null } });

    const { injectUpload } = await import('../../../test/helpers.js');
    const notAnImage = await injectUpload(cast.guest, c.uploadPublicImage, {
      data: Buffer.from('これは画像ではありません'),
      filename: 'review.jpg',
      contentType: 'image/jpeg',
    });
    expect([notAnImage.statusCode, errorOf(notAnImage).code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(errorOf(notAnImage).message).toMatch(/画像/);
  });
});

async function hostPhoto(): Promise<string> {
  const { uploadPublic } = await import('../../../test/listings-fixtures.js');
  return uploadPublic(cast.host);
}

describe('the host’s answer, reports and moderation', () => {
  it('lets the reviewed host answer once, anyone report once, and only operators keep or remove a review', async () => {
    const reserveId = await returnedCarStay(app, cast, hourAgo());
    const { uploadPublic } = await import('../../../test/listings-fixtures.js');
    const photoId = await uploadPublic(cast.guest);
    const review = ok<c.OwnReview>(
      await injectAs(cast.guest, c.createReview, carReview(reserveId, { photoIds: [photoId], overall: 1 })),
      'create',
    );
    expect(review.photos.map((p) => p.id)).toEqual([photoId]);
    ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host');
    const ratingBefore = await ratingRow(app, 'cars', cast.carId);

    // The answer: the reviewed host only, once.
    const strangerReply = await injectAs(cast.stranger, c.createReviewReply, { reviewId: review.id, text: '関係ない人の返信' });
    expect(strangerReply.statusCode).toBe(404);
    const answered = ok<c.Review>(
      await injectAs(cast.host, c.createReviewReply, { reviewId: review.id, text: 'ご指摘ありがとうございます。改善します。' }),
      'reply',
    );
    expect(answered.reply).toMatchObject({ text: 'ご指摘ありがとうございます。改善します。', hostName: 'レビュー 掲載者' });
    const twice = await injectAs(cast.host, c.createReviewReply, { reviewId: review.id, text: 'もう一度' });
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'REVIEW_REPLY_EXISTS']);

    // Reports: not one's own, once per user; the review joins the Reported queue.
    expect(errorOf(await injectAs(cast.guest, c.reportReview, { reviewId: review.id, reason: '自分のレビュー' })).code).toBe('REVIEW_OWN');
    ok(await injectAs(cast.stranger, c.reportReview, { reviewId: review.id, reason: '個人の電話番号が書かれています。' }), 'report');
    const again = await injectAs(cast.stranger, c.reportReview, { reviewId: review.id, reason: 'もう一度' });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'REVIEW_ALREADY_REPORTED']);
    const reported = ok<{ items: c.ModeratedReview[] }>(
      await injectAs(cast.operator, c.listModerationReviews, { queue: 'Reported', limit: 100 }),
      'reported queue',
    );
    expect(reported.items.find((r) => r.id === review.id)).toMatchObject({
      reportCount: 1,
      reports: [{ reason: '個人の電話番号が書かれています。' }],
      authorUser: { name: 'レビュー 旅子' },
      subjectUser: { name: 'レビュー 掲載者' },
    });

    // Only operators decide; never on a review by or about themselves.
    for (const caller of [cast.host, cast.guest, cast.stranger]) {
      const refused = await injectAs(caller, c.rejectReview, { reviewId: review.id, reason: '削除したい' });
      expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
    }
    const { grantRoles } = await import('../../../test/helpers.js');
    await grantRoles(cast.host, { operator: true });
    const own = await injectAs(cast.host, c.rejectReview, { reviewId: review.id, reason: '自分の掲載への低評価' });
    expect([own.statusCode, errorOf(own).code]).toEqual([403, 'OPERATOR_OWN_RECORD']);
    await grantRoles(cast.host, { operator: false });
    expect(await ratingRow(app, 'cars', cast.carId)).toEqual(ratingBefore);

    // Kept: it leaves the queues. Then removed with a reason: it leaves the pages and the rating.
    ok(await injectAs(cast.operator, c.acceptReview, { reviewId: review.id }), 'accept');
    const queues = ok<{ items: c.ModeratedReview[] }>(
      await injectAs(cast.operator, c.listModerationReviews, { queue: 'Reported', limit: 100 }),
      'after accept',
    );
    expect(queues.items.map((r) => r.id)).not.toContain(review.id);
    const removed = ok<c.ModeratedReview>(
      await injectAs(cast.operator, c.rejectReview, { reviewId: review.id, reason: '個人情報が含まれているため削除しました。' }),
      'reject',
    );
    expect(removed).toMatchObject({ status: 'Rejected', rejectionReason: '個人情報が含まれているため削除しました。' });
    expect((await injectAs(null, c.showReview, { reviewId: review.id })).statusCode).toBe(404);
    const after = await ratingRow(app, 'cars', cast.carId);
    expect(after.count).toBe(ratingBefore.count - 1);
    expect(after.sum).toBe(ratingBefore.sum - 1);
    const twiceRejected = await injectAs(cast.operator, c.rejectReview, { reviewId: review.id, reason: '二度目' });
    expect([twiceRejected.statusCode, errorOf(twiceRejected).code]).toEqual([409, 'REVIEW_STATUS_CONFLICT']);

    const audit = await app.db.execute<{ action: string }>(
      sql`select action from operator_audit_log where target_kind = 'review' and target_id = ${review.id} order by at, action`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['review.accept', 'review.reject']);
    const notice = await app.db.execute<{ title: string; body: string }>(
      sql`select title, body from notifications where user_id = ${cast.guestId} and kind = 'Review' order by created_at desc limit 1`,
    );
    expect(notice.rows[0]).toMatchObject({
      title: 'レビューが運営により削除されました',
      body: expect.stringContaining('個人情報が含まれている'),
    });
    // The author still sees it, with the reason.
    const state = ok<c.ReserveReviewState>(await injectAs(cast.guest, c.showReserveReview, { reserveId }), 'state');
    expect(state.mine).toMatchObject({
      status: 'Rejected',
      review: { rejectionReason: '個人情報が含まれているため削除しました。', editable: false },
    });
  });
});

describe('a deactivated author', () => {
  it('keeps their published reviews, under the anonymous name', async () => {
    const { createRegisteredUser } = await import('../../../test/helpers.js');
    const { userIdOf } = await import('../reserve-owner/owner-test-fixtures.js');
    const leaver = await createRegisteredUser('旅人 次郎');
    const reserveId = await returnedCarStay(app, cast, hourAgo(), await userIdOf(app, leaver));
    const review = ok<c.OwnReview>(await injectAs(leaver, c.createReview, carReview(reserveId)), 'create');
    ok(await injectAs(cast.host, c.createReview, guestReview(reserveId)), 'host');
    ok(await injectAs(leaver, c.deactivateUser, { confirm: true }), 'deactivate');
    const shown = ok<c.Review>(await injectAs(null, c.showReview, { reviewId: review.id }), 'show');
    expect(shown.author.name).toBe('退会済みユーザー');
    expect(shown.text).toBe(review.text);
  });
});
