import type { VerificationStatus } from '@kurumatabi/contract/enums';
import { and, asc, count, desc, eq, getTableName, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executePrepared } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';
import { listedDocumentsByIds, type DbOrTx } from './listings.repository.js';
import { countListings, type ListingCount, type RuledMatch, type RuledVerdict } from './search-sql.js';

/** The columns of `listingColumns()` that the queries every kind shares read (cars and spots alike). */
export type ListingTable = PgTable & {
  id: PgColumn;
  ownerUserId: PgColumn;
  listed: PgColumn;
  popularity: PgColumn;
  cardJson: PgColumn;
  documentVersion: PgColumn;
  verificationStatus: PgColumn;
  submittedAt: PgColumn;
  updatedAt: PgColumn;
};

/** A kind's tables as the shared queries see them: the listings and their favourites (`car_favorites.car_id`, …). */
export interface ListingTables<Filters> {
  table: ListingTable;
  favorites: PgTable & { userId: PgColumn; createdAt: PgColumn };
  /** The favourite's column naming the listing, and its property name for an insert. */
  favoriteListingId: PgColumn;
  favoriteListingKey: string;
  /**
   * The two statements of a search (the benchmark EXPLAINs the same ones); with `ruled`, without the candidates with
   * rules and with the engine's matches merged into the page (`searchQueries` of search-sql.ts).
   */
  searchQueries: (filters: Filters, ruled?: RuledVerdict) => { page: SQL; count: ListingCount };
  /** A dated search's listings with rules that pass the other filters (null without dates), and the engine's verdict on them. */
  ruledCandidates: (filters: Filters) => SQL | null;
  judge: (db: DbOrTx, ids: readonly string[], filters: Filters, now: Date) => Promise<RuledMatch[]>;
}

/**
 * The queries cars and spots share, on one kind's tables: locks, reads by id and owner, the stored documents,
 * the search page, favourites and the operator's queue. Rows come back as the kind's own row type.
 */
