import { PayoutMethod, PayoutStatus, type BankAccountKind } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/**
 * A host's payout for one month (ADR 0039): the ledger's host payable of the month's returned trips and kept
 * cancellation fees, closed once (unique host + period), with a snapshot of the bank account it goes to.
 * `seq` numbers the documents and is the Zengin file's 顧客コード, so the bank's result matches a payout.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id),
    /** `YYYY-MM`, the Japan calendar month. */
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    sales: integer('sales').notNull(),
    fee: integer('fee').notNull(),
    status: text('status').notNull().$type<PayoutStatus>(),
    heldReason: text('held_reason'),
    method: text('method').notNull().$type<PayoutMethod>(),
    scheduledPayDate: date('scheduled_pay_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Stripe transfer of a Connect payout. */
    transferId: text('transfer_id'),
    bankCode: text('bank_code'),
    branchCode: text('branch_code'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    accountKind: text('account_kind').$type<BankAccountKind>(),
    accountNumber: text('account_number'),
    holderKana: text('holder_kana'),
    statementNumber: text('statement_number')
      .notNull()
      .generatedAlwaysAs(sql`'PS-' || replace(period, '-', '') || '-' || lpad(seq::text, 6, '0')`),
    feeInvoiceNumber: text('fee_invoice_number')
      .notNull()
      .generatedAlwaysAs(sql`'FI-' || replace(period, '-', '') || '-' || lpad(seq::text, 6, '0')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payouts_host_period_unique').on(t.hostUserId, t.period),
    index('payouts_period_idx').on(t.period, t.status),
    check('payouts_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payouts_amounts_check', sql`amount > 0 and fee >= 0 and sales = amount + fee`),
    check('payouts_status_check', inValues(t.status, PayoutStatus.values)),
    check('payouts_method_check', inValues(t.method, PayoutMethod.values)),
    check('payouts_held_reason_check', sql`(status = 'Held') = (held_reason is not null)`),
    check('payouts_sent_check', sql`(status = 'Sent') = (sent_at is not null)`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;

/** A closed month: written first in the close's transaction, so a second close (another replica's too) finds it and stops. */
export const payoutClosings = pgTable('payout_closings', {
  period: text('period').primaryKey(),
  /** What the operators' audit log names for the acts on a whole month (its close, its transfer file). */
  id: uuid('id')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  /** The operator who closed it; null for the job. */
  closedByUserId: uuid('closed_by_user_id').references(() => users.id),
  payoutCount: integer('payout_count').notNull(),
  total: integer('total').notNull(),
});

export type PayoutClosingRow = typeof payoutClosings.$inferSelect;
