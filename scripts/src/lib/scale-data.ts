import { createDb, createPool } from '@kurumatabi/api/db/client';
import { runMigrations } from '@kurumatabi/api/db/migrate';
import { seed } from '@kurumatabi/api/seed';
import { generateScaleData } from '@kurumatabi/api/seed/scale';

/** Migrates and seeds the master into a database, then generates the listings and their reservations in bulk. */
export async function fillScaleDatabase(
  databaseUrl: string,
  sizes: { cars: number; spots: number; reservesPerCar?: number },
  log: (line: string) => void,
) {
  const started = Date.now();
  await runMigrations(databaseUrl);
  await seed({ databaseUrl, demoAccounts: false });
  const pool = createPool(databaseUrl, { max: 2 });
  try {
    await generateScaleData(createDb(pool), { ...sizes, log });
  } finally {
    await pool.end();
  }
  log(`  generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
