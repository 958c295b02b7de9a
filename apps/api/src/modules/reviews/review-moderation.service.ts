import type { ModeratedReview, ReviewModerationQueue, ReviewRing } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReviewRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import { reviewNotices } from './review-messages.js';
import { createReviewPeople } from './review-people.js';
import { inReviewTransaction, type ReviewPublication } from './review-publication.js';
import { createReviewReadsRepository } from './review-reads.repository.js';
import { createReviewRingsRepository } from './review-rings.repository.js';
import { createReviewViews } from './review-view.js';
import { createReviewsRepository } from './reviews.repository.js';

/**
 * The operators' moderation of reviews (ADR 0027): the queues, keeping a review (accept) and
 * removing one with a reason (reject). Each decision is recorded on the row (who, when, why) and in
 * the operators' audit log (ADR 0025) in the decision's transaction; a removal takes a published
 * review out of its listing's rating in the same transaction. Staff never decide on a review by or
 * about themselves (the four-eyes rule, ADR 0023).
 */
export function createReviewModerationService(deps: { db: Db; notify: Notify; now: () => Date; publication: ReviewPublication }) {
  const reads = createReviewReadsRepository(deps.db);
  const views = createReviewViews(deps.db);

  async function render(rows: readonly ReviewRow[]): Promise<ModeratedReview[]> {
    return views.moderated(rows, await reads.latestReports(rows.map((r) => r.id)));
  }

  /** The review-ring queue (ADR 0046): pairs of accounts that review each other as one person would. */
  async function rings(limit: number, offset: number): Promise<{ items: ReviewRing[]; total: number; limit: number; offset: number }> {
    const rows = await createReviewRingsRepository(deps.db).page(limit, offset);
    const total = rows[0]?.total ?? (offset > 0 ? await createReviewRingsRepository(deps.db).count() : 0);
    const names = await createReviewPeople(deps.db).names(rows.flatMap((r) => [r.a, r.b]));
    const items = rows.map((r): ReviewRing => ({
      users: [
        { id: r.a, name: names.get(r.a) ?? '' },
        { id: r.b, name: names.get(r.b) ?? '' },
      ],
      reciprocalFiveStars: r.reciprocal,
      sameClient: r.sameClient,
      reviews: r.reviews,
      lastReviewedAt: r.lastAt.toISOString(),
    }));
    return { items, total, limit, offset };
  }

  async function list(queue: ReviewModerationQueue, limit: number, offset: number) {
    const page = await reads.moderationPage(queue, limit, offset);
    return { items: await render(page.rows), total: page.total, limit, offset };
  }

  /** The review under its reservation's lock, checked against the four-eyes rule. */
  async function decidable(tx: Tx, operator: UserRow, reviewId: string): Promise<ReviewRow> {
    const repo = createReviewsRepository(tx);
    const seen = await repo.findById(reviewId);
    if (!seen) throw new AppError('REVIEW_NOT_FOUND');
    if (seen.authorUserId === operator.id || seen.subjectUserId === operator.id) throw new AppError('OPERATOR_OWN_RECORD');
    await repo.lockReserve(seen.reserveId);
    const current = await repo.findById(reviewId);
    if (!current) throw new AppError('REVIEW_NOT_FOUND');
    return current;
  }

  async function accept(operator: UserRow, reviewId: string): Promise<ModeratedReview> {
    const at = deps.now();
    const row = await inReviewTransaction(deps.db, async (tx) => {
      const current = await decidable(tx, operator, reviewId);
      const accepted = await createReviewsRepository(tx).accept(current.id, { operatorId: operator.id, at });
      if (!accepted) throw new AppError('REVIEW_STATUS_CONFLICT');
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'review.accept',
        targetKind: 'review',
        targetId: current.id,
        details: { reportsAnswered: current.reportCount },
        at,
      });
      return accepted;
    });
    return (await render([row]))[0]!;
  }

  async function reject(operator: UserRow, reviewId: string, reason: string): Promise<ModeratedReview> {
    const at = deps.now();
    const row = await inReviewTransaction(deps.db, async (tx) => {
      const current = await decidable(tx, operator, reviewId);
      if (current.status === 'Rejected') throw new AppError('REVIEW_STATUS_CONFLICT');
      const removed = await deps.publication.remove(tx, current, { reason, operatorId: operator.id, at });
      if (!removed) throw new AppError('REVIEW_STATUS_CONFLICT');
      await createOperatorAuditRepository(tx).record({
        operatorUserId: operator.id,
        action: 'review.reject',
        targetKind: 'review',
        targetId: current.id,
        reason,
        details: { reason, from: current.status },
        at,
      });
      const listing = await createReviewsRepository(tx).listing(current.targetKind, current.carId ?? current.spotId ?? '');
      await deps.notify(current.authorUserId, reviewNotices.removed(listing?.title ?? '', reason), { tx });
      return removed;
    });
    return (await render([row]))[0]!;
  }

  return { list, accept, reject, rings };
}
