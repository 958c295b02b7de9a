import { ReserveChangeStatus, type ChangeLine, type PriceLine } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { reserves, type ReserveOptionRow } from './reserves.js';
import { users } from './users.js';

/**
 * Change and extend (issue 36 item 4, migration 0035): a reservation's change requests. The requested trip
 * (dates, people, options), who proposed it, its status and expiry, the repricing as it was shown (the Japanese
 * lines and the price lines the reservation takes on acceptance) and the key its acceptance moves money under.
 * `reserve_changes_one_open_idx` lets a reservation have at most one request waiting for an answer.
 */
export const reserveChanges = pgTable(
  'reserve_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    /** Guest (a request, answered by the host) or Host (a proposal, answered by the guest). */
    proposedByRole: text('proposed_by_role').notNull().$type<'Guest' | 'Host'>(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().$type<ReserveChangeStatus>(),
    /** Whether the reservation was Approved (a change) or Renting (an extension) when it was asked. */
    kind: text('kind').notNull().$type<'Change' | 'Extension'>(),
    fromStartDate: date('from_start_date').notNull(),
    fromEndDate: date('from_end_date').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    people: smallint('people').notNull(),
    options: jsonb('options').notNull().$type<ReserveOptionRow[]>().default([]),
    message: text('message'),
    /** The repricing shown to both sides, line by line (signed yen). */
    changeLines: jsonb('change_lines').notNull().$type<ChangeLine[]>(),
    /** The reservation's price lines after the change (its snapshot on acceptance). */
    priceLines: jsonb('price_lines').notNull().$type<PriceLine[]>(),
    days: smallint('days').notNull(),
    total: integer('total').notNull(),
    /** total − the reservation's total when asked: a further capture (> 0) or a partial refund (< 0). */
    difference: integer('difference').notNull(),
    /** Money moves under this key (`reserve-change:<id>`): accepting twice captures or refunds once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The card hold of the difference of an increase paid by card (migration 0036): captured on acceptance. */
    intentId: text('intent_id'),
    /** What that intent captured on acceptance, and what of it was refunded since (migration 0037). */
    amountCaptured: integer('amount_captured').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id),
  },
  (t) => [
    check('reserve_changes_status_check', inValues(t.status, ReserveChangeStatus.values)),
    check('reserve_changes_role_check', inValues(t.proposedByRole, ['Guest', 'Host'])),
    check('reserve_changes_kind_check', inValues(t.kind, ['Change', 'Extension'])),
    check('reserve_changes_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    uniqueIndex('reserve_changes_one_open_idx')
      .on(t.reserveId)
      .where(sql`status in ('Requested', 'Proposed')`),
    uniqueIndex('reserve_changes_key_idx').on(t.idempotencyKey),
    index('reserve_changes_reserve_idx').on(t.reserveId, t.requestedAt),
    index('reserve_changes_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('Requested', 'Proposed')`),
  ],
);
export type ReserveChangeRow = typeof reserveChanges.$inferSelect;
