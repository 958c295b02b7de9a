import { ABANDONED_RENTING_GRACE_DAYS, addDays, japanDay, reviewOpensFor } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { ReserveChangeRow, ReserveRow } from '../../db/schema/index.js';
import type { Tx } from '../listings/listings.repository.js';
import type { ReserveMoney } from '../payments/reserve-money.js';
import { applyTransition, lockListingOf } from './reserve-lifecycle.js';
import { inReserveTransaction } from './reserve-transaction.js';
import { createReserveChangesRepository } from '../reserve-changes/reserve-changes.repository.js';
import { createReservesRepository } from './reserves.repository.js';

/**
 * The approval-deadline sweep (ADR 0016): every API process runs it each minute. Requests past
 * their deadline are read in batches (a plain read, keyset-paged), then each is cancelled in its
 * own transaction: its listing's row lock taken with SKIP LOCKED (a listing busy with another
 * write, or another replica's sweep, is left for the next round: creates and approvals treat an
 * expired request as gone anyway), the reservation re-read under the lock, the guarded transition
 * Request → AutoCanceled, its days freed. Two replicas never cancel a request twice (the guarded
 * UPDATE) and never wait for each other.
 */

const BATCH = 100;
export const SWEEP_INTERVAL_MS = 60_000;

export function createReserveSweep(deps: {
  db: Db;
  money: ReserveMoney;
  /** Tells both parties, in the cancellation's transaction (the notices and mail jobs commit with it). */
  onAutoCanceled: (tx: Tx, row: ReserveRow) => Promise<void>;
  /** Tells both parties of a stay the sweep returned (ADR 0046), in the return's transaction. */
  onSystemReturned: (tx: Tx, row: ReserveRow) => Promise<void>;
  /** Tells both parties of a change request that expired unanswered (issue 36 item 4), in the expiry's transaction. */
  onChangeExpired: (tx: Tx, row: ReserveRow, change: ReserveChangeRow) => Promise<void>;
}) {
  /** Cancels one expired request; null when it was not (approved meanwhile, or its listing busy). */
  async function cancelOne(id: string, now: Date): Promise<ReserveRow | null> {
    return inReserveTransaction(deps.db, async (tx) => {
      const repository = createReservesRepository(tx);
      const seen = await repository.findById(id);
      if (!seen || !(await lockListingOf(tx, seen, true))) return null;
      const current = await repository.lockById(id);
      if (!current || current.status !== 'Request' || current.approveDeadline > now) return null;
      const canceled = await applyTransition(tx, {
        row: current,
        action: 'autoCancel',
        actor: { userId: null, role: 'System' },
        set: { canceledAt: now, canceledByRole: 'System' },
        reason: '承認期限切れ',
        at: now,
        money: deps.money.onTransition,
      });
      await deps.onAutoCanceled(tx, canceled);
      return canceled;
    });
  }

  /** Cancels every request whose deadline is at or before `now`; returns how many it cancelled. */
  async function sweepExpiredRequests(now: Date): Promise<number> {
    const repository = createReservesRepository(deps.db);
    let after: { deadline: Date; id: string } | null = null;
    let cancelled = 0;
    for (;;) {
      const batch = await repository.expiredRequests(now, after, BATCH);
      for (const row of batch) {
        if (await cancelOne(row.id, now)) {
          cancelled += 1;
          // The hold is released now; a processor that fails now is asked again by the money sweep.
          await deps.money.settleSoon(row.id, () => undefined);
        }
      }
      if (batch.length < BATCH) return cancelled;
      const last = batch[batch.length - 1]!;
      after = { deadline: last.approveDeadline, id: last.id };
    }
  }

  /**
   * Returns one stay left in Renting past its end plus the grace (ADR 0046): settled at once, so both sides
   * may review it; null when it was not (returned meanwhile, or its listing busy: the next minute tries again).
   */
  async function returnOne(id: string, lastEndDate: string, now: Date): Promise<ReserveRow | null> {
    return inReserveTransaction(deps.db, async (tx) => {
      const repository = createReservesRepository(tx);
      const seen = await repository.findById(id);
      if (!seen || !(await lockListingOf(tx, seen, true))) return null;
      const current = await repository.lockById(id);
      if (!current || current.status !== 'Renting' || current.endDate > lastEndDate) return null;
      const returned = await applyTransition(tx, {
        row: current,
        action: 'return',
        actor: { userId: null, role: 'System' },
        set: { returnedAt: now, returnedByRole: 'System', reviewOpensAt: reviewOpensFor(current.endDate, now) },
        reason: `利用終了日から${ABANDONED_RENTING_GRACE_DAYS}日を過ぎても返却が記録されなかったため`,
        at: now,
        money: deps.money.onTransition,
      });
      await deps.onSystemReturned(tx, returned);
      return returned;
    });
  }

  /** Returns every stay still Renting ABANDONED_RENTING_GRACE_DAYS days after its end date (Japan time); answers how many. */
  async function sweepAbandonedRentings(now: Date): Promise<number> {
    const repository = createReservesRepository(deps.db);
    // Ended on or before this day: its end date plus the grace days have passed in Japan.
    const lastEndDate = addDays(japanDay(now), -ABANDONED_RENTING_GRACE_DAYS - 1);
    let after: { endDate: string; id: string } | null = null;
    let returned = 0;
    for (;;) {
      const batch = await repository.abandonedRentings(lastEndDate, after, BATCH);
      for (const row of batch) if (await returnOne(row.id, lastEndDate, now)) returned += 1;
      if (batch.length < BATCH) return returned;
      const last = batch[batch.length - 1]!;
      after = { endDate: last.endDate, id: last.id };
    }
  }

  /**
   * Expires one change request past its answer time (issue 36 item 4): under the listing's lock (SKIP LOCKED, like the
   * requests' sweep), the open request re-read locked; the reservation keeps its booked trip. False when it was not
   * (answered meanwhile, or its listing busy: the next minute tries again).
   */
  async function expireChange(reserveId: string, now: Date): Promise<boolean> {
    return inReserveTransaction(deps.db, async (tx) => {
      const seen = await createReservesRepository(tx).findById(reserveId);
      if (!seen || !(await lockListingOf(tx, seen, true))) return false;
      const changes = createReserveChangesRepository(tx);
      const open = await changes.lockOpen(reserveId);
      const expired = open && open.expiresAt <= now ? await changes.answer(open.id, 'Expired', now, null) : null;
      if (!expired) return false;
      await deps.onChangeExpired(tx, seen, expired);
      return true;
    });
  }

  /** Expires every change request whose answer time is at or before `now`; answers how many. */
  async function sweepExpiredChanges(now: Date): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await createReserveChangesRepository(deps.db).due(now, BATCH);
      let progressed = 0;
      for (const change of batch) if (await expireChange(change.reserveId, now)) progressed += 1;
      expired += progressed;
      // A batch whose listings were all busy is left for the next minute (no spinning on the same rows).
      if (batch.length < BATCH || progressed === 0) return expired;
    }
  }

  return { sweepExpiredRequests, sweepAbandonedRentings, sweepExpiredChanges };
}

/**
 * Runs the sweep every SWEEP_INTERVAL_MS from `start()` until `stop()`; a run never overlaps the
 * previous one, and its failure is logged, never thrown (the next minute tries again).
 */
export function scheduleReserveSweep(deps: { run: () => Promise<unknown>; onError: (error: unknown) => void; intervalMs?: number }): {
  start: () => void;
  stop: () => Promise<void>;
} {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deps
      .run()
      .then(() => undefined, deps.onError)
      .finally(() => {
        running = null;
      });
  };
  return {
    start: () => {
      if (timer) return;
      timer = setInterval(tick, deps.intervalMs ?? SWEEP_INTERVAL_MS);
      // The sweep alone never keeps a process alive.
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
