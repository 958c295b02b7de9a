import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

export const agreementRoles = ['CarOwner', 'FacilityProvider'] as const;
export type AgreementRole = (typeof agreementRoles)[number];

/** Who agreed to which version of the share contract, for which role, and when (append-only evidence). */
export const shareContractAgreements = pgTable(
  'share_contract_agreements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<AgreementRole>(),
    version: text('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_contract_agreements_user_idx').on(t.userId),
    check('share_contract_agreements_role_check', inValues(t.role, agreementRoles)),
  ],
);
