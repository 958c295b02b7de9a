import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDb, createPool, type Db } from '../db/client.js';
import { createThrottledWarning } from '../lib/throttled-warning.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Drizzle over a pg Pool, closed with the app once no request uses it any more. */
export const dbPlugin = fp<{ databaseUrl: string; poolMax: number }>(
  async (app, options) => {
    // When PostgreSQL goes away every idle connection reports it at once: one line per period, with the count.
    const warnConnectionLost = createThrottledWarning({
      periodMs: 10_000,
      write: ({ count, detail }) => app.log.warn({ count, detail }, 'PostgreSQL の接続でエラーが発生しました（次のクエリで再接続します）'),
    });
    const pool = createPool(options.databaseUrl, {
      max: options.poolMax,
      onError: (err) => warnConnectionLost(err.message),
    });
    app.decorate('pool', pool);
    app.decorate('db', createDb(pool));
    app.addHook('onClose', async () => {
      await app.inFlight.drained();
      await pool.end();
    });
  },
  { name: 'db', dependencies: ['in-flight'] },
);
