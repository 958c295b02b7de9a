import { LISTING_COUNT_CAP, MAX_KEYWORD_WORDS, type SearchSort } from '@kurumatabi/contract';
import type { Prefecture, Region } from '@kurumatabi/contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executePrepared } from '../../db/prepared.js';
import type { DbOrTx } from './listings.repository.js';

/**
 * The SQL pieces both searches share (ADR 0015). Each returns a condition only for a filter that is
 * present, so every shape of search is its own statement with its own plan (no `$x IS NULL OR …`).
 */

/** `%` and `_` (and the escape itself) taken literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every word of a normalised keyword must match: words of three characters or more with
 * `search_text ILIKE '%word%'` (the trigram index), shorter ones with `search_grams @> ARRAY[word]`
 * (the gram index; a trigram index cannot serve 「湖」 or 「富士」).
 */
export function keywordConditions(keyword: string | undefined, columns: { searchText: PgColumn; searchGrams: PgColumn }): SQL[] {
  if (keyword === undefined) return [];
  const words = [...new Set(keyword.split(' ').filter((w) => w.length > 0))].slice(0, MAX_KEYWORD_WORDS);
  return words.map((word) =>
    Array.from(word).length >= 3
      ? sql`${columns.searchText} ilike ${`%${escapeLike(word)}%`}`
      : sql`${columns.searchGrams} @> array[${word}]::text[]`,
  );
}

/** Free on every day of [from, to] (inclusive): no overlap with the listing's busy days. */
export function freeBetween(busy: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  if (from === undefined || to === undefined) return [];
  return [sql`not (${busy} && daterange(${from}::date, ${to}::date, '[]'))`];
}

/** All of the given ids are in the array column (the GIN index). */
export function containsAll(column: PgColumn, ids: readonly string[]): SQL[] {
  return ids.length === 0 ? [] : [sql`${column} @> ${toTextArray(ids)}`];
}

/** The column is one of the given ids. */
export function oneOf(column: PgColumn, ids: readonly string[]): SQL[] {
  if (ids.length === 0) return [];
  if (ids.length === 1) return [sql`${column} = ${ids[0]}`];
  return [sql`${column} = any(${toTextArray(ids)})`];
}

/** One array parameter (drizzle would spread a plain array into a list of parameters). */
export function toTextArray(ids: readonly string[]): SQL {
  return sql`${sql.param([...ids])}::text[]`;
}

/**
 * The matches counted up to LISTING_COUNT_CAP + 1: beyond the cap the total is a lower bound. In the
 * page's order, so the count walks the same partial index as the page (an index-only scan: the sort
 * indexes INCLUDE the filter columns, migration 0003) and never a sequential scan of the table.
 * `order: null` lets PostgreSQL pick any path (a keyword's GIN index: the sort indexes do not carry the
 * search text, so walking them reads the row of every candidate, ADR 0015).
 */
export function cappedCount(from: SQL, where: SQL, order: SQL | null): SQL {
  const ordered = order === null ? sql`` : sql` order by ${order}`;
  return sql`select count(*)::int as n from (select 1 from ${from} where ${where}${ordered} limit ${LISTING_COUNT_CAP + 1}) matches`;
}

/**
 * Run before a keyword's count, in its transaction: PostgreSQL may then reach the rows through
 * bitmap scans only (the grams' GIN index, the trigram index, or a filter's index ANDed with them).
 * A sequential scan or an index walk tests each candidate's grams, which are a TOASTed array read
 * and decompressed per row (about 25 µs), and PostgreSQL prices that test as one operator call: with
 * the count's LIMIT it took such plans (170 ms for 「温泉」 on 50,000 cars, 76 ms for 「星空」 with a
 * minimum rating on 10,000 spots, against 6 ms and 5 ms through the GIN index). ADR 0015, "Keyword counts".
 */
const bitmapScansOnly = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;

/** A search's capped count: its statement, and what runs first in its transaction (null: no transaction). */
export interface ListingCount {
  statement: SQL;
  setup: SQL | null;
}

/**
 * The count of a car or spot search. Without a keyword it walks the page's order (the sort index,
 * index-only); with one it is unordered and takes bitmap scans only (see bitmapScansOnly).
 */
export function listingCount(from: SQL, where: SQL, order: SQL, keyword: string | undefined): ListingCount {
  return keyword === undefined
    ? { statement: cappedCount(from, where, order), setup: null }
    : { statement: cappedCount(from, where, null), setup: bitmapScansOnly };
}

/** Runs a ListingCount (a prepared statement, in a transaction when it has a setup). */
export async function countListings(db: DbOrTx, count: ListingCount): Promise<number> {
  const { statement, setup } = count;
  const rows = setup
    ? await db.transaction(async (tx) => {
        await tx.execute(setup);
        return executePrepared<{ n: number }>(tx, statement);
      })
    : await executePrepared<{ n: number }>(db, statement);
  return rows[0]?.n ?? 0;
}

