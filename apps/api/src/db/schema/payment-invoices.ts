import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reserves } from './reserves.js';
import { users } from './users.js';

/** The invoice numbers' counter (`INV-YYYYMM-000123`): unique, never reused, gaps allowed (a rolled-back approval). */
export const paymentInvoiceNumberSeq = pgSequence('payment_invoice_number_seq');

/**
 * The invoice (請求書) of a corporate guest paying by transfer (ADR 0040): issued with the host's approval,
 * lowered to the cancellation fee by a guest's cancellation, reconciled by staff (amount, day, reference).
 * Open, overdue, paid and cancelled are read from it: paid once `paid_at` is set, cancelled at amount 0,
 * overdue once its due day has passed unpaid.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    reserveId: uuid('reserve_id')
      .primaryKey()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull().unique(),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id),
    companyName: text('company_name').notNull(),
    department: text('department'),
    billingContactName: text('billing_contact_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    originalAmount: integer('original_amount').notNull(),
    amount: integer('amount').notNull(),
    paidAmount: integer('paid_amount'),
    paidOn: date('paid_on'),
    paidReference: text('paid_reference'),
    paidByUserId: uuid('paid_by_user_id').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_invoices_amounts_check', sql`original_amount >= 0 and amount between 0 and original_amount`),
    check('payment_invoices_due_check', sql`due_date >= issue_date`),
    check(
      'payment_invoices_paid_check',
      sql`(paid_at is null and paid_amount is null and paid_on is null and paid_reference is null and paid_by_user_id is null) or (paid_at is not null and paid_amount = amount and paid_on is not null and paid_reference is not null and paid_by_user_id is not null)`,
    ),
    index('payment_invoices_issued_idx').on(t.issuedAt.desc(), t.reserveId),
    index('payment_invoices_overdue_idx')
      .on(t.dueDate)
      .where(sql`paid_at is null and reminded_at is null and amount > 0`),
  ],
);

export type PaymentInvoiceRow = typeof paymentInvoices.$inferSelect;
