import type { NotificationKind, NotificationSettings } from '@kurumatabi/contract';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { executePrepared } from '../../db/prepared.js';
import { notifications, users, type NotificationRow } from '../../db/schema/index.js';

export interface NoticeValues {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** The mail of a notice, composed before the statement (the address comes from the recipient's row). */
export interface NoticeMail {
  subject: string;
  text: string;
  /** The outbox workers that may send it (null: all; ADR 0022). */
  scope: string | null;
}

/**
 * A notice as CTEs of a statement (`notice_recipient`, `notice`, `notice_mail`) and the columns that
 * answer its id and the address mailed (`noticeId`, `mailTo`): when mail is configured and the
 * recipient (registered, not deactivated, with an address) allows the kind, its mail is a row of the
 * outbox written by the same statement (ADR 0022), sent later by the outbox's workers, which set
 * `emailed_at` once the SMTP server took it. A reservation's creation records its host's notice in
 * its own statement this way (ADR 0013): the notice and its mail exist exactly when the request does.
 */
export function noticeSql(values: NoticeValues, mail: NoticeMail | null): { ctes: SQL; columns: SQL } {
  return {
    ctes: sql`notice_recipient as (
        select email from users
        where id = ${values.userId} and deactivated_at is null and email <> ''
          and ${mail !== null} and coalesce((notification_settings -> 'email' ->> ${values.kind})::boolean, false)),
      notice as (
        insert into notifications (user_id, kind, title, body, link)
        values (${values.userId}, ${values.kind}, ${values.title}, ${values.body}, ${values.link})
        returning id),
      notice_mail as (
        insert into mail_outbox (notification_id, to_address, subject, body, worker_scope)
        select notice.id, notice_recipient.email, ${mail?.subject ?? ''}, ${mail?.text ?? ''}, ${mail?.scope ?? null}::text
        from notice, notice_recipient
        returning id)`,
    columns: sql`(select id from notice) as "noticeId", (select email from notice_recipient) as "mailTo"`,
  };
}

export function createNotificationsRepository(db: Db) {
  /**
   * The in-app row and its mail in the outbox, in one prepared statement (`noticeSql`); on `tx` when
   * the caller passes its transaction, so that the notice commits with what it tells of.
   */
  async function record(
    values: NoticeValues,
    mail: NoticeMail | null,
    tx: DbOrTx = db,
  ): Promise<{ noticeId: string; mailTo: string | null }> {
    const notice = noticeSql(values, mail);
    const [row] = await executePrepared<{ noticeId: string; mailTo: string | null }>(tx, sql`with ${notice.ctes} select ${notice.columns}`);
    if (!row) throw new Error('notification insert returned nothing');
    return row;
  }

  /** A mail without an in-app notice (to an address that is not a user's), as an outbox row. */
  async function queueMail(mail: { to: string; subject: string; text: string; scope: string | null }, tx: DbOrTx = db): Promise<void> {
    await tx.execute(
      sql`insert into mail_outbox (to_address, subject, body, worker_scope) values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.scope}::text)`,
    );
  }

  async function page(userId: string, options: { limit: number; offset: number; unreadOnly: boolean }) {
    const where = options.unreadOnly
      ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
      : eq(notifications.userId, userId);
    const [items, [total], unread] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(notifications).where(where),
      unreadCount(userId),
    ]);
    return { items, total: total?.n ?? 0, unreadCount: unread };
  }

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks read only the caller's own notification; null when there is none with that id for them. */
  async function markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row ?? null;
  }

  async function settingsOf(userId: string): Promise<NotificationSettings | null> {
    const [row] = await db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.settings ?? null;
  }

  async function updateSettings(userId: string, settings: NotificationSettings): Promise<NotificationSettings | null> {
    const [row] = await db
      .update(users)
      .set({ notificationSettings: settings, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ settings: users.notificationSettings });
    return row?.settings ?? null;
  }

  return { record, queueMail, page, unreadCount, markRead, settingsOf, updateSettings };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
