import { ContactCategory, ContactState } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/** The contact form's messages and the operators' answers (ADR 0025, migration 0009). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The number the sender quotes later (C-XXXXXXXX). */
    reference: text('reference').notNull().unique(),
    /** The signed-in sender's account; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull().$type<ContactCategory>(),
    body: text('body').notNull(),
    state: text('state').notNull().default('New').$type<ContactState>(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_state_idx').on(t.state, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check('contact_messages_category_check', inValues(t.category, ContactCategory.values)),
    check('contact_messages_state_check', inValues(t.state, ContactState.values)),
    check('contact_messages_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
