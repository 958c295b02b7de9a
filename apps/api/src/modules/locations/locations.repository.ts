import { and, asc, count, eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/after-commit.js';
import type { Db } from '../../db/client.js';
import { userLocations, type UserLocationRow } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type LocationValues = Omit<UserLocationRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function createLocationsRepository(db: Db) {
  /** Inserts unless the user already has `max` locations (checked under a per-user lock, so parallel calls cannot pass it). */
  async function insert(userId: string, values: LocationValues, max: number): Promise<UserLocationRow | null> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_locations'), hashtext(${userId}))`);
      const [existing] = await tx.select({ n: count() }).from(userLocations).where(eq(userLocations.userId, userId));
      if ((existing?.n ?? 0) >= max) return null;
      const [row] = await tx
        .insert(userLocations)
        .values({ userId, ...values })
        .returning();
      return row ?? null;
    });
  }

  /**
   * Updates only the owner's row (another user's id matches nothing); `after` runs in the same
   * transaction with the new row (the listings picked up there follow it).
   */
  async function update(
    userId: string,
    id: string,
    values: LocationValues,
    after?: (tx: Tx, row: UserLocationRow) => Promise<void>,
  ): Promise<UserLocationRow | null> {
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(userLocations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(userLocations.id, id), eq(userLocations.userId, userId)))
        .returning();
      if (row && after) await after(tx, row);
      return row ?? null;
    });
  }

  async function page(userId: string, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(userLocations)
        .where(eq(userLocations.userId, userId))
        .orderBy(asc(userLocations.createdAt), asc(userLocations.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(userLocations).where(eq(userLocations.userId, userId)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  return { insert, update, page };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
