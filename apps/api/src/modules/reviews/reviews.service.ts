import {
  maskContactDetails,
  type createReview,
  type createReviewReply,
  type OwnReview,
  type ParsedInput,
  type Review,
  type updateReview,
} from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReviewRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { clientSignal } from '../../lib/client-signal.js';
import { createListingsRepository, type Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { reviewNotices } from './review-messages.js';
import { inReviewTransaction, type ReviewPublication } from './review-publication.js';
import { aspectScores, notOpenReason, sideOf, stayedIn, targetKindOf, windowClosesAt } from './review-rules.js';
import { createReviewViews } from './review-view.js';
import { createReviewsRepository, otherSide, type ReviewsRepository } from './reviews.repository.js';

type CreateInput = ParsedInput<typeof createReview>;
type UpdateInput = ParsedInput<typeof updateReview>;

/**
 * A review's text as stored: every visitor reads it once published, so phone numbers and addresses are
 * masked always, whatever the reservation's state (ADR 0043); the original is never kept.
 */
function publicText(text: string): { body: string; bodyMasked: boolean } {
  const masked = maskContactDetails(text);
  return { body: masked.text, bodyMasked: masked.masked };
}

/**
 * What the two sides of a reservation do with their reviews (ADR 0027): write, edit and delete
 * while Pending; the host's answer; a report. Every write of a reservation's reviews holds its lock
 * (`lockReserve`), so "the other side has written" is read and acted on atomically: the second
 * review publishes both in its own transaction.
 */
export function createReviewsService(deps: {
  db: Db;
  notify: Notify;
  now: () => Date;
  publication: ReviewPublication;
  clientSignalSecret: string;
}) {
  const views = createReviewViews(deps.db);

  /**
   * The photos must be the author's own public images: 404 otherwise, checked before any rule of the
   * review (another user's id is refused as if it did not exist, ADR 0020).
   */
  async function assertOwnPhotos(tx: Tx, user: UserRow, photoIds: readonly string[]): Promise<void> {
    if (photoIds.length === 0) return;
    const owned = await createListingsRepository(tx).ownedPublicImages(user.id, photoIds);
    if (owned.length !== new Set(photoIds).size) throw new AppError('IMAGE_NOT_FOUND');
  }

  /** A host's review of a guest shows no photos (the guest's stay is not the host's to picture). */
  function assertPhotosAllowed(role: ReviewRow['authorRole'], photoIds: readonly string[]): void {
    if (role === 'Host' && photoIds.length > 0) throw new AppError('REVIEW_PHOTOS_NOT_ALLOWED');
  }

  /** The author's own review, or 404 as if it did not exist (another user's, or none). */
  async function ownRow(repo: ReviewsRepository, user: UserRow, reviewId: string): Promise<ReviewRow> {
    const row = await repo.findById(reviewId);
    if (!row || row.authorUserId !== user.id) throw new AppError('REVIEW_NOT_FOUND');
    return row;
  }

  /** A Pending review still in its window; otherwise the reason it cannot change. */
  function assertChangeable(row: ReviewRow, now: Date): void {
    if (row.status === 'Accepted') throw new AppError('REVIEW_ALREADY_PUBLISHED');
    if (row.status === 'Rejected') throw new AppError('REVIEW_STATUS_CONFLICT');
    if (now >= row.windowClosesAt) throw new AppError('REVIEW_WINDOW_CLOSED');
  }

  /** `client` is where the review was written from: its keyed hash goes on the row for the review-ring queue (ADR 0046). */
  async function create(user: UserRow, input: CreateInput, client?: { address: string; userAgent: string }): Promise<OwnReview> {
    const now = deps.now();
    const row = await inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      const reserve = await repo.reserveById(input.reserveId);
      const role = reserve ? sideOf(reserve, user.id) : null;
      if (!reserve || !role) throw new AppError('RESERVE_NOT_FOUND');
      await assertOwnPhotos(tx, user, input.photoIds);
      await repo.lockReserve(reserve.id);
      if (reserve.status !== 'Returned') throw new AppError('REVIEW_NOT_RETURNED');
      // A stay is reviewed from the day after its end date, once its return is settled (ADR 0046).
      const closesAt = windowClosesAt(reserve);
      if (!closesAt || notOpenReason(reserve, now) !== null) throw new AppError('REVIEW_NOT_YET_OPEN');
      if (now >= closesAt) throw new AppError('REVIEW_WINDOW_CLOSED');
      const existing = await repo.ofReserve(reserve.id);
      if (existing.some((r) => r.authorRole === role)) throw new AppError('REVIEW_ALREADY_WRITTEN');
      const kind = targetKindOf(reserve);
      const scores = aspectScores(role, kind, input.aspects);
      assertPhotosAllowed(role, input.photoIds);
      const listing = await repo.listing(kind, reserve.carId ?? reserve.spotId ?? '');
      if (!listing) throw new Error(`reservation ${reserve.id} without its listing`);
      let written = await repo.insert({
        reserveId: reserve.id,
        authorRole: role,
        authorUserId: user.id,
        subjectUserId: role === 'Guest' ? reserve.hostUserId : reserve.guestUserId,
        targetKind: kind,
        carId: reserve.carId,
        spotId: reserve.spotId,
        listingRegion: listing.region,
        listingPrefecture: listing.prefecture,
        stayedIn: stayedIn(reserve),
        overall: input.overall,
        aspectScores: scores,
        ...publicText(input.text),
        photoIds: input.photoIds,
        windowClosesAt: closesAt,
        clientSignal: client ? clientSignal(deps.clientSignalSecret, client) : null,
      });
      const counterpartId = role === 'Guest' ? reserve.hostUserId : reserve.guestUserId;
      const counterpart = existing.find((r) => r.authorRole === otherSide(role));
      if (!counterpart) {
        // The blind rule: the other side only learns that a review waits for theirs.
        await deps.notify(counterpartId, reviewNotices.counterpartWrote(reserve.id, role, listing.title), { tx });
        return written;
      }
      // Both have written (a removed review counts as written): both are published now.
      written = (await deps.publication.publish(tx, written.id, now)) ?? written;
      if (counterpart.status === 'Pending') await deps.publication.publish(tx, counterpart.id, now);
      for (const userId of [user.id, counterpartId]) {
        await deps.notify(userId, reviewNotices.published(reserve.id, listing.title), { tx });
      }
      return written;
    });
    return views.own(row, now);
  }

  async function update(user: UserRow, input: UpdateInput): Promise<OwnReview> {
    const now = deps.now();
    const row = await inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      const seen = await ownRow(repo, user, input.reviewId);
      await assertOwnPhotos(tx, user, input.photoIds ?? []);
      await repo.lockReserve(seen.reserveId);
      const current = await ownRow(repo, user, input.reviewId);
      assertChangeable(current, now);
      const scores = input.aspects ? aspectScores(current.authorRole, current.targetKind, input.aspects) : undefined;
      assertPhotosAllowed(current.authorRole, input.photoIds ?? []);
      return repo.update(current.id, {
        ...(input.overall !== undefined ? { overall: input.overall } : {}),
        ...(scores ? { aspectScores: scores } : {}),
        ...(input.text !== undefined ? publicText(input.text) : {}),
        ...(input.photoIds ? { photoIds: input.photoIds } : {}),
      });
    });
    return views.own(row, now);
  }

  /** Deletes the author's Pending review; within the window they may write again. */
  async function remove(user: UserRow, reviewId: string): Promise<{ id: string }> {
    await inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      const seen = await ownRow(repo, user, reviewId);
      await repo.lockReserve(seen.reserveId);
      const current = await ownRow(repo, user, reviewId);
      if (current.status === 'Accepted') throw new AppError('REVIEW_ALREADY_PUBLISHED');
      if (current.status === 'Rejected') throw new AppError('REVIEW_STATUS_CONFLICT');
      await repo.remove(current.id);
    });
    return { id: reviewId };
  }

  /** A published guest review the caller is the reviewed host of; anyone else (or a hidden review) 404. */
  async function hostsReview(repo: ReviewsRepository, user: UserRow, reviewId: string): Promise<ReviewRow> {
    const row = await repo.findById(reviewId);
    if (!row || row.status !== 'Accepted' || row.authorRole !== 'Guest' || row.subjectUserId !== user.id) {
      throw new AppError('REVIEW_NOT_FOUND');
    }
    return row;
  }

  async function reply(user: UserRow, input: ParsedInput<typeof createReviewReply>): Promise<Review> {
    const now = deps.now();
    const row = await inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      const seen = await hostsReview(repo, user, input.reviewId);
      await repo.lockReserve(seen.reserveId);
      await hostsReview(repo, user, input.reviewId);
      const replied = await repo.setReply(seen.id, maskContactDetails(input.text), now);
      if (!replied) throw new AppError('REVIEW_REPLY_EXISTS');
      const listing = await repo.listing(replied.targetKind, replied.carId ?? replied.spotId ?? '');
      await deps.notify(replied.authorUserId, reviewNotices.replied(replied.id, listing?.title ?? ''), { tx });
      return replied;
    });
    const [review] = await views.reviews([row]);
    return review!;
  }

  /** Reports a published guest review (not one's own, nor one about oneself), once per user. */
  async function report(user: UserRow, reviewId: string, reason: string): Promise<{ reviewId: string }> {
    const now = deps.now();
    await inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      const row = await repo.findById(reviewId);
      if (!row || row.status !== 'Accepted' || row.authorRole !== 'Guest') throw new AppError('REVIEW_NOT_FOUND');
      if (row.authorUserId === user.id || row.subjectUserId === user.id) throw new AppError('REVIEW_OWN');
      if (!(await repo.addReport(row.id, user.id, reason, now))) throw new AppError('REVIEW_ALREADY_REPORTED');
    });
    return { reviewId };
  }

  return { create, update, remove, reply, report };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
