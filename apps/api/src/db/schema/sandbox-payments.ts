import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox card processor's state (issue 33): Stripe's test mode, kept in PostgreSQL so that
 * every API replica sees the same intents and a restart loses nothing. Migration 0018 holds the
 * CHECKs on statuses and money. A payment method keeps what Stripe shows of a card (brand, last
 * four, expiry) and what its test number does; never the number or the CVC. Read and written by
 * the sandbox's repository only.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** `pm_sbx_…`. */
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What the test number does when charged: `succeeds`, `requires_3ds`, or a decline reason. */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** `pi_sbx_…`. */
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => sandboxPaymentMethods.id),
    amountCaptured: integer('amount_captured').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Authorised + 7 days; null until the hold exists. */
    captureBefore: timestamp('capture_before', { withTimezone: true }),
    transferGroup: text('transfer_group'),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
    /** `pi_sbx_…_secret_…`: what the browser's 3-D Secure page names the intent by. */
    clientSecret: text('client_secret').notNull().unique('sandbox_payment_intents_client_secret_key'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_payment_intents_transfer_group_idx').on(t.transferGroup)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `re_sbx_…`. */
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_refunds_intent_idx').on(t.intentId)],
);

export const sandboxTransfers = pgTable('sandbox_transfers', {
  /** `tr_sbx_…`. */
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  destination: text('destination').notNull(),
  transferGroup: text('transfer_group').notNull(),
  metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** What an idempotency key was first used for, and the answer it gave (replayed to the same request). */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  /** SHA-256 of the operation and its parameters. */
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every state change as Stripe would post it to a webhook (the body is kept exactly as it is signed). */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    /** `evt_sbx_…`. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    intentId: text('intent_id'),
    payload: text('payload').notNull(),
    /** Orders the events of one instant (the clock of a test may stand still). */
    seq: integer('seq')
      .notNull()
      .default(sql`nextval('sandbox_events_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_events_intent_idx').on(t.intentId, t.seq)],
);
