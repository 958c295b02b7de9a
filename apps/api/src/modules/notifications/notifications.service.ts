import type { Notification, NotificationSettings } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import type { NotificationRow } from '../../db/schema/index.js';
import type { NotificationsRepository } from './notifications.repository.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(repository: NotificationsRepository) {
  async function show(userId: string, input: { limit: number; offset: number; unreadOnly: boolean }) {
    const page = await repository.page(userId, input);
    return {
      items: page.items.map(toNotification),
      total: page.total,
      limit: input.limit,
      offset: input.offset,
      unreadCount: page.unreadCount,
    };
  }

  async function markRead(userId: string, id: string) {
    const row = await repository.markRead(userId, id);
    // Another user's id answers exactly like an unknown one.
    if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
    return { notification: toNotification(row), unreadCount: await repository.unreadCount(userId) };
  }

  /** Every unread one of the caller's is read afterwards; the count read after it (0 unless one arrived meanwhile) feeds the bell. */
  async function markAllRead(userId: string) {
    const marked = await repository.markAllRead(userId);
    return { marked, unreadCount: await repository.unreadCount(userId) };
  }

  async function settings(userId: string): Promise<NotificationSettings> {
    const found = await repository.settingsOf(userId);
    if (!found) throw new AppError('USER_NOT_REGISTERED');
    return found;
  }

  async function updateSettings(userId: string, input: NotificationSettings): Promise<NotificationSettings> {
    const saved = await repository.updateSettings(userId, input);
    if (!saved) throw new AppError('USER_NOT_REGISTERED');
    return saved;
  }

  return { show, markRead, markAllRead, settings, updateSettings };
}
