import type { NotificationKind } from '@kurumatabi/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../listings/listings.repository.js';
import { noticeSql, type NoticeMail, type NotificationsRepository } from './notifications.repository.js';

export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app, e.g. `/mypage/driving-license`. */
  link?: string | null;
}

/**
 * The one way every feature notifies a user. With `tx` (the caller's transaction) the notice and its
 * mail commit with the action they tell of; without, they are their own statement after it.
 */
export type Notify = (userId: string, message: NotificationMessage, options?: NotifyOptions) => Promise<void>;

export interface NotifyOptions {
  /** The caller's transaction: the notice and its mail commit with the action. */
  tx?: DbOrTx;
  /**
   * Notices of one conversation (e.g. `inquiry:<id>`): their mails to the same user are gathered, so that
   * five messages in two minutes give one mail, not five (issue 12). Until the batching engine lands, each
   * notice is mailed on its own.
   */
  batchKey?: string;
}

/** A mail to an address that is not a user's (the contact form's answers): queued like every other mail. */
export interface PlainMail {
  to: string;
  subject: string;
  text: string;
}
export type SendMail = (mail: PlainMail, options?: { tx?: DbOrTx }) => Promise<void>;

/**
 * A notice to record inside the caller's own statement (its CTEs and answer columns, `noticeSql`):
 * the in-app row and its mail exist exactly when what it tells of was committed. `afterCommit`
 * takes the statement's `noticeId` and `mailTo` and answers the step to run after the commit (it
 * wakes the mail outbox; it never waits for SMTP).
 */
export interface NoticeInStatement {
  ctes: SQL;
  columns: SQL;
  afterCommit: (answer: { noticeId: string; mailTo: string | null }) => () => Promise<void>;
}

export type PrepareNotice = (userId: string, message: NotificationMessage) => NoticeInStatement;

interface NotifierDeps {
  repository: NotificationsRepository;
  /** False when mail is not configured (production without SMTP): in-app notices only. */
  mailEnabled: boolean;
  /** The outbox workers that may send the mails (null: every process; ADR 0022). */
  mailScope?: string | null;
  publicUrl: string;
  /** A mail was committed to the outbox: its worker may send it now. */
  onMailQueued: () => void;
}

/**
 * In-app always (a row in the inbox); by email too when the user's settings allow the kind and
 * mail is configured. The mail is a row of the outbox written by the notice's own statement (ADR
 * 0022): the outbox's workers send it, retry it and keep it when it cannot be sent, so the caller
 * neither waits for SMTP nor fails with it. `prepareNotice` is the in-statement form (a
 * reservation's creation records its host's notice in the statement that writes the request).
 */
export function createNotifications(deps: NotifierDeps): { notify: Notify; prepareNotice: PrepareNotice; sendMail: SendMail } {
  function mailOf(message: NotificationMessage): NoticeMail | null {
    if (!deps.mailEnabled) return null;
    const link = message.link ? `\n\n${deps.publicUrl}${message.link}` : '';
    return {
      scope: deps.mailScope ?? null,
      subject: `【くるま旅】${message.title}`,
      text: `${message.body}${link}\n\n-- \nくるま旅\n通知の設定: ${deps.publicUrl}/mypage/notification-setting\n`,
    };
  }

  const values = (userId: string, message: NotificationMessage) => ({
    userId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    link: message.link ?? null,
  });

  const notify: Notify = async (userId, message, options = {}) => {
    const { mailTo } = await deps.repository.record(values(userId, message), mailOf(message), options.tx);
    // Inside a caller's transaction the mail is not visible before its commit: the next poll sends it.
    if (mailTo && !options.tx) deps.onMailQueued();
  };

  const prepareNotice: PrepareNotice = (userId, message) => ({
    ...noticeSql(values(userId, message), mailOf(message)),
    afterCommit:
      ({ mailTo }) =>
      async () => {
        if (mailTo) deps.onMailQueued();
      },
  });

  const sendMail: SendMail = async (mail, options = {}) => {
    if (!deps.mailEnabled) return;
    await deps.repository.queueMail({ ...mail, scope: deps.mailScope ?? null }, options.tx);
    if (!options.tx) deps.onMailQueued();
  };

  return { notify, prepareNotice, sendMail };
}
