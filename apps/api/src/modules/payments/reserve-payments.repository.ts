import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { reservePayments, type ReservePaymentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

export type NewReservePayment = typeof reservePayments.$inferInsert;
export type ReservePaymentPatch = Partial<Omit<ReservePaymentRow, 'reserveId' | 'createdAt'>>;

export function createReservePaymentsRepository(db: DbOrTx) {
  async function find(reserveId: string): Promise<ReservePaymentRow | null> {
    const rows = await db.select().from(reservePayments).where(eq(reservePayments.reserveId, reserveId)).limit(1);
    return rows[0] ?? null;
  }

  async function findMany(reserveIds: readonly string[]): Promise<Map<string, ReservePaymentRow>> {
    if (reserveIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(reservePayments)
      .where(inArray(reservePayments.reserveId, [...reserveIds]));
    return new Map(rows.map((row) => [row.reserveId, row]));
  }

  /** Under the reservation's lock already; this one orders a payment's own writes (the sweep against a webhook). */
  async function lock(reserveId: string): Promise<ReservePaymentRow | null> {
    const rows = await db.select().from(reservePayments).where(eq(reservePayments.reserveId, reserveId)).for('update').limit(1);
    return rows[0] ?? null;
  }

  async function findByIntent(intentId: string): Promise<ReservePaymentRow | null> {
    const rows = await db.select().from(reservePayments).where(eq(reservePayments.intentId, intentId)).limit(1);
    return rows[0] ?? null;
  }

  async function insert(row: NewReservePayment): Promise<void> {
    await db.insert(reservePayments).values(row);
  }

  async function update(reserveId: string, patch: ReservePaymentPatch, at: Date): Promise<ReservePaymentRow> {
    const rows = await db
      .update(reservePayments)
      .set({ ...patch, updatedAt: at })
      .where(eq(reservePayments.reserveId, reserveId))
      .returning();
    if (!rows[0]) throw new Error(`no payment for reservation ${reserveId}`);
    return rows[0];
  }

  /** What the money sweep has to finish: holds to release, refunds to send, challenges past their window. */
  async function pending(now: Date, limit: number): Promise<ReservePaymentRow[]> {
    return db
      .select()
      .from(reservePayments)
      .where(
        or(
          eq(reservePayments.status, 'VoidPending'),
          gt(reservePayments.refundPending, 0),
          and(eq(reservePayments.status, 'RequiresAction'), lte(reservePayments.actionExpiresAt, now)),
        ),
      )
      .orderBy(asc(reservePayments.updatedAt))
      .limit(limit);
  }

  /** The staff report's count of payments per state. */
  async function countByStatus(): Promise<{ status: ReservePaymentRow['status']; count: number }[]> {
    return db
      .select({ status: reservePayments.status, count: sql<number>`count(*)::int` })
      .from(reservePayments)
      .groupBy(reservePayments.status);
  }

  return { find, findMany, lock, findByIntent, insert, update, pending, countByStatus };
}
