import { OPEN_CHANGE_STATUSES, type ReserveChangeStatus } from '@kurumatabi/contract';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { reserveChanges, reserves, type ReserveChangeRow, type ReserveRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';

/**
 * The SQL of a reservation's change requests (issue 36 item 4, migration 0035). A reservation has at most one open
 * request (Requested or Proposed): `reserve_changes_one_open_idx` refuses a second, so two racing requests leave one.
 */

export type NewReserveChange = typeof reserveChanges.$inferInsert;

const open = [...OPEN_CHANGE_STATUSES];

export function createReserveChangesRepository(db: DbOrTx) {
  /** The new open request, or null when the reservation already has one (the unique index, not a prior read, decides). */
  async function insertOpen(row: NewReserveChange): Promise<ReserveChangeRow | null> {
    try {
      const [inserted] = await db.insert(reserveChanges).values(row).returning();
      return inserted ?? null;
    } catch (error) {
      if (sqlStateOf(error) === '23505') return null;
      throw error;
    }
  }

  /** The reservation's open request, locked for the rest of the transaction (its answer is decided once). */
  async function lockOpen(reserveId: string): Promise<ReserveChangeRow | null> {
    const [row] = await db
      .select()
      .from(reserveChanges)
      .where(and(eq(reserveChanges.reserveId, reserveId), inArray(reserveChanges.status, open)))
      .for('update');
    return row ?? null;
  }

  /** The reservation's open request, read without a lock (what a guest's acceptance holds money for, checked again under the lock). */
  async function findOpen(reserveId: string): Promise<ReserveChangeRow | null> {
    const [row] = await db
      .select()
      .from(reserveChanges)
      .where(and(eq(reserveChanges.reserveId, reserveId), inArray(reserveChanges.status, open)));
    return row ?? null;
  }

  async function findById(id: string): Promise<ReserveChangeRow | null> {
    const [row] = await db.select().from(reserveChanges).where(eq(reserveChanges.id, id));
    return row ?? null;
  }

  /** The reservation's requests, the newest first (its history of changes). */
  async function listOf(reserveId: string): Promise<ReserveChangeRow[]> {
    return db.select().from(reserveChanges).where(eq(reserveChanges.reserveId, reserveId)).orderBy(desc(reserveChanges.requestedAt));
  }

  /** Ends an open request with its answer; null when it was answered meanwhile (nothing changes then). */
  async function answer(
    id: string,
    status: Exclude<ReserveChangeStatus, 'Requested' | 'Proposed'>,
    at: Date,
    by: string | null,
  ): Promise<ReserveChangeRow | null> {
    const [row] = await db
      .update(reserveChanges)
      .set({ status, answeredAt: at, answeredBy: by })
      .where(and(eq(reserveChanges.id, id), inArray(reserveChanges.status, open)))
      .returning();
    return row ?? null;
  }

  /** The open requests whose answer time has passed at `now`, the oldest first (for the reserve sweep). */
  async function due(now: Date, limit: number): Promise<ReserveChangeRow[]> {
    return db
      .select()
      .from(reserveChanges)
      .where(and(inArray(reserveChanges.status, open), lte(reserveChanges.expiresAt, now)))
      .orderBy(asc(reserveChanges.expiresAt))
      .limit(limit);
  }

  /** The guest's hold for a host's proposal that costs more, kept by the proposal as the guest accepts it. */
  async function attachIntent(id: string, intentId: string): Promise<ReserveChangeRow> {
    const [row] = await db.update(reserveChanges).set({ intentId }).where(eq(reserveChanges.id, id)).returning();
    if (!row) throw new Error(`change ${id} vanished under its lock`);
    return row;
  }

  /** The reservation takes the accepted change: its dates, period, people, options, price snapshot and totals. */
  async function moveReserve(
    reserveId: string,
    set: Pick<
      ReserveRow,
      | 'startDate'
      | 'endDate'
      | 'period'
      | 'days'
      | 'people'
      | 'options'
      | 'priceLines'
      | 'total'
      | 'feeBase'
      | 'marketplaceFee'
      | 'updatedAt'
    >,
  ): Promise<ReserveRow> {
    const [row] = await db.update(reserves).set(set).where(eq(reserves.id, reserveId)).returning();
    if (!row) throw new Error(`reservation ${reserveId} vanished under its lock`);
    return row;
  }

  /** The accepted changes whose own intent captured money, oldest acceptance first (the order refunds use after the original). */
  async function capturedOf(reserveId: string): Promise<ReserveChangeRow[]> {
    return db
      .select()
      .from(reserveChanges)
      .where(and(eq(reserveChanges.reserveId, reserveId), eq(reserveChanges.status, 'Accepted'), gt(reserveChanges.amountCaptured, 0)))
      .orderBy(asc(reserveChanges.answeredAt), asc(reserveChanges.id));
  }

  async function setMoney(id: string, set: Partial<Pick<ReserveChangeRow, 'amountCaptured' | 'amountRefunded'>>): Promise<void> {
    await db.update(reserveChanges).set(set).where(eq(reserveChanges.id, id));
  }

  return { insertOpen, lockOpen, findOpen, findById, listOf, answer, due, attachIntent, moveReserve, capturedOf, setMoney };
}
