import { BankAccountKind } from '@kurumatabi/contract';
import { AccountType } from '@kurumatabi/contract/enums';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/** The payout account of an owner or provider: one per user, the number masked in outputs. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Zengin codes (migration 0019); null only on accounts registered before, with free-text names. */
    bankCode: text('bank_code'),
    branchCode: text('branch_code'),
    /** The list's names at registration: shown when a code has since left the list (a merger). */
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountKind: text('account_kind').notNull().$type<BankAccountKind>(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    accountType: text('account_type').notNull().$type<AccountType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_accounts_account_number_check', sql`${t.accountNumber} ~ '^[0-9]{7}$'`),
    check('bank_accounts_bank_code_check', sql`${t.bankCode} ~ '^[0-9]{4}$'`),
    check('bank_accounts_branch_code_check', sql`${t.branchCode} ~ '^[0-9]{3}$'`),
    check('bank_accounts_codes_together_check', sql`(${t.bankCode} is null) = (${t.branchCode} is null)`),
    check('bank_accounts_account_kind_check', inValues(t.accountKind, BankAccountKind.values)),
    check('bank_accounts_account_type_check', inValues(t.accountType, AccountType.values)),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
