import { randomUUID } from 'node:crypto';
import { makeCarOwner } from '@kurumatabi/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../../../scripts/src/lib/smtp-sink.js';
import { mailOutbox, notifications, users } from '../../db/schema/index.js';
import { currentShareContractVersion } from '../../../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, injectAs } from '../../../test/helpers.js';
import { retryDelayMs } from './mail-outbox.js';
import { createMailOutboxRepository } from './mail-outbox.repository.js';

/**
 * The mail outbox (ADR 0022) against a real SMTP conversation: the sink is a minimal SMTP responder
 * started here; the app, its worker and PostgreSQL are the real ones.
 */

let smtp: SmtpSink;
let app: FastifyInstance;
let version: string;

const outboxEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_OUTBOX_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '100',
  MAIL_MAX_ATTEMPTS: '3',
});

beforeAll(async () => {
  smtp = await startSmtpSink({ mode: 'refusing' });
  app = await buildTestApp(outboxEnv(smtp.url));
  await app.ready();
  version = await currentShareContractVersion();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function outboxOf(email: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

describe('the mail outbox', () => {
  it('backs off exponentially from the base delay, at most an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(9, 30_000)).toBe(3_600_000);
  });

  it('lets the action succeed while SMTP refuses, and delivers the mail once SMTP is back', async () => {
    await smtp.setMode('refusing');
    const user = await createRegisteredUser('送信 再試行');
    const started = Date.now();
    const response = await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true });
    expect(response.statusCode).toBe(200);
    // The action never waits for SMTP.
    expect(Date.now() - started).toBeLessThan(2_000);

    const retried = await until(
      () => outboxOf(user.email),
      (rows) => (rows[0]?.attempts ?? 0) >= 2,
    );
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ status: 'Pending' });
    expect(retried[0]?.lastError).toMatch(/421|service not available/i);
    expect(smtp.mails.filter((m) => m.to.includes(user.email))).toHaveLength(0);

    await smtp.setMode('up');
    const sent = await until(
      () => outboxOf(user.email),
      (rows) => rows[0]?.status === 'Sent',
    );
    expect(sent[0]?.status).toBe('Sent');
    const delivered = smtp.mails.filter((m) => m.to.includes(user.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    const [notice] = await app.db.select().from(notifications).where(eq(notifications.id, sent[0]!.notificationId!));
    expect(notice?.emailedAt).not.toBeNull();
  });

  it('marks a mail Failed after the last attempt and lists it for operators', async () => {
    await smtp.setMode('up');
    const user = await createRegisteredUser('宛先 不明');
    await app.db
      .update(users)
      .set({ email: `bounce-${user.uid.toLowerCase()}@example.test` })
      .where(eq(users.firebaseUid, user.uid));
    expect((await injectAs(user, makeCarOwner, { shareContractVersion: version, agreed: true })).statusCode).toBe(200);
    const address = `bounce-${user.uid.toLowerCase()}@example.test`;
    const rows = await until(
      () => outboxOf(address),
      (r) => r[0]?.status === 'Failed',
    );
    expect(rows[0]).toMatchObject({ status: 'Failed', attempts: 3 });
    expect(rows[0]?.lastError).toMatch(/550/);
    const failed = await createMailOutboxRepository(app.db).listFailed();
    expect(failed.map((f) => f.toAddress)).toContain(address);
  });

  it('never sends a mail twice, with two processes working the same outbox', async () => {
    await smtp.setMode('up');
    // Two apps of one scope (as every production process is of the null scope), stopped: only flush() works.
    const scope = `race-${randomUUID()}`;
    const [one, two] = [
      await buildTestApp({ ...outboxEnv(smtp.url), MAIL_OUTBOX_SCOPE: scope }),
      await buildTestApp({ ...outboxEnv(smtp.url), MAIL_OUTBOX_SCOPE: scope }),
    ];
    try {
      const ids = (
        await app.db
          .insert(mailOutbox)
          .values(
            Array.from({ length: 60 }, (_, i) => ({
              toAddress: `race-${i}@example.test`,
              subject: '二重送信テスト',
              body: `本文 ${i}`,
              workerScope: scope,
            })),
          )
          .returning({ id: mailOutbox.id })
      ).map((r) => r.id);
      await Promise.all([one.mailOutbox!.flush(), two.mailOutbox!.flush(), one.mailOutbox!.flush(), two.mailOutbox!.flush()]);
      const sentRows = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'Sent'), eq(mailOutbox.attempts, 1)));
      expect(sentRows[0]?.n).toBe(60);
      const recipients = smtp.mails.flatMap((m) => m.to).filter((to) => to.startsWith('race-'));
      expect(recipients).toHaveLength(60);
      expect(new Set(recipients).size).toBe(60);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
