import { RecordActivity } from '@kurumatabi/contract/enums';
import { MASTER_ID_MAX_LENGTH } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';

/**
 * The columns every master table shares (ADR 0014): a slug id, a name, a description, the record
 * activity (only Active rows are shown) and the display order. A function, so each table gets its
 * own column builders.
 */
export function masterColumns() {
  return {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    activity: text('activity').notNull().default('Active').$type<RecordActivity>(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** The checks of the shared columns: the id is a slug, the name is not blank, the activity is one of spec §3. */
export function masterChecks(table: string, t: { id: PgColumn; name: PgColumn; activity: PgColumn }) {
  return [
    check(`${table}_id_check`, sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.id}) <= ${sql.raw(String(MASTER_ID_MAX_LENGTH))}`),
    check(`${table}_name_check`, sql`length(btrim(${t.name})) > 0`),
    check(`${table}_activity_check`, inValues(t.activity, RecordActivity.values)),
  ];
}
