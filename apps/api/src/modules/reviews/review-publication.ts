import type { TargetKind } from '@kurumatabi/contract/enums';
import { inTransaction } from '../../db/after-commit.js';
import type { Db } from '../../db/client.js';
import type { ReviewRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { DbOrTx, Tx } from '../listings/listings.repository.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';
import { createReviewsRepository } from './reviews.repository.js';
import { listingIdOf } from './review-view.js';

/** Re-renders a listing's public documents after its aggregates moved (the listing services' ratingChanged). */
export type RatingChanged = (tx: DbOrTx, kind: TargetKind, listingId: string) => Promise<void>;

const RETRIED_STATES = new Set(['40001', '40P01']);

/** One transaction, retried whole (at most three times) on a serialization failure or a deadlock. */
export async function inReviewTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The listing's cached answers are dropped here once it commits (ADR 0050).
      return await inTransaction(db, work);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const state = sqlStateOf(error);
      if (state !== null && RETRIED_STATES.has(state) && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * The one place a review enters or leaves the public (ADR 0027). Publication and removal change the
 * listing's aggregates and re-render its documents in the caller's transaction, so the rating shown
 * on a card, a detail page and in the search's sort always counts exactly the published guest
 * reviews. Hosts' reviews of guests move no listing's rating.
 */
export function createReviewPublication(deps: { ratingChanged: RatingChanged }) {
  async function moved(tx: Tx, row: ReviewRow, sign: 1 | -1): Promise<void> {
    if (row.authorRole !== 'Guest') return;
    await createReviewsRepository(tx).moveRating(row, sign);
    await deps.ratingChanged(tx, row.targetKind, listingIdOf(row));
  }

  /** Pending → Accepted; null when the row was no longer Pending (published or removed meanwhile). */
  async function publish(tx: Tx, id: string, at: Date): Promise<ReviewRow | null> {
    const row = await createReviewsRepository(tx).publish(id, at);
    if (row) await moved(tx, row, 1);
    return row;
  }

  /** Removes a review with the operator's reason; a published one leaves its listing's rating. */
  async function remove(tx: Tx, before: ReviewRow, decision: { reason: string; operatorId: string; at: Date }): Promise<ReviewRow | null> {
    const row = await createReviewsRepository(tx).reject(before.id, decision);
    if (row && before.status === 'Accepted') await moved(tx, row, -1);
    return row;
  }

  return { publish, remove };
}

export type ReviewPublication = ReturnType<typeof createReviewPublication>;
