import { NotificationKind } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/** The in-app inbox: every notify() call writes a row; `emailed_at` says whether a mail went out. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /**
     * The conversation (e.g. `inquiry:<id>`) of a notice whose mail waits to be gathered with the others of its batch
     * window (ADR 0026); cleared when a batch job takes it. Null for every other notice.
     */
    mailBatchKey: text('mail_batch_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mail_batch_idx')
      .on(t.userId, t.mailBatchKey)
      .where(sql`${t.mailBatchKey} is not null`),
    check('notifications_kind_check', inValues(t.kind, NotificationKind.values)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
