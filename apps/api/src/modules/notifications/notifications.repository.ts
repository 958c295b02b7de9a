import type { NotificationKind, NotificationSettings } from '@kurumatabi/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePrepared } from '../../db/prepared.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { notifications, users, type NotificationRow } from '../../db/schema/index.js';

export function createNotificationsRepository(db: Db) {
  /**
   * The in-app row, in one round trip with the decision to mail it: when mail is configured and
   * the recipient (registered, not deactivated, with an address) allows the kind, the row is
   * marked emailed now and `mailTo` is the address; the caller mails it and unmarks it if the mail
   * fails. Every reservation call notifies, so this is one statement on their hot path; `tx` puts
   * the row in the caller's transaction (it exists exactly when what it tells of does).
   */
  async function record(
    values: { userId: string; kind: NotificationKind; title: string; body: string; link: string | null },
    mailEnabled: boolean,
    tx: DbOrTx = db,
  ): Promise<{ id: string; mailTo: string | null }> {
    const [row] = await executePrepared<{ id: string; mailTo: string | null }>(
      tx,
      sql`
      with recipient as (
        select email from users
        where id = ${values.userId} and deactivated_at is null and email <> ''
          and ${mailEnabled} and coalesce((notification_settings -> 'email' ->> ${values.kind})::boolean, false)),
      inserted as (
        insert into notifications (user_id, kind, title, body, link, emailed_at)
        values (${values.userId}, ${values.kind}, ${values.title}, ${values.body}, ${values.link},
          case when exists (select 1 from recipient) then now() end)
        returning id)
      select inserted.id, (select email from recipient) as "mailTo" from inserted`,
    );
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
