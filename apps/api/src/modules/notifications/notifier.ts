import type { NotificationKind } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { NotificationsRepository } from './notifications.repository.js';

export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app, e.g. `/mypage/driving-license`. */
  link?: string | null;
}

/** The one way every feature notifies a user. */
export type Notify = (userId: string, message: NotificationMessage) => Promise<void>;

/**
 * In-app always (a row in the inbox); by email too when the user's settings allow the kind and
 * mail is configured. A failed mail never fails the caller's operation: it is logged, and the
 * notification stays in the inbox.
 */
export function createNotifier(deps: {
  repository: NotificationsRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Notify {
  return async (userId, message) => {
    const { id, recipient } = await deps.repository.insertForRecipient({
      userId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: message.link ?? null,
    });
    if (!recipient?.email || !recipient.settings.email[message.kind]) return;
    const link = message.link ? `\n\n${deps.publicUrl}${message.link}` : '';
    try {
      const sent = await deps.mailer({
        to: recipient.email,
        subject: `【くるま旅】${message.title}`,
        text: `${message.body}${link}\n\n-- \nくるま旅\n通知の設定: ${deps.publicUrl}/mypage/notification-setting\n`,
      });
      if (sent) await deps.repository.markEmailed(id);
    } catch (error) {
      deps.log.error({ err: error, notificationId: id }, 'お知らせのメール送信に失敗しました');
    }
  };
}
