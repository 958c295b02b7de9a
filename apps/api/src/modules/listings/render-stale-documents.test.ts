/**
 * ADR 0052: the stored documents carry their renderer's shape version, and the migrate step renders every older
 * row again. On a database of its own (the step and its NOTIFY must not reach the other files' caches), seeded
 * with the demo listings: rows written as an older renderer would have (a field missing, the version before) are
 * rendered again by the same `runMigrations` that deploys and starts run.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../migrate.js';
import { seed } from '../../seed/index.js';
import { CAR_DOCUMENT_VERSION } from '../cars/car-documents.js';
import { isolatedDatabase } from '../reserves/reserves-fixtures.js';
import { SPOT_DOCUMENT_VERSION } from '../spots/spot-documents.js';

let database: Awaited<ReturnType<typeof isolatedDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  database = await isolatedDatabase();
  await seed({ databaseUrl: database.url, demoAccounts: true });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
}, 120_000);
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

interface StoredRow {
  id: string;
  listed: boolean;
  card_json: string | null;
  detail_json: string | null;
  document_version: number;
  updated_at: string;
}

const stored = async (table: string): Promise<StoredRow[]> =>
  (await client.query<StoredRow>(`select id, listed, card_json, detail_json, document_version, updated_at::text from ${table} order by id`))
    .rows;

describe('the documents’ shape version', () => {
  it.each([
    ['car', 'cars', CAR_DOCUMENT_VERSION],
    ['spot', 'spots', SPOT_DOCUMENT_VERSION],
  ] as const)('renders every %s written by an older renderer again when migrating, and nothing else', async (kind, table, version) => {
    const current = await stored(table);
    expect(current.filter((row) => row.listed).length).toBeGreaterThan(0);
    // The seed writes through the renderers: every row has the current shape already, so a migration renders none.
    expect(current.every((row) => row.document_version === version)).toBe(true);
    expect((await runMigrations(database.url)).rendered[kind]).toBe(0);

    // Every row as the renderer before would have left it: without `title` in its card and detail, one version older.
    await client.query(
      `update ${table} set document_version = ${version - 1},
         card_json = (card_json::jsonb - 'title')::text, detail_json = (detail_json::jsonb - 'title')::text`,
    );
    const old = await stored(table);
    expect(old.filter((row) => row.card_json !== null).every((row) => !('title' in JSON.parse(row.card_json!)))).toBe(true);

    const { rendered } = await runMigrations(database.url);
    expect(rendered[kind]).toBe(current.length);
    const after = await stored(table);
    // The documents as a write renders them (the title back), the current version, `updated_at` untouched.
    expect(after).toEqual(current);
    for (const row of after.filter((r) => r.listed)) {
      expect(JSON.parse(row.card_json!)).toHaveProperty('title');
      expect(JSON.parse(row.detail_json!)).toHaveProperty('title');
    }
    expect((await runMigrations(database.url)).rendered[kind]).toBe(0);
  });
});
