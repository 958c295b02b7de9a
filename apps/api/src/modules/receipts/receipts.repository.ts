import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  cars,
  documentCounters,
  ledgerJournals,
  reservePayments,
  reserveReceipts,
  reserves,
  spots,
  users,
  type ReserveReceiptRow,
  type UserRow,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

export type NewReserveReceipt = Omit<typeof reserveReceipts.$inferInsert, 'receiptNumber' | 'printCount' | 'lastPrintedAt'>;

/** Receipts of reservations (migration 0022) and the guest's payment history. */
export function createReceiptsRepository(db: DbOrTx) {
  async function find(reserveId: string): Promise<ReserveReceiptRow | null> {
    const rows = await db.select().from(reserveReceipts).where(eq(reserveReceipts.reserveId, reserveId)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * The reservation's receipt under a transaction lock of its own (not the reservation's row lock, which the
   * money flows hold): two first downloads at once issue one receipt with one number.
   */
  async function lock(reserveId: string): Promise<ReserveReceiptRow | null> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`receipt:${reserveId}`}))`);
    const rows = await db.select().from(reserveReceipts).where(eq(reserveReceipts.reserveId, reserveId)).for('update').limit(1);
    return rows[0] ?? null;
  }

  /** The next receipt number, in the caller's transaction: the counter's row lock orders concurrent issues, a rollback returns it. */
  async function nextNumber(): Promise<number> {
    const rows = await db
      .update(documentCounters)
      .set({ lastNumber: sql`${documentCounters.lastNumber} + 1` })
      .where(eq(documentCounters.kind, 'receipt'))
      .returning({ lastNumber: documentCounters.lastNumber });
    if (!rows[0]) throw new Error('the receipt counter is missing (migration 0022)');
    return rows[0].lastNumber;
  }

  async function insert(row: NewReserveReceipt & { receiptNumber: string }): Promise<ReserveReceiptRow> {
    const rows = await db.insert(reserveReceipts).values(row).returning();
    return rows[0]!;
  }

  async function changeAddressee(reserveId: string, name: string, at: Date): Promise<ReserveReceiptRow> {
    const rows = await db
      .update(reserveReceipts)
      .set({ addresseeName: name, addresseeChangedAt: at })
      .where(eq(reserveReceipts.reserveId, reserveId))
      .returning();
    return rows[0]!;
  }

  async function markPrinted(reserveId: string, at: Date): Promise<void> {
    await db
      .update(reserveReceipts)
      .set({ printCount: sql`${reserveReceipts.printCount} + 1`, lastPrintedAt: at })
      .where(eq(reserveReceipts.reserveId, reserveId));
  }

  /** When the card was last charged (the capture journal of the latest attempt), for the 取引年月日. */
  async function capturedAt(reserveId: string): Promise<Date | null> {
    const rows = await db
      .select({ at: ledgerJournals.createdAt })
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.reserveId, reserveId), eq(ledgerJournals.kind, 'capture')))
      .orderBy(desc(ledgerJournals.createdAt))
      .limit(1);
    return rows[0]?.at ?? null;
  }

  async function listingTitle(reserve: { carId: string | null; spotId: string | null }): Promise<string> {
    const rows = reserve.carId
      ? await db.select({ title: cars.title }).from(cars).where(eq(cars.id, reserve.carId)).limit(1)
      : await db.select({ title: spots.title }).from(spots).where(eq(spots.id, reserve.spotId!)).limit(1);
    return rows[0]?.title ?? '';
  }

  /** The guest's and the host's rows: the default 宛名 and the issuer. */
  async function usersById(ids: readonly string[]): Promise<Map<string, UserRow>> {
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The guest's payments, latest request first; only reservations the user is the guest of. */
  async function historyPage(guestUserId: string, limit: number, offset: number) {
    const mine = eq(reserves.guestUserId, guestUserId);
    const [items, totals] = await Promise.all([
      db
        .select({
          reserve: {
            id: reserves.id,
            startDate: reserves.startDate,
            endDate: reserves.endDate,
            requestedAt: reserves.requestedAt,
            approvedAt: reserves.approvedAt,
          },
          payment: reservePayments,
          listingTitle: sql<string>`coalesce(${cars.title}, ${spots.title}, '')`,
        })
        .from(reservePayments)
        .innerJoin(reserves, eq(reserves.id, reservePayments.reserveId))
        .leftJoin(cars, eq(cars.id, reserves.carId))
        .leftJoin(spots, eq(spots.id, reserves.spotId))
        .where(mine)
        .orderBy(desc(reserves.requestedAt), desc(reserves.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(reservePayments).innerJoin(reserves, eq(reserves.id, reservePayments.reserveId)).where(mine),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  return { find, lock, nextNumber, insert, changeAddressee, markPrinted, capturedAt, listingTitle, usersById, historyPage };
}
