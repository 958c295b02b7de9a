import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reserves } from './reserves.js';

/**
 * Gap-free numbers of the money documents (ADR 0038): one row per kind, incremented in the transaction that
 * records the document, so a rolled-back issue takes its number back with it.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('document_counters_last_number_check', sql`${t.lastNumber} >= 0`)],
);

/**
 * The guest's receipt of a paid reservation (migration 0022): its number, issued once, and the facts it was
 * issued with, so a reissue prints the same document (marked 再発行). The 宛名 may be changed once.
 */
export const reserveReceipts = pgTable(
  'reserve_receipts',
  {
    reserveId: uuid('reserve_id')
      .primaryKey()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull().unique('reserve_receipts_receipt_number_key'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** 取引年月日: the day the card was charged or the transfer was confirmed (Japan). */
    transactionDate: date('transaction_date').notNull(),
    addresseeName: text('addressee_name').notNull(),
    addresseeHonorific: text('addressee_honorific').notNull().$type<'様' | '御中'>(),
    /** The issuer (the host) as it was at issue: its registered name and 登録番号 when it had one. */
    issuerName: text('issuer_name').notNull(),
    issuerRegistrationNumber: text('issuer_registration_number'),
    /** Set when the guest changed the 宛名 (once). */
    addresseeChangedAt: timestamp('addressee_changed_at', { withTimezone: true }),
    /** How many times the PDF was served: from the second on it is a 再発行. */
    printCount: integer('print_count').notNull().default(0),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
  },
  (t) => [
    check('reserve_receipts_honorific_check', sql`${t.addresseeHonorific} in ('様', '御中')`),
    check('reserve_receipts_addressee_check', sql`char_length(${t.addresseeName}) between 1 and 60`),
    check('reserve_receipts_issuer_registration_check', sql`${t.issuerRegistrationNumber} ~ '^T[0-9]{13}$'`),
    check('reserve_receipts_print_count_check', sql`${t.printCount} >= 0`),
  ],
);

export type ReserveReceiptRow = typeof reserveReceipts.$inferSelect;
