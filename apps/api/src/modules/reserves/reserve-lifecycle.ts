import { isActiveStatus, transitionOf, type ActorRole, type TransitionAction } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { ReserveRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Tx } from '../listings/listings.repository.js';
import { recordReserveEvent } from '../inquiries/reserve-thread.js';
import type { MoneyHook } from '../payments/reserve-money.js';
import { createReserveCalendarRepository } from './reserve-calendar.repository.js';
import { createReservesRepository, type TransitionSet } from './reserves.repository.js';

/**
 * The one way a reservation changes state (ADR 0016), inside the caller's transaction and after
 * its listing's lock: the transition table says where `action` leads from the current state, the
 * UPDATE is guarded by that state, a reservation leaving the active states gives its days back
 * (the car's calendar row, or the plan's inventory) and `busy` follows, the history gets a row, and
 * the reservation's thread a System message.
 */

/** `[2026-12-01,2026-12-04)` → its bounds. */
export function periodBounds(period: string): { from: string; until: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(period);
  if (!match) throw new Error(`unexpected daterange ${period}`);
  return { from: match[1]!, until: match[2]! };
}

/**
 * Locks the reservation's listing row (the lock order: listing, then reservation). With
 * `skipLocked`, answers false instead of waiting when another transaction holds it.
 */
export async function lockListingOf(tx: Tx, row: Pick<ReserveRow, 'carId' | 'spotId'>, skipLocked = false): Promise<boolean> {
  const skip = skipLocked ? sql`skip locked` : sql``;
  const result = row.carId
    ? await tx.execute(sql`select id from cars where id = ${row.carId} for update ${skip}`)
    : await tx.execute(sql`select id from spots where id = ${row.spotId} for update ${skip}`);
  return result.rows.length > 0;
}

/** Gives the reservation's days back to its car or plan, and rewrites the listing's `busy`. */
async function freeDays(tx: Tx, row: ReserveRow): Promise<void> {
  const calendar = createReserveCalendarRepository(tx);
  if (row.carId) {
    await calendar.freeCarDays(row.id);
    await calendar.rewriteCarBusy(row.carId);
  } else if (row.spotId && row.spotPlanId) {
    const { from, until } = periodBounds(row.period);
    await calendar.releasePlanDays(row.spotPlanId, from, until);
    await calendar.rewriteSpotBusy(row.spotId);
  }
}

export async function applyTransition(
  tx: Tx,
  args: {
    row: ReserveRow;
    action: TransitionAction;
    actor: { userId: string | null; role: ActorRole };
    set?: TransitionSet;
    reason?: string | null;
    at: Date;
    /** What the change does to the money (ADR 0036): in this transaction, after the state's own writes. */
    money: MoneyHook;
  },
): Promise<ReserveRow> {
  const { row } = args;
  const transition = transitionOf(args.action, row.status);
  if (!transition) throw new AppError('RESERVE_STATUS_CONFLICT');
  if (!transition.who.includes(args.actor.role)) throw new AppError('RESERVE_ACTION_FORBIDDEN');
  const repository = createReservesRepository(tx);
  const updated = await repository.transition(row.id, transition.from, transition.to, args.set ?? {});
  // Zero rows: someone else moved it first.
  if (!updated) throw new AppError('RESERVE_STATUS_CONFLICT');
  if (isActiveStatus(transition.from) && !isActiveStatus(transition.to)) await freeDays(tx, updated);
  await args.money(tx, transition.from, updated);
  await repository.appendHistory({
    reserveId: row.id,
    fromStatus: transition.from,
    toStatus: transition.to,
    actorUserId: args.actor.userId,
    actorRole: args.actor.role,
    reason: args.reason ?? null,
    at: args.at,
  });
  // The event as a System message in the reservation's thread (ADR 0025), committed with the transition.
  await recordReserveEvent(tx, updated, transition.from, args.actor.role, args.at);
  return updated;
}

/**
 * Requests of the (locked) listing whose approval deadline has passed, auto-cancelled now: a
 * create never loses days to a request that only waits for the sweep. Returns the cancelled rows
 * (their parties are told after the commit).
 */
export async function expireListingRequests(
  tx: Tx,
  listing: { carId?: string; spotId?: string },
  now: Date,
  money: MoneyHook,
): Promise<ReserveRow[]> {
  const repository = createReservesRepository(tx);
  const expired = await repository.lockExpiredOfListing(listing, now);
  const done: ReserveRow[] = [];
  for (const row of expired) {
    done.push(
      await applyTransition(tx, {
        row,
        action: 'autoCancel',
        actor: { userId: null, role: 'System' },
        set: { canceledAt: now, canceledByRole: 'System' },
        reason: '承認期限切れ',
        at: now,
        money,
      }),
    );
  }
  return done;
}
