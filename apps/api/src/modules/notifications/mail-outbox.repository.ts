import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.js';

/** A mail claimed for one attempt: `attempts` counts this one and guards its outcome. */
export type ClaimedMail = Pick<MailOutboxRow, 'id' | 'toAddress' | 'subject' | 'body' | 'attempts'>;

/** The outbox's SQL (ADR 0022). */
export function createMailOutboxRepository(db: Db) {
  /**
   * Claims up to `limit` due mails for one attempt each: `FOR UPDATE SKIP LOCKED` hands every row to
   * one claimer only, however many processes ask at once, and the claim moves `next_attempt_at` past
   * the lease so that no one else takes the row while it is being sent. A process that dies while
   * sending leaves the row to be claimed again once the lease has passed.
   */
  async function claimDue(limit: number, leaseMs: number, scope: string | null): Promise<ClaimedMail[]> {
    const result = await db.execute<{ id: string; toAddress: string; subject: string; body: string; attempts: number }>(sql`
      update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from mail_outbox
        where status = 'Pending' and next_attempt_at <= now() and worker_scope is not distinct from ${scope}::text
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id, to_address as "toAddress", subject, body, attempts`);
    return result.rows;
  }

  /**
   * The SMTP server took these mails: Sent, and their notices emailed, in one statement. Only each
   * claim's own attempt may say so (a mail whose lease passed and was claimed again is left alone).
   */
  async function markSent(mails: ClaimedMail[]): Promise<void> {
    await db.execute(sql`
      with sent as (
        update mail_outbox m set status = 'Sent', sent_at = now(), last_error = null
        from unnest(${sql.param(mails.map((m) => m.id))}::uuid[], ${sql.param(mails.map((m) => m.attempts))}::int[]) as c(id, attempts)
        where m.id = c.id and m.attempts = c.attempts and m.status = 'Pending'
        returning m.notification_id)
      update notifications set emailed_at = now() where id in (select notification_id from sent)`);
  }

  /** An attempt failed: due again after `retryInMs` (the database's clock), or Failed when none is left (null). */
  async function markAttemptFailed(mail: ClaimedMail, error: string, retryInMs: number | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set(
        retryInMs === null
          ? { lastError: error, status: 'Failed' }
          : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
      )
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.status, 'Pending')));
  }

  /** The mails given up on, newest first: for operators, to see what did not reach whom and why. */
  async function listFailed(limit = 100): Promise<MailOutboxRow[]> {
    return db.select().from(mailOutbox).where(eq(mailOutbox.status, 'Failed')).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  /** Gives a Failed mail a fresh set of attempts (an operator fixed the address or the SMTP settings). */
  async function retryFailed(id: string): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'Pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'Failed')))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  return { claimDue, markSent, markAttemptFailed, listFailed, retryFailed };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
