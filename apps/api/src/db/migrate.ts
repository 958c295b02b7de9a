import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { JOB_SCHEMA } from './job-schema.js';
import { migrationsFolder } from '../paths.js';
import { createDb, createPool, type Db } from './client.js';

/** Arbitrary constant key of the advisory lock that serialises concurrent migrators. */
const MIGRATION_LOCK_KEY = 482_113_907;

/**
 * Installs or upgrades the job engine's own schema (pg-boss, ADR 0026) with pg-boss's own plans.
 * The API processes only check it (they start with `migrate: false`): like our tables, it changes
 * once per deploy, before any process of the new version starts.
 */
async function installJobEngine(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Applies the SQL migrations of apps/api/drizzle that the database has not seen yet, after the job
 * engine's schema (migration 0010 moves the old outbox's mails into it), then `afterSql` under the same
 * lock: the steps written in TypeScript that follow a deploy (the documents' re-render, ADR 0052), which
 * live above this layer (`src/migrate.ts` passes them).
 */
export async function applyMigrations<T>(databaseUrl: string, afterSql: (db: Db) => Promise<T>): Promise<T> {
  // One connection only: the session-level advisory lock and the migration share it, so two
  // processes starting at once (e.g. two API instances) apply the migrations one after the other.
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    await pool.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await installJobEngine(pool);
      const db = createDb(pool);
      await migrate(db, { migrationsFolder });
      return await afterSql(db);
    } finally {
      await pool.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await pool.end();
  }
}