export function createListingTableRepository<Row, Insert, Update, Filters>(db: DbOrTx, kind: ListingTables<Filters>) {
  const { table, favorites, favoriteListingId } = kind;
  const name = getTableName(table);
  const readCards = listedDocumentsByIds(db, table, table.cardJson, `cards_of_${name}`);

  /** Takes the owner's listing lock (parallel creates cannot pass the limit) and counts their listings. */
  async function lockAndCountOwned(ownerUserId: string): Promise<number> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}), hashtext(${ownerUserId}))`);
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.ownerUserId, ownerUserId));
    return row?.n ?? 0;
  }

  async function insert(values: Insert): Promise<Row> {
    const [row] = await db
      .insert(table)
      .values(values as never)
      .returning();
    if (!row) throw new Error(`${name} insert returned nothing`);
    return row as Row;
  }

  /** The owner's listing, locked for the rest of the transaction; another owner's id is null. */
  async function lockOwned(ownerUserId: string, id: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.ownerUserId, ownerUserId)))
      .for('update');
    return (row as Row | undefined) ?? null;
  }

  /** Every listing of an owner, locked (a suspension or its lifting renders them all again, ADR 0033). */
  async function lockAllOfOwner(ownerUserId: string): Promise<Row[]> {
    return (await db.select().from(table).where(eq(table.ownerUserId, ownerUserId)).orderBy(table.id).for('update')) as Row[];
  }

  async function lockById(id: string): Promise<Row | null> {
    const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
    return (row as Row | undefined) ?? null;
  }

  async function findById(id: string): Promise<Row | null> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    return (row as Row | undefined) ?? null;
  }

  /**
   * Only the public documents, without touching `updated_at` (the owner's list sorts by it): the
   * rating changed, nothing the owner wrote (ADR 0027).
   */
  async function setDocuments(id: string, documents: { cardJson: string; detailJson: string; documentVersion: number }): Promise<void> {
    await db
      .update(table)
      .set(documents as never)
      .where(eq(table.id, id));
  }

  async function update(id: string, set: Update): Promise<Row> {
    const [row] = await db
      .update(table)
      .set({ ...(set as object), updatedAt: sql`now()` } as never)
      .where(eq(table.id, id))
      .returning();
    if (!row) throw new Error(`${name} ${id} vanished`);
    return row as Row;
  }

  /**
   * The next rows after `afterId` whose documents an older renderer wrote, locked, in id order: the migrate step
   * walks the table once by id, so it ends even if a row were to stay older (ADR 0052).
   */
  async function lockStale(version: number, afterId: string | null, limit: number): Promise<Row[]> {
    const older = lt(table.documentVersion, version);
    return (await db
      .select()
      .from(table)
      .where(afterId === null ? older : and(older, gt(table.id, afterId)))
      .orderBy(table.id)
      .limit(limit)
      .for('update')) as Row[];
  }

  /** Columns the documents derive from, written without touching `updated_at` (nothing the owner wrote changed). */
  async function rewrite(id: string, set: Update): Promise<void> {
    await db
      .update(table)
      .set(set as never)
      .where(eq(table.id, id));
  }

  /**
   * One page of ids and the capped count, in parallel. A dated search first reads its candidates with rules (usually
   * none: the statement starts from `listing_rules`) and has the engine judge them (ADR 0058); the page and the count
   * then leave those out of the SQL filter and take the engine's matches instead, so both agree with one verdict.
   */
  async function search(
    filters: Filters,
    /** Where the count may come from a cache (the service's, keyed without sort and page). */
    countThrough: (load: () => Promise<number>) => Promise<number> = (load) => load(),
    now: Date = new Date(),
  ): Promise<{ ids: string[]; n: number }> {
    const candidatesQuery = kind.ruledCandidates(filters);
    const candidates = candidatesQuery ? (await executePrepared<{ id: string }>(db, candidatesQuery)).map((r) => r.id) : [];
    const matches = candidates.length > 0 ? await kind.judge(db, candidates, filters, now) : [];
    const queries = kind.searchQueries(filters, candidates.length > 0 ? { candidates, matches } : undefined);
    // Two statements on two connections at once: measured faster than one statement carrying both (ADR 0015).
    const [page, n] = await Promise.all([
      executePrepared<{ id: string }>(db, queries.page),
      countThrough(async () => (await countListings(db, queries.count)) + matches.length),
    ]);
    return { ids: page.map((r) => r.id), n };
  }

  /** The stored cards of the ids that are still listed, by id (one prepared statement). */
  async function cardsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await readCards(ids);
    return new Map(rows.map((row) => [row.id, row.json]));
  }

  /** The viewer's facts about the page's listings, read by primary key. */
  async function viewerFacts(userId: string, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { isFavorite: boolean; isOwner: boolean }>();
    const rows = await db
      .select({
        id: sql<string>`${table.id}`,
        isOwner: sql<boolean>`${table.ownerUserId} = ${userId}`,
        isFavorite: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favoriteListingId} = ${table.id})`,
      })
      .from(table)
      .where(inArray(table.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { isFavorite: r.isFavorite, isOwner: r.isOwner }]));
  }

  /** The listing's popularity (its favourite count) moved by one, in the favourite's transaction. */
  const movePopularity = (id: string, by: SQL) =>
    db
      .update(table)
      .set({ popularity: by } as never)
      .where(eq(table.id, id));

  /** Adds or removes a favourite, popularity following. Adding needs a listed listing: false when there is none. Idempotent. */
  async function setFavorite(userId: string, id: string, favorite: boolean): Promise<boolean> {
    if (favorite) {
      const [listing] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.listed, true)))
        .for('update');
      if (!listing) return false;
      const added = await db
        .insert(favorites)
        .values({ userId, [kind.favoriteListingKey]: id } as never)
        .onConflictDoNothing()
        .returning({ id: favoriteListingId });
      if (added.length > 0) await movePopularity(id, sql`${table.popularity} + 1`);
      return true;
    }
    const removed = await db
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favoriteListingId, id)))
      .returning({ id: favoriteListingId });
    if (removed.length > 0) await movePopularity(id, sql`greatest(${table.popularity} - 1, 0)`);
    return true;
  }

  /** The user's favourites that are still listed, the latest favourite first. */
  async function favoritesPage(userId: string, limit: number, offset: number) {
    const where = and(eq(favorites.userId, userId), eq(table.listed, true));
    const [items, [total]] = await Promise.all([
      db
        .select({
          id: sql<string>`${table.id}`,
          cardJson: sql<string | null>`${table.cardJson}`,
          isOwner: sql<boolean>`${table.ownerUserId} = ${userId}`,
        })
        .from(favorites)
        .innerJoin(table, eq(table.id, favoriteListingId))
        .where(where)
        .orderBy(desc(favorites.createdAt), desc(favoriteListingId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(favorites).innerJoin(table, eq(table.id, favoriteListingId)).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  const withOwner = { listing: table, owner: { id: users.id, name: users.name, email: users.email } };
  type WithOwner = { listing: Row; owner: { id: string; name: string; email: string } };

  /** The operator's queue of one verification status, the longest waiting first. */
  async function verificationPage(status: VerificationStatus, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select(withOwner)
        .from(table)
        .innerJoin(users, eq(users.id, table.ownerUserId))
        .where(eq(table.verificationStatus, status))
        .orderBy(asc(table.submittedAt), asc(table.updatedAt), asc(table.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(table).where(eq(table.verificationStatus, status)),
    ]);
    return { items: items as WithOwner[], total: total?.n ?? 0 };
  }

  async function findWithOwner(id: string): Promise<WithOwner | null> {
    const [row] = await db.select(withOwner).from(table).innerJoin(users, eq(users.id, table.ownerUserId)).where(eq(table.id, id));
    return (row as WithOwner | undefined) ?? null;
  }

  return {
    /** The connection or transaction this repository runs on (other repositories join it). */
    db,
    lockAndCountOwned,
    insert,
    lockOwned,
    lockById,
    lockAllOfOwner,
    findById,
    update,
    setDocuments,
    lockStale,
    rewrite,
    search,
    cardsByIds,
    viewerFacts,
    setFavorite,
    favoritesPage,
    verificationPage,
    findWithOwner,
  };
}
