import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const STAFF_ACCOUNT_ACTIONS = ['Suspend', 'Unsuspend'] as const;
export type StaffAccountAction = (typeof STAFF_ACCOUNT_ACTIONS)[number];

export const STAFF_ACCOUNT_REQUEST_STATUSES = ['Requested', 'Approved', 'Rejected', 'Withdrawn', 'Expired'] as const;
export type StaffAccountRequestStatus = (typeof STAFF_ACCOUNT_REQUEST_STATUSES)[number];

/**
 * A staff act on an operator's account waiting for a second operator (ADR 0045, four eyes as ADR 0041's
 * refunds): "Requested" until another operator approves it (the act applied in the same transaction) or
 * rejects it, its author withdraws it, or it lapses at `expires_at` ("Expired" once a later request closes it).
 */
export const staffAccountRequests = pgTable(
  'staff_account_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull().$type<StaffAccountAction>(),
    reason: text('reason').notNull(),
    status: text('status').notNull().$type<StaffAccountRequestStatus>().default('Requested'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A rejection's reason, in the rejecting operator's words. */
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('staff_account_requests_action_check', sql`${t.action} in ('Suspend', 'Unsuspend')`),
    check('staff_account_requests_status_check', sql`${t.status} in ('Requested', 'Approved', 'Rejected', 'Withdrawn', 'Expired')`),
    check('staff_account_requests_not_self_check', sql`${t.requestedBy} <> ${t.targetUserId}`),
    check(
      'staff_account_requests_four_eyes_check',
      sql`${t.decidedBy} is null or (${t.status} = 'Withdrawn' and ${t.decidedBy} = ${t.requestedBy}) or (${t.status} in ('Approved', 'Rejected') and ${t.decidedBy} <> ${t.requestedBy} and ${t.decidedBy} <> ${t.targetUserId})`,
    ),
    uniqueIndex('staff_account_requests_one_waiting_idx')
      .on(t.targetUserId)
      .where(sql`${t.status} = 'Requested'`),
    index('staff_account_requests_target_idx').on(t.targetUserId, t.requestedAt),
    index('staff_account_requests_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'Requested'`),
  ],
);

export type StaffAccountRequestRow = typeof staffAccountRequests.$inferSelect;
export type NewStaffAccountRequest = typeof staffAccountRequests.$inferInsert;
