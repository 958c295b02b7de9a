import { REVIEW_REMINDER_DAYS_BEFORE } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReserveRow } from '../../db/schema/index.js';
import type { Notify } from '../notifications/notifier.js';
import { japanDateTime, reviewNotices } from './review-messages.js';
import { inReviewTransaction, type ReviewPublication } from './review-publication.js';
import { targetKindOf, WINDOW_MS, windowClosesAt } from './review-rules.js';
import { createReviewsRepository } from './reviews.repository.js';

const BATCH = 100;
const REMINDER_BEFORE_MS = REVIEW_REMINDER_DAYS_BEFORE * 86_400_000;

/**
 * The review window by the clock (ADR 0027), run each minute by every API process beside the
 * reservations' sweep: a Pending review whose window has closed is published (in its own
 * transaction, under its reservation's lock, the status-guarded UPDATE making a second replica's
 * attempt a no-op), and each side that has not written is reminded once, REVIEW_REMINDER_DAYS_BEFORE
 * days before the window closes (the reminder's row is the proof that it went out).
 */
export function createReviewSweep(deps: { db: Db; notify: Notify; publication: ReviewPublication }) {
  async function publishOne(id: string, reserveId: string, now: Date): Promise<boolean> {
    return inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      await repo.lockReserve(reserveId);
      const current = await repo.findById(id);
      if (!current || current.status !== 'Pending' || current.windowClosesAt > now) return false;
      const published = await deps.publication.publish(tx, id, now);
      if (!published) return false;
      const listing = await repo.listing(published.targetKind, published.carId ?? published.spotId ?? '');
      await deps.notify(published.authorUserId, reviewNotices.published(reserveId, listing?.title ?? ''), { tx });
      return true;
    });
  }

  /** Publishes every Pending review whose window closed at or before `now`; answers how many. */
  async function publishClosedWindows(now: Date): Promise<number> {
    const repo = createReviewsRepository(deps.db);
    let published = 0;
    for (;;) {
      const batch = await repo.closedWindows(now, BATCH);
      let inBatch = 0;
      for (const row of batch) if (await publishOne(row.id, row.reserveId, now)) inBatch += 1;
      published += inBatch;
      // A row not published left the Pending set meanwhile (deleted, removed); a full batch may have more.
      if (batch.length < BATCH || inBatch === 0) return published;
    }
  }

  async function remindOne(reserve: ReserveRow, now: Date): Promise<number> {
    return inReviewTransaction(deps.db, async (tx) => {
      const repo = createReviewsRepository(tx);
      if (!(await repo.markReminded(reserve.id, now))) return 0;
      const written = new Set((await repo.ofReserve(reserve.id)).map((r) => r.authorUserId));
      const listing = await repo.listing(targetKindOf(reserve), reserve.carId ?? reserve.spotId ?? '');
      const closesOn = japanDateTime(windowClosesAt(reserve)!);
      let sent = 0;
      for (const userId of [reserve.guestUserId, reserve.hostUserId]) {
        if (written.has(userId)) continue;
        await deps.notify(userId, reviewNotices.reminder(reserve.id, listing?.title ?? '', closesOn), { tx });
        sent += 1;
      }
      return sent;
    });
  }

  /** Reminds the sides that have not written, once per reservation; answers how many notices went out. */
  async function remindBeforeClose(now: Date): Promise<number> {
    const repo = createReviewsRepository(deps.db);
    let sent = 0;
    for (;;) {
      const batch = await repo.dueReminders(now, WINDOW_MS, REMINDER_BEFORE_MS, BATCH);
      for (const reserve of batch) sent += await remindOne(reserve, now);
      if (batch.length < BATCH) return sent;
    }
  }

  return { publishClosedWindows, remindBeforeClose };
}
