import type { NotificationKind, NotificationSettings } from '@kurumatabi/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users, type NotificationRow } from '../../db/schema/index.js';

export function createNotificationsRepository(db: Db) {
  /**
   * The in-app row and, in the same round trip, its recipient's address and settings (null for an
   * unknown or deactivated user): every reservation call notifies, so this is on their hot path.
   */
  async function insertForRecipient(values: { userId: string; kind: NotificationKind; title: string; body: string; link: string | null }) {
    const inserted = db.$with('inserted').as(db.insert(notifications).values(values).returning({ id: notifications.id }));
    const [row] = await db
      .with(inserted)
      .select({ id: inserted.id, email: users.email, settings: users.notificationSettings, deactivatedAt: users.deactivatedAt })
      .from(inserted)
      .leftJoin(users, eq(users.id, values.userId));
    if (!row) throw new Error('notification insert returned nothing');
    const recipient =
      row.email !== null && row.settings !== null && !row.deactivatedAt ? { email: row.email, settings: row.settings } : null;
    return { id: row.id, recipient };
  }

  async function markEmailed(id: string): Promise<void> {
    await db
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(eq(notifications.id, id));
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

  return { insertForRecipient, markEmailed, page, unreadCount, markRead, settingsOf, updateSettings };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
