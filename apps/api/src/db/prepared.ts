import { createHash } from 'node:crypto';
import { fillPlaceholders, isSQLWrapper, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.js';

/** Drizzle's PostgreSQL dialect: builds a statement's text and parameters (`sqlToQuery`, its public builder; ADR 0049). */
const dialect = new PgDialect();

/** The pool of a Db, or the connection a transaction of it holds. */
export type Runner = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** What runs a statement of `db`: its pool, or for a transaction the connection it holds (the job engine's sends use it, ADR 0026). */
export function runnerOf(db: object): Runner {
  if ('$client' in db) return db.$client as pg.Pool;
  // A drizzle transaction runs on its session's client: the connection the transaction holds.
  const session = (db as { session?: { client?: Runner } }).session;
  if (!session?.client) throw new Error('executePrepared: neither a database nor a transaction');
  return session.client;
}

/** A prepared statement's name: a hash of its text, so one name per shape (at most 63 bytes, PostgreSQL's limit). */
export function statementName(prefix: string, text: string, hashChars = 24): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, hashChars)}`;
}

/**
 * Runs a statement as a named prepared statement: its name is a hash of its text (one per shape),
 * so PostgreSQL parses and plans it once per connection instead of on every request. Planning
 * the statements of search and of a reservation's creation cost as much as running them (ADR 0015,
 * 0016). The text and parameters are drizzle's own (`PgDialect#sqlToQuery`, ADR 0049); the rows are
 * node-postgres's, with its type parsers (a timestamp is a `Date`). `db` is the Db (the pool) or a
 * transaction (its connection). A statement of one shape whose values change is better a drizzle
 * prepared query (`.prepare(name)` with `sql.placeholder`), built once: see `createDetailReader`.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Db | object,
  query: SQL,
  /** The values of the statement's `sql.placeholder`s (see `placeholderShape`), each through its column's driver mapping. */
  placeholders: Record<string, unknown> = {},
): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await runnerOf(db).query<T>({ name: statementName('q', text), text, values: fillPlaceholders(params, placeholders) });
  return result.rows;
}

/**
 * A part of a statement built by drizzle once per set of keys, with a `sql.placeholder` named `<prefix><key>` where each
 * value goes, for `executePrepared`'s `placeholders` to fill. Building a query builder's SQL anew is what costs: the
 * reservation's insert (60 columns) took 246 µs of drizzle's building per request, the same statement with its insert
 * built once 131 µs (ADR 0049). `build` gets the placeholders by key; the answer keeps the SQL for later calls.
 */
export function placeholderShape<V extends Record<string, unknown>>(prefix: string, build: (placeholders: V) => { getSQL(): SQL }) {
  const shapes = new Map<string, SQL>();
  return {
    /** The SQL for `values`' keys, and the placeholders' values to pass to `executePrepared`. */
    of(values: V): { sql: SQL; values: Record<string, unknown> } {
      const keys = Object.keys(values).filter((key) => values[key] !== undefined);
      // A value written as SQL (`sql\`now()\``) is part of the statement's text, not a parameter.
      const written = keys.find((key) => isSQLWrapper(values[key]));
      if (written) throw new Error(`placeholderShape(${prefix}): ${written} is SQL, not a value`);
      const signature = keys.join(',');
      let shape = shapes.get(signature);
      if (!shape) {
        shape = build(Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as V).getSQL();
        shapes.set(signature, shape);
      }
      return { sql: shape, values: Object.fromEntries(keys.map((key) => [`${prefix}${key}`, values[key]])) };
    },
  };
}
