import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { composeMail } from './mail-message.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a mail (ADR 0013); only the mail outbox's worker calls it (ADR 0022). */
export type Mailer = (mail: Mail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise (development, tests) each mail is written as an RFC 822
 * `.eml` file into the mail folder, readable with any mail client; in production without SMTP, none
 * (null: mail is not configured).
 */
export function createMailer(config: Pick<Config['mail'], 'smtpUrl' | 'from' | 'dir'>): Mailer | null {
  if (config.smtpUrl) {
    // Bounded attempts: the outbox's claim lease (ADR 0022) must outlast any one of them.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return async (mail) => {
      // The message is ours (mail-message.ts); nodemailer only carries it.
      const { sender, recipient, message } = composeMail({ from: config.from, ...mail }, { newline: '\r\n' });
      await transport.sendMail({ envelope: { from: sender, to: [recipient] }, raw: message });
    };
  }
  const dir = config.dir;
  if (!dir) return null;
  // The folder is made once per process, not once per mail (every reservation call mails).
  let folder: Promise<unknown> | null = null;
  return async (mail) => {
    const { message } = composeMail({ from: config.from, ...mail }, { newline: '\n' });
    folder ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      folder = null;
      throw error;
    });
    await folder;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(dir, `${stamp}-${randomUUID()}.eml`), message);
  };
}
