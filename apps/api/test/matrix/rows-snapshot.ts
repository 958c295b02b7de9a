import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Every row of every table of the database that mentions one of the given ids, as text, sorted:
 * taken before and after other users' calls, two equal snapshots mean nothing of the owner's
 * changed (no field, no new row naming it, no deleted one).
 */
export async function rowsMentioning(app: FastifyInstance, ids: readonly string[]): Promise<string[]> {
  const pattern = ids.map((id) => id.replace(/[^0-9a-f-]/gi, '')).join('|');
  const tables = await app.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const found = await app.db.execute<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(name)} t where t::text ~ ${pattern}`,
    );
    rows.push(...found.rows.map((r) => `${name}: ${r.row}`));
  }
  return rows.sort();
}
