/**
 * The database step of every deploy and start (`npm run db:migrate`, `npm start`, the tests' setup): the SQL
 * migrations, then the stored documents of every listing whose shape is older than its renderer's rendered again
 * (ADR 0052). Exported as `@kurumatabi/api/db/migrate`.
 */
import { applyMigrations } from './db/migrate.js';
import { carKind } from './modules/cars/car-kind.js';
import { renderStaleDocuments } from './modules/listings/render-stale-documents.js';
import { spotKind } from './modules/spots/spot-kind.js';

/** Applies what the database has not seen yet; the counts of listings rendered again, by kind. */
export function runMigrations(databaseUrl: string): Promise<{ rendered: { car: number; spot: number } }> {
  const now = () => new Date();
  return applyMigrations(databaseUrl, async (db) => ({
    rendered: { car: await renderStaleDocuments(db, carKind(now)), spot: await renderStaleDocuments(db, spotKind(now)) },
  }));
}
