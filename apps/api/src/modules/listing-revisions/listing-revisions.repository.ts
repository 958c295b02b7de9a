import type { ListingKind, ListingRevisionStatus } from '@kurumatabi/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cars, listingRevisions, spots, users, type ListingRevisionRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../listings/listings.repository.js';

/** The listing a revision belongs to: a car or a spot, by id. */
export interface ListingRef {
  kind: ListingKind;
  id: string;
}

/** Equal as JSON values whatever the order of keys (jsonb stores keys in an order of its own). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([x], [y]) => (x < y ? -1 : 1))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const listingColumn = (kind: ListingKind) => (kind === 'car' ? listingRevisions.carId : listingRevisions.spotId);

/** Revisions of verified listings (ADR 0023). The caller holds the listing's row lock when it writes one. */
export function createListingRevisionsRepository(db: DbOrTx) {
  async function pending(listing: ListingRef): Promise<ListingRevisionRow | null> {
    const [row] = await db
      .select()
      .from(listingRevisions)
      .where(and(eq(listingColumn(listing.kind), listing.id), eq(listingRevisions.status, 'Pending')));
    return row ?? null;
  }

  /**
   * Makes `changes` the listing's pending revision: unchanged when it already is; otherwise the
   * pending one (if any) is superseded, or withdrawn when nothing is left to verify.
   */
  async function replacePending(
    listing: ListingRef,
    current: ListingRevisionRow | null,
    changes: Record<string, unknown> | null,
  ): Promise<ListingRevisionRow | null> {
    if (current && changes && sameJson(current.changes, changes)) return current;
    if (current) {
      await db
        .update(listingRevisions)
        .set({ status: changes ? 'Superseded' : 'Withdrawn', decidedAt: sql`now()` })
        .where(and(eq(listingRevisions.id, current.id), eq(listingRevisions.status, 'Pending')));
    }
    if (!changes) return null;
    const [inserted] = await db
      .insert(listingRevisions)
      .values({ ...(listing.kind === 'car' ? { carId: listing.id } : { spotId: listing.id }), changes })
      .returning();
    return inserted ?? null;
  }

  /** The owner's view: the newest revision of each listing when it is pending or was rejected. */
  async function latestShown(listing: ListingRef): Promise<ListingRevisionRow | null> {
    const [row] = await db
      .select()
      .from(listingRevisions)
      .where(
        and(
          eq(listingColumn(listing.kind), listing.id),
          inArray(listingRevisions.status, ['Pending', 'Rejected', 'Verified', 'Withdrawn']),
        ),
      )
      .orderBy(desc(listingRevisions.submittedAt), desc(listingRevisions.id))
      .limit(1);
    return row && (row.status === 'Pending' || row.status === 'Rejected') ? row : null;
  }

  /**
   * `latestShown` for a page of listings in one statement (the owner's list): the newest revision of
   * each listing (`distinct on` over the listing's index), kept when it is pending or was rejected.
   */
  async function latestShownOf(kind: ListingKind, ids: readonly string[]): Promise<Map<string, ListingRevisionRow>> {
    if (ids.length === 0) return new Map();
    const column = listingColumn(kind);
    const rows = await db
      .selectDistinctOn([column])
      .from(listingRevisions)
      .where(and(inArray(column, [...ids]), inArray(listingRevisions.status, ['Pending', 'Rejected', 'Verified', 'Withdrawn'])))
      .orderBy(column, desc(listingRevisions.submittedAt), desc(listingRevisions.id));
    const shown = new Map<string, ListingRevisionRow>();
    for (const row of rows) {
      const listingId = kind === 'car' ? row.carId : row.spotId;
      if (listingId && (row.status === 'Pending' || row.status === 'Rejected')) shown.set(listingId, row);
    }
    return shown;
  }

  async function findById(id: string): Promise<ListingRevisionRow | null> {
    const [row] = await db.select().from(listingRevisions).where(eq(listingRevisions.id, id));
    return row ?? null;
  }

  /** Locks the revision (after the listing's row, the order every writer takes). */
  async function lockById(id: string): Promise<ListingRevisionRow | null> {
    const [row] = await db.select().from(listingRevisions).where(eq(listingRevisions.id, id)).for('update');
    return row ?? null;
  }

  async function decide(
    id: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null; operatorId: string },
  ): Promise<ListingRevisionRow> {
    const [row] = await db
      .update(listingRevisions)
      .set({ status: decision.status, rejectionReason: decision.reason, decidedAt: sql`now()`, decidedByUserId: decision.operatorId })
      .where(eq(listingRevisions.id, id))
      .returning();
    if (!row) throw new Error(`revision ${id} vanished`);
    return row;
  }

  /**
   * A pickup location's place changed: pending car revisions that move to it follow (their place
   * copy is what the operator checks and what verification publishes).
   */
  async function followLocation(locationId: string, place: { prefecture: string; region: string; city: string }): Promise<void> {
    await db
      .update(listingRevisions)
      .set({ changes: sql`${listingRevisions.changes} || ${JSON.stringify(place)}::jsonb` })
      .where(and(eq(listingRevisions.status, 'Pending'), sql`${listingRevisions.changes} ->> 'locationId' = ${locationId}`));
  }

  /** A page of revisions with their listing's owner, oldest first (the queue's order). */
  async function page(filter: { kind: ListingKind | undefined; status: ListingRevisionStatus }, limit: number, offset: number) {
    const conditions: SQL[] = [eq(listingRevisions.status, filter.status)];
    if (filter.kind === 'car') conditions.push(sql`${listingRevisions.carId} is not null`);
    if (filter.kind === 'spot') conditions.push(sql`${listingRevisions.spotId} is not null`);
    const where = and(...conditions);
    const ownerId = sql`coalesce(${cars.ownerUserId}, ${spots.ownerUserId})`;
    const [items, [total]] = await Promise.all([
      db
        .select({ revision: listingRevisions, owner: { id: users.id, name: users.name, email: users.email } })
        .from(listingRevisions)
        .leftJoin(cars, eq(cars.id, listingRevisions.carId))
        .leftJoin(spots, eq(spots.id, listingRevisions.spotId))
        .innerJoin(users, eq(users.id, ownerId))
        .where(where)
        .orderBy(asc(listingRevisions.submittedAt), asc(listingRevisions.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(listingRevisions).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async function owner(listing: ListingRef) {
    const table = listing.kind === 'car' ? cars : spots;
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(table)
      .innerJoin(users, eq(users.id, table.ownerUserId))
      .where(eq(table.id, listing.id));
    return row ?? null;
  }

  return { pending, replacePending, latestShown, latestShownOf, findById, lockById, decide, followLocation, page, owner };
}

export type ListingRevisionsRepository = ReturnType<typeof createListingRevisionsRepository>;

/** The listing a revision row belongs to. */
export function listingOf(row: Pick<ListingRevisionRow, 'carId' | 'spotId'>): ListingRef {
  if (row.carId) return { kind: 'car', id: row.carId };
  if (row.spotId) return { kind: 'spot', id: row.spotId };
  throw new Error('a revision without a listing');
}
