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

/** Whether the notice may be mailed (mail configured), and the conversation it belongs to (its mails are gathered). */
export interface NoticeMailOptions {
  mail: boolean;
  batchKey?: string | null;
}

/** The statement's answer: the notice, and the recipient's address and name when it is to be mailed. */
export type NoticeAnswer = {
  noticeId: string;
  mailTo: string | null;
  mailName: string | null;
};

/**
 * A notice as CTEs of a statement (`notice_recipient`, `notice`) and the columns that answer its id
 * and the recipient to mail (`noticeId`, `mailTo`, `mailName`): the recipient is there when mail is
 * configured and they (registered, not deactivated, with an address) allow the kind. A notice of a
 * conversation mailed that way keeps its `mail_batch_key` until a batch job gathers it (ADR 0026).
 * A reservation's creation records its host's notice in its own statement this way (ADR 0013); the
 * mail job is queued right after it, in the same transaction.
 */
export function noticeSql(values: NoticeValues, mail: NoticeMailOptions): { ctes: SQL; columns: SQL } {
  return {
    ctes: sql`notice_recipient as (
        select email, name from users
        where id = ${values.userId} and deactivated_at is null and email <> ''
          and ${mail.mail} and coalesce((notification_settings -> 'email' ->> ${values.kind})::boolean, false)),
      notice as (
        insert into notifications (user_id, kind, title, body, link, mail_batch_key)
        values (${values.userId}, ${values.kind}, ${values.title}, ${values.body}, ${values.link},
          (select ${mail.batchKey ?? null}::text from notice_recipient))
        returning id)`,
    columns: sql`(select id from notice) as "noticeId", (select email from notice_recipient) as "mailTo",
      (select name from notice_recipient) as "mailName"`,
  };
}

/** A notice gathered by a batch job. */
export type GatheredNotice = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
};

export function createNotificationsRepository(db: Db) {
  /**
   * The in-app row in one prepared statement (`noticeSql`); on `tx` when the caller passes its
   * transaction, so that the notice commits with what it tells of.
   */
  async function record(values: NoticeValues, mail: NoticeMailOptions, tx: DbOrTx = db): Promise<NoticeAnswer> {
    const notice = noticeSql(values, mail);
    const [row] = await executePrepared<NoticeAnswer>(tx, sql`with ${notice.ctes} select ${notice.columns}`);
    if (!row) throw new Error('notification insert returned nothing');
    return row;
  }

  /**
   * Takes a user's notices of one conversation still waiting for their mail, oldest first, so that
   * no other batch job takes them again (the update's row locks make two gatherers take each once),
   * with the recipient as they are now: null when there is none to mail any more (deactivated, no
   * address, or the kind no longer allowed by their settings).
   */
  async function gather(
    userId: string,
    batchKey: string,
    tx: DbOrTx,
  ): Promise<{ recipient: { email: string; name: string } | null; notices: GatheredNotice[] }> {
    const taken = await tx.execute<GatheredNotice>(sql`
      with taken as (
        update notifications set mail_batch_key = null
        where user_id = ${userId} and mail_batch_key = ${batchKey}
        returning id, kind, title, body, link, read_at, created_at)
      select id, kind, title, body, link, read_at is not null as read from taken order by created_at, id`);
    const notices = taken.rows;
    const kinds = [...new Set(notices.map((n) => n.kind))];
    if (kinds.length === 0) return { recipient: null, notices: [] };
    const [recipient] = (
      await tx.execute<{ email: string; name: string }>(sql`
        select email, name from users
        where id = ${userId} and deactivated_at is null and email <> ''
          and (select bool_and(coalesce((notification_settings -> 'email' ->> k)::boolean, false))
               from unnest(${sql.param(kinds)}::text[]) as k)`)
    ).rows;
    return { recipient: recipient ?? null, notices };
  }

  /** The notices a sent mail told of. */
  async function markEmailed(noticeIds: string[]): Promise<void> {
    await db.execute(
      sql`update notifications set emailed_at = now() where id = any(${sql.param(noticeIds)}::uuid[]) and emailed_at is null`,
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

  /**
   * Marks read every unread notification of the user, in one statement (its own rows only); answers how
   * many it marked. The ones already read keep their time.
   */
  async function markAllRead(userId: string): Promise<number> {
    const marked = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return marked.length;
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

  return { record, gather, markEmailed, page, unreadCount, markRead, markAllRead, settingsOf, updateSettings };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
