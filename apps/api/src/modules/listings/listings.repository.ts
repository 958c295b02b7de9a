import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { images, users, type ImageRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/uuid.js';

/** A database or an open transaction: repositories take either, so a service can run them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A master table as listings refer to it (ADR 0014). */
export type MasterTable = PgTable & { id: PgColumn; name: PgColumn; activity: PgColumn; displayOrder: PgColumn };

/** The reads cars and spots share: master references, photos, the host. */
export function createListingsRepository(db: DbOrTx) {
  /** Which of the ids are Active rows of the master table. */
  async function activeIds(table: MasterTable, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, [...ids]), eq(table.activity, 'Active')));
    return new Set(rows.map((r) => r.id as string));
  }

  /** The rows of the ids in the master's display order, whatever their activity (a listing keeps a withdrawn reference). */
  async function named<T extends Record<string, PgColumn>>(
    table: MasterTable,
    ids: readonly string[],
    extra: T = {} as T,
  ): Promise<({ id: string; name: string } & { [K in keyof T]: T[K]['_']['data'] })[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: table.id, name: table.name, ...extra })
      .from(table)
      .where(inArray(table.id, [...ids]))
      .orderBy(asc(table.displayOrder), asc(table.id));
    return rows as never;
  }

  /** The owner's public images among the ids. */
  async function ownedPublicImages(ownerUserId: string, ids: readonly string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(images)
      .where(and(inArray(images.id, [...ids]), eq(images.ownerUserId, ownerUserId), eq(images.visibility, 'Public')));
  }

  async function imagesByIds(ids: readonly string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(images)
      .where(and(inArray(images.id, [...ids]), eq(images.visibility, 'Public')));
  }

  /** The owner as guests see them, and whether they are active (neither deactivated nor suspended: ADR 0010, 0033). */
  async function host(userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        createdAt: users.createdAt,
        active: sql<boolean>`${users.deactivatedAt} is null and ${users.suspendedAt} is null`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  return { activeIds, named, ownedPublicImages, imagesByIds, host };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;

/** A listing table with its stored public detail (cars and spots alike, ADR 0015). */
type DetailTable = PgTable & { id: PgColumn; detailJson: PgColumn; listed: PgColumn };

/**
 * A stored document (`json`) of the listed rows of `table` among `ids`, as a drizzle prepared query (ADR 0049): its text
 * is built once, on the first read, and runs as the named statement `name` (parsed and planned once per connection).
 */
export function listedDocumentsByIds(db: DbOrTx, table: PgTable & { id: PgColumn; listed: PgColumn }, json: PgColumn, name: string) {
  const prepare = () =>
    db
      .select({ id: sql<string>`${table.id}`, json: sql<string>`${json}` })
      .from(table)
      .where(sql`${table.id} = any(${sql.placeholder('ids')}::uuid[]) and ${table.listed}`)
      .prepare(name);
  let prepared: ReturnType<typeof prepare> | undefined;
  return (ids: readonly string[]): Promise<{ id: string; json: string }[]> => (prepared ??= prepare()).execute({ ids: [...ids] });
}

/**
 * The hot read of show-car and show-spot: the stored details of listed rows by id, one prepared statement for a
 * batch of ids (ADR 0018, fourteenth pass). An id that is not a UUID is left out (it would fail the statement of its
 * whole batch); the answer is keyed by the ids as asked (PostgreSQL answers in lower case, the contract's uuid allows
 * upper case too).
 */
export function createDetailReader(db: Db, table: DetailTable) {
  const read = listedDocumentsByIds(db, table, table.detailJson, `detail_of_${getTableName(table)}`);
  return async (ids: readonly string[]): Promise<Map<string, string>> => {
    const asked = ids.filter(isUuid);
    const rows = await read(asked);
    const found = new Map(rows.map((row) => [row.id, row.json]));
    const answer = new Map<string, string>();
    for (const id of asked) {
      const json = found.get(id.toLowerCase());
      if (json !== undefined) answer.set(id, json);
    }
    return answer;
  };
}
