import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../paths.js';
import { createDb, createPool } from './client.js';

/** Arbitrary constant key of the advisory lock that serialises concurrent migrators. */
const MIGRATION_LOCK_KEY = 482_113_907;

/** Applies the SQL migrations of apps/api/drizzle that the database has not seen yet. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  // One connection only: the session-level advisory lock and the migration share it, so two
  // processes starting at once (e.g. two API instances) apply the migrations one after the other.
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    await pool.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(createDb(pool), { migrationsFolder });
    } finally {
      await pool.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await pool.end();
  }
}
