import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client.js';
import { compileSql, drizzleSql, type BuiltQuery } from './compile-sql.js';

/** Under vitest every statement is also built by drizzle and must come out the same (the API suites run them all). */
const CHECK_AGAINST_DRIZZLE = process.env.VITEST !== undefined;

function built(query: SQL): BuiltQuery {
  const ours = compileSql(query);
  if (CHECK_AGAINST_DRIZZLE) {
    const theirs = drizzleSql(query);
    if (!isDeepStrictEqual(ours, theirs)) {
      throw new Error(`compileSql differs from drizzle's sqlToQuery:\n${JSON.stringify({ ours, theirs }, null, 1)}`);
    }
  }
  return ours;
}

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
 * 0016). `db` is the Db (the pool) or a transaction (its connection).
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db | object, query: SQL): Promise<T[]> {
  const { sql: text, params } = built(query);
  const result = await runnerOf(db).query<T>({ name: statementName('q', text), text, values: params });
  return result.rows;
}