/** The total and whether more exist, from a capped count. */
export function cappedTotal(n: number): { total: number; totalIsLowerBound: boolean } {
  return n > LISTING_COUNT_CAP ? { total: LISTING_COUNT_CAP, totalIsLowerBound: true } : { total: n, totalIsLowerBound: false };
}

/** The columns of `listingColumns()` a search filters and sorts on, named alike in cars and spots. */
export type SearchTable = PgTable & {
  id: PgColumn;
  listed: PgColumn;
  region: PgColumn;
  prefecture: PgColumn;
  basicFacilityIds: PgColumn;
  busy: PgColumn;
  searchText: PgColumn;
  searchGrams: PgColumn;
  popularity: PgColumn;
  publishedAt: PgColumn;
  ratingAverage: PgColumn;
  ratingCount: PgColumn;
};

/**
 * A kind's search: its table and the three columns it names its own way (`people`: a car's seats or a spot's group
 * size; `price`: a car's price per day or a spot's cheapest plan; `typeId`: a car's kind or a spot's type).
 */
export interface SearchColumns {
  table: SearchTable;
  people: PgColumn;
  price: PgColumn;
  typeId: PgColumn;
  /**
   * The kind's table joined from `listing_rules` (a car's row, a spot's current plans' rows): where a dated search
   * finds the listings with rules, which the engine judges instead of `busy` and the base price (ADR 0058).
   */
  withRules: SQL;
}

