import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ledgerJournals } from './payments.js';
import { payouts } from './payouts.js';

/**
 * Which host-payable journals each payout took (ADR 0039). The journal's key is the primary key, so no journal is
 * ever paid twice; one not in here yet (an invoice paid after its month closed, a later adjustment) is taken by the
 * next close.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    journalKey: text('journal_key')
      .primaryKey()
      .references(() => ledgerJournals.key),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
  },
  (t) => [index('payout_lines_payout_idx').on(t.payoutId)],
);
