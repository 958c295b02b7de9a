import type { NotificationKind } from '@kurumatabi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';
import type { SQL } from 'drizzle-orm';
import { noticeSql, type NotificationsRepository } from './notifications.repository.js';

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
 * A notice to record inside the caller's own statement (its CTEs and answer columns, `noticeSql`):
 * the in-app row exists exactly when what it tells of was committed. `afterCommit` takes the
 * statement's `noticeId` and `mailTo` and answers the step that mails it.
 */
export interface NoticeInStatement {
  ctes: SQL;
  columns: SQL;
  afterCommit: (answer: { noticeId: string; mailTo: string | null }) => () => Promise<void>;
}

export type PrepareNotice = (userId: string, message: NotificationMessage) => NoticeInStatement;

interface NotifierDeps {
  repository: NotificationsRepository;
  /** Null when mail is not configured (production without SMTP): in-app notices only. */
  mailer: Mailer | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * In-app always (a row in the inbox); by email too when the user's settings allow the kind and
 * mail is configured. A failed mail never fails the caller's operation: it is logged, the row is
 * no longer marked emailed, and the notification stays in the inbox. `notify` is the one way every
 * feature notifies a user; `prepareNotice` is its in-statement form (a reservation's creation records
 * its host's notice in the statement that writes the request, one round trip and one commit).
 */
export function createNotifications(deps: NotifierDeps): { notify: Notify; prepareNotice: PrepareNotice } {
  const { mailer } = deps;
  const mailEnabled = mailer !== null;

  function mailStep(id: string, mailTo: string | null, message: NotificationMessage): () => Promise<void> {
    return async () => {
      if (!mailTo || !mailer) return;
      const link = message.link ? `\n\n${deps.publicUrl}${message.link}` : '';
      try {
        await mailer({
          to: mailTo,
          subject: `【くるま旅】${message.title}`,
          text: `${message.body}${link}\n\n-- \nくるま旅\n通知の設定: ${deps.publicUrl}/mypage/notification-setting\n`,
        });
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
    const { noticeId, mailTo } = await deps.repository.record(values(userId, message), mailEnabled);
    await mailStep(noticeId, mailTo, message)();
  };

  const prepareNotice: PrepareNotice = (userId, message) => ({
    ...noticeSql(values(userId, message), mailEnabled),
    afterCommit: ({ noticeId, mailTo }) => mailStep(noticeId, mailTo, message),
  });

  return { notify, prepareNotice };
}
