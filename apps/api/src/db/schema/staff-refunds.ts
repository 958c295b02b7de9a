import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reserves } from './reserves.js';
import { users } from './users.js';

export const STAFF_REFUND_STATUSES = ['Requested', 'Done', 'Rejected', 'Withdrawn'] as const;
export type StaffRefundStatus = (typeof STAFF_REFUND_STATUSES)[number];

/**
 * A refund staff decided (ADR 0041). Above the four-eyes threshold it waits ("Requested") for another
 * operator; "Done" once the refund is decided on the payment and in the ledger (same transaction); while it waits,
 * its author may take it back ("Withdrawn") or another operator refuse it with a reason ("Rejected").
 * The client's `requestKey` makes a replayed request the same row.
 */
export const staffRefunds = pgTable(
  'staff_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    requestKey: uuid('request_key').notNull().unique(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().$type<StaffRefundStatus>(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_refunds_amount_check', sql`${t.amount} > 0`),
    check('staff_refunds_status_check', sql`${t.status} in ('Requested', 'Done', 'Rejected', 'Withdrawn')`),
    check('staff_refunds_four_eyes_check', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.requestedBy}`),
    check('staff_refunds_rejecter_check', sql`${t.rejectedBy} is null or ${t.rejectedBy} <> ${t.requestedBy}`),
    check(
      'staff_refunds_rejection_reason_check',
      sql`(${t.status} = 'Rejected') = (${t.rejectedBy} is not null and ${t.decisionReason} is not null)`,
    ),
    index('staff_refunds_reserve_idx').on(t.reserveId, t.requestedAt),
  ],
);

export type StaffRefundRow = typeof staffRefunds.$inferSelect;
export type NewStaffRefund = typeof staffRefunds.$inferInsert;
