import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What operators did or looked at that a user may later ask about (ADR 0025; generic for the
 * operator tools of later issues): who, what (`action`, e.g. `inquiry.read`), on which object
 * (`target_kind` and `target_id`), with details, when. Append-only: the API never updates a row.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    operatorUserId: uuid('operator_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    /** Why, in the operator's words: required of the console's staff actions (ADR 0033), null for reads and approvals. */
    reason: text('reason'),
    details: jsonb('details').notNull().$type<Record<string, unknown>>().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_log_target_idx').on(t.targetKind, t.targetId, t.at.desc()),
    index('operator_audit_log_operator_idx').on(t.operatorUserId, t.at.desc()),
    // The audit log's search (ADR 0033): newest first, by action.
    index('operator_audit_log_at_idx').on(t.at.desc()),
  ],
);

export type OperatorAuditLogRow = typeof operatorAuditLog.$inferSelect;
