import type { UserRole, UserStatus } from '@kurumatabi/contract';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { notifyAccountChanged } from '../../db/cache-changes.js';
import { cars, reserves, spots, users, type UserRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** The staff's reads and writes of users (ADR 0033). Only this file knows their SQL. */

export interface UserFilters {
  userId?: string;
  keyword?: string;
  role?: UserRole;
  status?: UserStatus;
}

/** A LIKE pattern matching the text anywhere, with the pattern's own characters escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const roleColumn = { CarOwner: users.isCarOwner, FacilityProvider: users.isFacilityProvider, Operator: users.isOperator } as const;

function statusCondition(status: UserStatus): SQL | undefined {
  if (status === 'Deactivated') return isNotNull(users.deactivatedAt);
  if (status === 'Suspended') return and(isNull(users.deactivatedAt), isNotNull(users.suspendedAt));
  return and(isNull(users.deactivatedAt), isNull(users.suspendedAt));
}

function whereOf(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.userId) conditions.push(eq(users.id, filters.userId));
  if (filters.keyword) {
    const pattern = containing(filters.keyword);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (filters.role) conditions.push(eq(roleColumn[filters.role], true));
  if (filters.status) conditions.push(statusCondition(filters.status));
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export function createStaffUsersRepository(db: DbOrTx) {
  async function search(filters: UserFilters, limit: number, offset: number): Promise<{ items: UserRow[]; total: number }> {
    const where = whereOf(filters);
    const [items, [counted]] = await Promise.all([
      db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  async function findById(id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async function lockById(id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
    return row ?? null;
  }

  /** Sets or lifts the suspension; every replica forgets the account's remembered tokens once it commits (ADR 0050). */
  async function setSuspension(id: string, suspension: { at: Date; reason: string } | null): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ suspendedAt: suspension?.at ?? null, suspensionReason: suspension?.reason ?? null, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`user ${id} vanished under its lock`);
    await notifyAccountChanged(db, row.firebaseUid);
    return row;
  }

  /** The user's cars and spots, newest first (an owner has at most a few hundred: MAX_LISTINGS_PER_OWNER of each). */
  async function listings(ownerUserId: string) {
    const fields = (t: typeof cars | typeof spots) => ({
      id: t.id,
      title: t.title,
      verificationStatus: t.verificationStatus,
      publicationState: t.publicationState,
      listed: t.listed,
    });
    const [carRows, spotRows] = await Promise.all([
      db.select(fields(cars)).from(cars).where(eq(cars.ownerUserId, ownerUserId)).orderBy(desc(cars.createdAt)),
      db.select(fields(spots)).from(spots).where(eq(spots.ownerUserId, ownerUserId)).orderBy(desc(spots.createdAt)),
    ]);
    return [...carRows.map((r) => ({ kind: 'Car' as const, ...r })), ...spotRows.map((r) => ({ kind: 'Spot' as const, ...r }))];
  }

  async function reservationCounts(userId: string): Promise<{ asGuest: number; asHost: number; active: number }> {
    const [row] = await db
      .select({
        asGuest: sql<number>`count(*) filter (where ${reserves.guestUserId} = ${userId})::int`,
        asHost: sql<number>`count(*) filter (where ${reserves.hostUserId} = ${userId})::int`,
        active: sql<number>`count(*) filter (where ${reserves.status} in ('Request', 'Approved', 'Renting'))::int`,
      })
      .from(reserves)
      .where(or(eq(reserves.guestUserId, userId), eq(reserves.hostUserId, userId)));
    return row ?? { asGuest: 0, asHost: 0, active: 0 };
  }

  return { search, findById, lockById, setSuspension, listings, reservationCounts };
}
