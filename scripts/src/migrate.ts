/**
 * `npm run db:migrate` (built to apps/api/dist/migrate.js by `npm run build`, run with plain Node): the
 * production step before `npm run serve` — applies the migrations to
 * DATABASE_URL, seeds the content (legal texts, FAQ) when the database is empty and the master data
 * rows that are missing (ADR 0014). Never creates demo accounts.
 */
import { runMigrations } from '@kurumatabi/api/db/migrate';
import { seed } from '@kurumatabi/api/seed';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL を指定してください (DATABASE_URL is required).');
  process.exit(1);
}
await runMigrations(databaseUrl);
const { seeded } = await seed({ databaseUrl, demoAccounts: false });
console.log(
  seeded ? 'マイグレーションを適用し、初期コンテンツを投入しました。' : 'マイグレーションを適用しました（コンテンツは投入済み）。',
);