/** The filters every search has (`searchCommonFields` of the contract) and the master ids of its type and facilities. */
export interface CommonSearchFilters {
  region?: Region | undefined;
  prefecture?: Prefecture | undefined;
  from?: string | undefined;
  to?: string | undefined;
  people?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  keyword?: string | undefined;
  ratingMin?: number | undefined;
  facilityIds: readonly string[];
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** One key of a sort: the column (`price` is the kind's price column, or a ruled listing's price for the dates) and its direction. */
type SortKey = { column: 'popularity' | 'publishedAt' | 'ratingAverage' | 'ratingCount' | 'id' | 'price'; direction: SQL };

const asc = sql``;
const desc = sql` desc`;
const descNullsLast = sql` desc nulls last`;

/** ORDER BY exactly as the partial indexes of migrations 0003 and 0011 are built, so a page is read in index order. */
const SORT_KEYS: Record<SearchSort, SortKey[]> = {
  popular: [
    { column: 'popularity', direction: descNullsLast },
    { column: 'id', direction: asc },
  ],
  newest: [
    { column: 'publishedAt', direction: descNullsLast },
    { column: 'id', direction: asc },
  ],
  priceAsc: [
    { column: 'price', direction: asc },
    { column: 'id', direction: asc },
  ],
  priceDesc: [
    { column: 'price', direction: desc },
    { column: 'id', direction: desc },
  ],
  // Best rated first, the more reviewed first among equals; listings without a review last (ADR 0027, migration 0011).
  rating: [
    { column: 'ratingAverage', direction: descNullsLast },
    { column: 'ratingCount', direction: desc },
    { column: 'id', direction: asc },
  ],
};

const sortColumn = (columns: SearchColumns, key: SortKey): PgColumn => (key.column === 'price' ? columns.price : columns.table[key.column]);

function searchOrders(columns: SearchColumns): Record<SearchSort, SQL> {
  const order = (keys: SortKey[]) =>
    sql.join(
      keys.map((key) => sql`${sortColumn(columns, key)}${key.direction}`),
      sql`, `,
    );
  return {
    popular: order(SORT_KEYS.popular),
    newest: order(SORT_KEYS.newest),
    priceAsc: order(SORT_KEYS.priceAsc),
    priceDesc: order(SORT_KEYS.priceDesc),
    rating: order(SORT_KEYS.rating),
  };
}

/** A kind's search as the shared statements take it: its columns and their orders, built once at load. */
export interface KindSearch {
  columns: SearchColumns;
  orders: Record<SearchSort, SQL>;
}

export function kindSearch(columns: SearchColumns): KindSearch {
  return { columns, orders: searchOrders(columns) };
}

/**
 * The WHERE of a search: `listed`, the kind's own conditions (a car's service type and beds, a spot's kind), then
 * only the shared filters given; `typeIds` are the kind's type filter (`carKindIds`, `spotTypeIds`).
 */
function searchWhere(
  { table: t, people, price, typeId }: SearchColumns,
  f: CommonSearchFilters,
  own: { conditions: SQL[]; typeIds: readonly string[] },
  /** False for the candidates with rules: their dates and price are the engine's to judge. */
  datesAndPrice = true,
): SQL {
  const conditions: SQL[] = [
    sql`${t.listed}`,
    ...own.conditions,
    ...(f.region !== undefined ? [sql`${t.region} = ${f.region}`] : []),
    ...(f.prefecture !== undefined ? [sql`${t.prefecture} = ${f.prefecture}`] : []),
    ...(f.people !== undefined ? [sql`${people} >= ${f.people}`] : []),
    ...(datesAndPrice && f.priceMin !== undefined ? [sql`${price} >= ${f.priceMin}`] : []),
    ...(datesAndPrice && f.priceMax !== undefined ? [sql`${price} <= ${f.priceMax}`] : []),
    ...oneOf(typeId, own.typeIds),
    ...containsAll(t.basicFacilityIds, f.facilityIds),
    ...(datesAndPrice ? freeBetween(t.busy, f.from, f.to) : []),
    ...keywordConditions(f.keyword, t),
    ...(f.ratingMin !== undefined ? [sql`${t.ratingAverage} >= ${f.ratingMin}`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

/** The kind's own conditions and its type filter, as searchWhere takes them. */
export type OwnConditions = { conditions: SQL[]; typeIds: readonly string[] };

/** A listing with rules the engine found free for the searched dates, with its price for them. */
export interface RuledMatch {
  id: string;
  /** priceTrip's total for the dates, before any coupon. */
  total: number;
  /** What the price filter and sort compare: the total per day (night), rounded down, beside the others' base price. */
  key: number;
}

/** A dated search's listings with rules: the candidates SQL found, and those the engine let through. */
export interface RuledVerdict {
  candidates: readonly string[];
  matches: readonly RuledMatch[];
}

/**
 * The two statements of a search: the page of ids and the capped count (the benchmark EXPLAINs them). `own`: the
 * kind's own conditions and its type filter, as searchWhere takes them.
 *
 * A dated search with listings with rules among its candidates (`ruled`, ADR 0058): those are left out of the SQL
 * filter (`busy` and the base price do not judge them) and the engine's matches are merged into the page in the
 * sort's order, the listings without rules read in index order as before (the first `offset + limit` of them).
 * The count is then the others' capped count; the caller adds the matches.
 */
export function searchQueries(
  search: KindSearch,
  filters: CommonSearchFilters,
  own: OwnConditions,
  ruled: RuledVerdict | null = null,
): { page: SQL; count: ListingCount } {
  const { columns } = search;
  const { table } = columns;
  const candidates = ruled?.candidates ?? [];
  const excluded = candidates.length === 0 ? [] : [sql`not (${table.id} = any(${sql.param([...candidates])}::uuid[]))`];
  const where = sql.join([searchWhere(columns, filters, own), ...excluded], sql` and `);
  const order = search.orders[filters.sort];
  const count = listingCount(sql`${table}`, where, order, filters.keyword);
  const matches = ruled?.matches ?? [];
  if (matches.length === 0) {
    // Ids only: the cards come from the cache's shelf, or cardsByIds for the ones not in memory (ADR 0018).
    return {
      page: sql`select ${table.id} as id from ${table} where ${where} order by ${order} limit ${filters.limit} offset ${filters.offset}`,
      count,
    };
  }
  const keys = SORT_KEYS[filters.sort];
  const named = (i: number) => sql.raw(`k${i}`);
  const plainKeys = sql.join(
    keys.map((key, i) => sql`${sortColumn(columns, key)} as ${named(i)}`),
    sql`, `,
  );
  const matchKeys = sql.join(
    keys.map((key, i) => (key.column === 'price' ? sql`m.key as ${named(i)}` : sql`${sortColumn(columns, key)} as ${named(i)}`)),
    sql`, `,
  );
  const merged = sql.join(
    keys.map((key, i) => sql`${named(i)}${key.direction}`),
    sql`, `,
  );
  const ids = sql.param(matches.map((m) => m.id));
  const prices = sql.param(matches.map((m) => m.key));
  const page = sql`select id from (
    (select ${table.id} as id, ${plainKeys} from ${table} where ${where} order by ${order} limit ${filters.offset + filters.limit})
    union all
    (select ${table.id} as id, ${matchKeys} from unnest(${ids}::uuid[], ${prices}::int[]) m(id, key) join ${table} on ${table.id} = m.id)
  ) merged order by ${merged} limit ${filters.limit} offset ${filters.offset}`;
  return { page, count };
}

/**
 * A dated search's listings with rules that pass every filter but the dates and the price (ADR 0058): the engine
 * judges these. Null without dates (the rules then change nothing).
 */
export function ruledCandidates(search: KindSearch, filters: CommonSearchFilters, own: OwnConditions): SQL | null {
  if (filters.from === undefined || filters.to === undefined) return null;
  const { table, withRules } = search.columns;
  return sql`select distinct ${table.id} as id from ${withRules} where ${searchWhere(search.columns, filters, own, false)}`;
}

/** A match passes the price filter by its price for the dates (`key`). */
export function inPriceRange(filters: Pick<CommonSearchFilters, 'priceMin' | 'priceMax'>, key: number): boolean {
  return (filters.priceMin === undefined || key >= filters.priceMin) && (filters.priceMax === undefined || key <= filters.priceMax);
}
