import type { NotificationKind } from '@kurumatabi/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { BatchJob, MailJob, MailJobs } from './mail-jobs.js';
import { batchMail, noticeMail } from './mail-templates.js';
import { noticeSql, type NoticeAnswer, type NotificationsRepository } from './notifications.repository.js';

export interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app, e.g. `/mypage/driving-license`. */
  link?: string | null;
}

/**
 * The one way every feature notifies a user: inside the transaction of the action it tells of (`tx`),
 * so that the notice and its mail job commit with the action or not at all (ADR 0026). There is no
 * form without a transaction: a notice written after the commit could be lost with the process.
 */
export type Notify = (userId: string, message: NotificationMessage, options: NotifyOptions) => Promise<void>;

export interface NotifyOptions {
  /** The caller's transaction: the notice and its mail job commit with the action. */
  tx: DbOrTx;
  /**
   * Notices of one conversation (e.g. `inquiry:<id>`): their mails to the same user are gathered, so
   * that five messages in two minutes give one mail, not five (ADR 0026). The first opens a window
   * (`MAIL_BATCH_WINDOW_SECONDS`); when it ends, one mail tells of those still unread.
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
 * A notice to record inside the caller's own statement (its CTEs and answer columns, `noticeSql`),
 * which must run in a transaction: `queueMail` takes the statement's answer and queues the mail job
 * on that transaction (when the recipient is to be mailed), and answers the step to run after the
 * commit (it wakes this process's mail workers; it never waits for SMTP).
 */
export interface NoticeInStatement {
  ctes: SQL;
  columns: SQL;
  queueMail: (answer: NoticeAnswer, tx: DbOrTx) => Promise<() => Promise<void>>;
}

export type PrepareNotice = (userId: string, message: NotificationMessage) => NoticeInStatement;

interface NotifierDeps {
  db: Db;
  repository: NotificationsRepository;
  /** The mail queues; null when mail is not configured (production without SMTP): in-app notices only. */
  mail: Pick<MailJobs, 'queueMail' | 'queueBatch' | 'wake'> | null;
  publicUrl: string;
}

/**
 * In-app always (a row in the inbox); by email too when the user's settings allow the kind and
 * mail is configured. The mail is a job of the engine (ADR 0026) queued in the same transaction as
 * the notice: the engine's workers send it, retry it and keep it when it cannot be sent, so the
 * caller neither waits for SMTP nor fails with it. `prepareNotice` is the in-statement form (a
 * reservation's creation records its host's notice in the statement that writes the request).
 */
export function createNotifications(deps: NotifierDeps): {
  notify: Notify;
  prepareNotice: PrepareNotice;
  sendMail: SendMail;
  gather: (batch: BatchJob, tx: DbOrTx) => Promise<MailJob | null>;
} {
  const mail = deps.mail;
  const values = (userId: string, message: NotificationMessage) => ({
    userId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    link: message.link ?? null,
  });

  /** Queues what the notice's statement asked for; answers whether a mail job was queued now (a batch job sends later). */
  async function queueFor(
    userId: string,
    message: NotificationMessage,
    answer: NoticeAnswer,
    batchKey: string | undefined,
    tx: DbOrTx,
  ): Promise<boolean> {
    if (!mail || answer.mailTo === null) return false;
    if (batchKey !== undefined) {
      await mail.queueBatch({ userId, batchKey }, tx);
      return false;
    }
    const text = noticeMail(answer.mailName ?? '', values(userId, message), deps.publicUrl);
    await mail.queueMail({ to: answer.mailTo, ...text, noticeIds: [answer.noticeId] }, tx);
    return true;
  }

  // The job is not visible before the caller's commit: the workers' next poll finds it (MAIL_POLL_SECONDS).
  const notify: Notify = async (userId, message, { tx, batchKey }) => {
    const answer = await deps.repository.record(values(userId, message), { mail: mail !== null, batchKey }, tx);
    await queueFor(userId, message, answer, batchKey, tx);
  };

  const prepareNotice: PrepareNotice = (userId, message) => ({
    ...noticeSql(values(userId, message), { mail: mail !== null }),
    queueMail: async (answer, tx) => {
      const queued = await queueFor(userId, message, answer, undefined, tx);
      return async () => {
        if (queued) mail?.wake();
      };
    },
  });

  const sendMail: SendMail = async (plain, options = {}) => {
    if (!mail) return;
    await mail.queueMail({ ...plain, noticeIds: [] }, options.tx ?? deps.db);
    if (!options.tx) mail.wake();
  };

  /**
   * A batch's mail, composed when its window ends from the notices still unread (the recipient who
   * has read them all in the app gets none: the mail's purpose, bringing them back, is done).
   */
  async function gather(batch: BatchJob, tx: DbOrTx): Promise<MailJob | null> {
    const { recipient, notices } = await deps.repository.gather(batch.userId, batch.batchKey, tx);
    const unread = notices.filter((notice) => !notice.read);
    if (!recipient || unread.length === 0) return null;
    return { to: recipient.email, ...batchMail(recipient.name, unread, deps.publicUrl), noticeIds: unread.map((notice) => notice.id) };
  }

  return { notify, prepareNotice, sendMail, gather };
}
