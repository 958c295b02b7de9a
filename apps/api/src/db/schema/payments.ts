import { LEDGER_ACCOUNTS, PAYMENT_STATUSES, type LedgerAccount, type PaymentProviderName, type PaymentStatus } from '@kurumatabi/contract';
import type { PaymentMethod } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { payouts } from './payouts.js';
import { reserves } from './reserves.js';
import { users } from './users.js';

/**
 * A reservation's payment (ADR 0036): the card hold at the processor and what became of it, or the
 * invoice of a corporate guest. One row per reservation; a guest who replaces the card after a
 * failed capture moves `attempt` on, which every idempotency key of the payment carries.
 */
export const reservePayments = pgTable(
  'reserve_payments',
  {
    reserveId: uuid('reserve_id')
      .primaryKey()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    method: text('method').notNull().$type<PaymentMethod>(),
    provider: text('provider').$type<PaymentProviderName>(),
    /** The processor's PaymentIntent (null for an invoice). */
    intentId: text('intent_id').unique(),
    attempt: smallint('attempt').notNull().default(1),
    status: text('status').notNull().$type<PaymentStatus>(),
    amount: integer('amount').notNull(),
    amountCaptured: integer('amount_captured').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** A refund decided with a cancellation and not yet confirmed by the processor (the money sweep sends it). */
    refundPending: integer('refund_pending').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** When the processor's hold lapses (7 days for a customer-initiated card payment). */
    captureBefore: timestamp('capture_before', { withTimezone: true }),
    /** A 3-D Secure challenge not completed by then releases the request's days. */
    actionExpiresAt: timestamp('action_expires_at', { withTimezone: true }),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reserve_payments_status_check', inValues(t.status, PAYMENT_STATUSES)),
    check(
      'reserve_payments_amounts_check',
      sql`amount >= 0 and amount_captured between 0 and amount and amount_refunded + refund_pending between 0 and amount_captured`,
    ),
    index('reserve_payments_pending_idx')
      .on(t.updatedAt)
      .where(sql`status in ('VoidPending', 'RequiresAction') or refund_pending > 0`),
  ],
);

export type ReservePaymentRow = typeof reservePayments.$inferSelect;

/**
 * The books (ADR 0036): append-only journals of balanced entries in integer yen. A journal's key
 * (reservation + operation + version) is its primary key, so no money event is ever written twice;
 * a deferred constraint trigger refuses a journal whose entries do not sum to zero, and triggers
 * refuse any UPDATE or DELETE (migration 0017).
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    reserveId: uuid('reserve_id').references(() => reserves.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_journals_reserve_idx').on(t.reserveId), index('ledger_journals_kind_created_idx').on(t.kind, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    journalKey: text('journal_key')
      .notNull()
      .references(() => ledgerJournals.key),
    account: text('account').notNull().$type<LedgerAccount>(),
    /** Whose sub-account (the host of `host_payable`), when the account is per person. */
    userId: uuid('user_id').references(() => users.id),
    reserveId: uuid('reserve_id').references(() => reserves.id),
    /** Debit positive, credit negative; never 0. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_account_check', inValues(t.account, LEDGER_ACCOUNTS)),
    check('ledger_entries_amount_check', sql`amount <> 0`),
    index('ledger_entries_journal_idx').on(t.journalKey),
    index('ledger_entries_reserve_idx').on(t.reserveId),
    index('ledger_entries_account_user_idx').on(t.account, t.userId),
  ],
);

/** Webhook events applied, by the processor's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull().$type<PaymentProviderName>(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
