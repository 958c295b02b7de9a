import type { NotificationKind } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { Tx } from '../listings/listings.repository.js';
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
 * Records a notification inside the caller's transaction (the in-app row exists exactly when what it
 * tells of was committed) and answers the step that mails it, to run after the commit.
 */
export type RecordNotification = (tx: Tx, userId: string, message: NotificationMessage) => Promise<() => Promise<void>>;

interface NotifierDeps {
  repository: NotificationsRepository;
  mailer: Mailer;
  /** Whether mail is configured at all (SMTP, or the development mail folder). */
  mailEnabled: boolean;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * In-app always (a row in the inbox); by email too when the user's settings allow the kind and
 * mail is configured. A failed mail never fails the caller's operation: it is logged, the row is
 * no longer marked emailed, and the notification stays in the inbox. `notify` is the one way every
 * feature notifies a user; `record` is its in-transaction form (reservations record their notices
 * with the change they tell of, one commit for both).
 */
export function createNotifications(deps: NotifierDeps): { notify: Notify; record: RecordNotification } {
  function mailStep(id: string, mailTo: string | null, message: NotificationMessage): () => Promise<void> {
    return async () => {
      if (!mailTo) return;
      const link = message.link ? `\n\n${deps.publicUrl}${message.link}` : '';
      try {
        const sent = await deps.mailer({
          to: mailTo,
          subject: `【くるま旅】${message.title}`,
          text: `${message.body}${link}\n\n-- \nくるま旅\n通知の設定: ${deps.publicUrl}/mypage/notification-setting\n`,
        });
        if (!sent) await deps.repository.unmarkEmailed(id);
      } catch (error) {
        deps.log.error({ err: error, notificationId: id }, 'お知らせのメール送信に失敗しました');
        await deps.repository.unmarkEmailed(id).catch((unmarkError: unknown) => deps.log.error({ err: unmarkError }, 'unmark failed'));
      }
    };
  }

  const values = (userId: string, message: NotificationMessage) => ({
    userId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    link: message.link ?? null,
  });

  const notify: Notify = async (userId, message) => {
    const { id, mailTo } = await deps.repository.record(values(userId, message), deps.mailEnabled);
    await mailStep(id, mailTo, message)();
  };

  const record: RecordNotification = async (tx, userId, message) => {
    const { id, mailTo } = await deps.repository.record(values(userId, message), deps.mailEnabled, tx);
    return mailStep(id, mailTo, message);
  };

  return { notify, record };
}
