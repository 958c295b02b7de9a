import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
export { schema };

export interface PoolOptions {
  max?: number;
  /** Called for errors of idle connections (e.g. PostgreSQL restarted): they must never crash the process. */
  onError?: (error: Error) => void;
}

/**
 * A pg Pool with error listeners on the pool and on every client: node-postgres emits 'error' on
 * an idle client when the server goes away, and an unhandled 'error' event would end the process.
 * The pool discards the broken client and the next query opens a fresh connection.
 */
export function createPool(databaseUrl: string, options: PoolOptions = {}): pg.Pool {
  const onError = options.onError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'kurumatabi-api',
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema });
}
