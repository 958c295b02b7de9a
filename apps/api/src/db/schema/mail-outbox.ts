import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { notifications } from './notifications.js';

/** Pending: waiting for (another) attempt; Sent: the SMTP server took it; Failed: given up after the last attempt. */
export const MailStatus = ['Pending', 'Sent', 'Failed'] as const;
export type MailStatus = (typeof MailStatus)[number];

/**
 * The mail outbox (ADR 0022): a mail is a row written in the statement that records its notice, so
 * it exists exactly when the action was committed; the workers of every API process send the due
 * ones (`FOR UPDATE SKIP LOCKED`), retry with back-off and keep the ones given up for operators.
 * `next_attempt_at` is also the claim's lease: a claimed row is not due again until it passes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The in-app notice this mail tells of; its `emailed_at` is set when the mail is sent. */
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('Pending').$type<MailStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Which workers may send it: null (every API process) in production. The API tests give each test
     * app a scope of its own, so that apps sharing the test database never send each other's mails.
     */
    workerScope: text('worker_scope'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'Pending'`),
    index('mail_outbox_failed_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'Failed'`),
    index('mail_outbox_notification_idx').on(t.notificationId),
    check('mail_outbox_status_check', inValues(t.status, MailStatus)),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
