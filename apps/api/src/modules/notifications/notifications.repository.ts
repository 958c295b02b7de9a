import type { NotificationKind, NotificationSettings } from '@kurumatabi/contract';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import { notifications, users, type NotificationRow } from '../../db/schema/index.js';

export interface NoticeValues {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/**
 * A notice as CTEs of a statement (`notice_recipient`, `notice`) and the columns that answer its
 * id and the address to mail (`noticeId`, `mailTo`): when mail is configured and the recipient
 * (registered, not deactivated, with an address) allows the kind, the row is marked emailed at once
 * and `mailTo` is the address; the caller mails it after the commit and unmarks it if the mail
 * fails. A reservation's creation records its host's notice in its own statement this way (ADR 0013).
 */
export function noticeSql(values: NoticeValues, mailEnabled: boolean): { ctes: SQL; columns: SQL } {
  return {
    ctes: sql`notice_recipient as (
        select email from users
        where id = ${values.userId} and deactivated_at is null and email <> ''
          and ${mailEnabled} and coalesce((notification_settings -> 'email' ->> ${values.kind})::boolean, false)),
      notice as (
        insert into notifications (user_id, kind, title, body, link, emailed_at)
        values (${values.userId}, ${values.kind}, ${values.title}, ${values.body}, ${values.link},
          case when exists (select 1 from notice_recipient) then now() end)
        returning id)`,
    columns: sql`(select id from notice) as "noticeId", (select email from notice_recipient) as "mailTo"`,
  };
}

export function createNotificationsRepository(db: Db) {
  /** The in-app row and the decision to mail it, in one prepared statement (`noticeSql`). */
  async function record(values: NoticeValues, mailEnabled: boolean): Promise<{ noticeId: string; mailTo: string | null }> {
    const notice = noticeSql(values, mailEnabled);
    const [row] = await executePrepared<{ noticeId: string; mailTo: string | null }>(db, sql`with ${notice.ctes} select ${notice.columns}`);
    if (!row) throw new Error('notification insert returned nothing');
    return row;
  }

  /** The mail of a notification could not be sent after all. */
  async function unmarkEmailed(id: string): Promise<void> {
    await db.update(notifications).set({ emailedAt: null }).where(eq(notifications.id, id));
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

  return { record, unmarkEmailed, page, unreadCount, markRead, settingsOf, updateSettings };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
