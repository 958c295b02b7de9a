import { FaqCategory } from '@kurumatabi/contract';
import { RecordActivity } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';

/** FAQ entries; only `Active` ones are listed (RecordActivity: Active, Inactive, Temporary). */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    category: text('category').notNull().$type<FaqCategory>(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    activity: text('activity').notNull().default('Active').$type<RecordActivity>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faqs_activity_category_sort_idx').on(t.activity, t.category, t.sortOrder),
    check('faqs_category_check', inValues(t.category, FaqCategory.values)),
    check('faqs_activity_check', inValues(t.activity, RecordActivity.values)),
  ],
);

export type FaqRow = typeof faqs.$inferSelect;
