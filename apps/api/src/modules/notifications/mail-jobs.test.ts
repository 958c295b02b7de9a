import { randomUUID } from 'node:crypto';
import * as c from '@kurumatabi/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../../../scripts/src/lib/smtp-sink.js';
import { currentShareContractVersion } from '../../../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, injectAs, testEnv, type TestUser } from '../../../test/helpers.js';
import { createOperator } from '../../../test/listings-fixtures.js';
import { loadConfig } from '../../config.js';
import { notifications, users } from '../../db/schema/index.js';
import { createSandboxProvider } from '../payments/sandbox/sandbox-provider.js';
import { createServices } from '../services.js';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import type { MailJob } from './mail-jobs.js';

/**
 * Mail on pg-boss (ADR 0026) against a real SMTP conversation: the sink is a minimal SMTP responder
 * started here; the app, pg-boss's workers and PostgreSQL are the real ones. Retries wait for
 * pg-boss's backoff (1 s, then 2 s, with jitter) instead of a fake clock.
 */

let smtp: SmtpSink;
let app: FastifyInstance;
let version: string;
let operator: TestUser;

const mailEnv = (smtpUrl: string, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtpUrl,
  MAIL_POLL_SECONDS: '0.5',
  MAIL_RETRY_BASE_SECONDS: '1',
  MAIL_MAX_ATTEMPTS: '2',
  ...extra,
});

beforeAll(async () => {
  smtp = await startSmtpSink({ mode: 'up' });
  app = await buildTestApp(mailEnv(smtp.url));
  await app.ready();
  version = await currentShareContractVersion();
  operator = await createOperator();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

type JobRow = {
  id: string;
  state: string;
  retryCount: number;
  data: MailJob;
  output: { message?: string } | null;
};

/** The jobs of a queue whose mail goes to `to` (pg-boss's own table). */
async function jobsTo(queue: string, to: string): Promise<JobRow[]> {
  const result = await app.db.execute<JobRow>(sql`
    select id, state, retry_count as "retryCount", data, output from ${sql.raw(JOB_SCHEMA)}.job
    where name = ${queue} and data ->> 'to' = ${to} order by created_on`);
  return result.rows;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const delivered = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

describe('mail on the job engine', () => {
  it('lets the action succeed while SMTP refuses, retries, and delivers the mail once SMTP is back', async () => {
    const user = await createRegisteredUser('送信 再試行');
    await smtp.setMode('refusing');
    try {
      const started = Date.now();
      const response = await injectAs(user, c.makeCarOwner, { shareContractVersion: version, agreed: true });
      expect(response.statusCode).toBe(200);
      // The action never waits for SMTP.
      expect(Date.now() - started).toBeLessThan(2_000);
      const retrying = await until(
        () => jobsTo(app.mail!.queues.mail, user.email),
        (rows) => rows[0]?.state === 'retry',
      );
      expect(retrying).toHaveLength(1);
      expect(retrying[0]?.output?.message).toMatch(/421|service not available/i);
      expect(delivered(user.email)).toHaveLength(0);
    } finally {
      await smtp.setMode('up');
    }
    const sent = await until(
      () => jobsTo(app.mail!.queues.mail, user.email),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(sent[0]).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(delivered(user.email)).toHaveLength(1);
    expect(delivered(user.email)[0]?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    const [notice] = await app.db.select().from(notifications).where(eq(notifications.id, sent[0]!.data.noticeIds[0]!));
    expect(notice?.emailedAt).not.toBeNull();
  });

  it('fails a mail after the last attempt, lists it for operators, and sends it again on their retry', async () => {
    const user = await createRegisteredUser('宛先 不達');
    await smtp.setMode('refusing');
    let failed: JobRow[];
    try {
      expect((await injectAs(user, c.makeCarOwner, { shareContractVersion: version, agreed: true })).statusCode).toBe(200);
      failed = await until(
        () => jobsTo(app.mail!.queues.mail, user.email),
        (rows) => rows[0]?.state === 'failed',
      );
    } finally {
      await smtp.setMode('up');
    }
    expect(failed[0]).toMatchObject({ state: 'failed', retryCount: 1 });

    const list = await injectAs(operator, c.listFailedMails, {});
    expect(list.statusCode).toBe(200);
    const mail = list.json<{ items: c.FailedMail[] }>().items.find((m) => m.to === user.email);
    expect(mail).toMatchObject({ id: failed[0]!.id, subject: '【くるま旅】車両オーナー登録が完了しました', attempts: 2, noticeCount: 1 });
    expect(mail?.lastError).toMatch(/421/);
    expect(mail?.text).toContain('宛先 不達 様');
    // Not an operator: refused before anything is read.
    expect((await injectAs(user, c.listFailedMails, {})).statusCode).toBe(403);

    const retried = await injectAs(operator, c.retryFailedMail, { mailId: mail!.id });
    expect(retried.statusCode, retried.body).toBe(200);
    await until(
      () => jobsTo(app.mail!.queues.mail, user.email),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(delivered(user.email)).toHaveLength(1);
    const again = await injectAs(operator, c.retryFailedMail, { mailId: mail!.id });
    expect([again.statusCode, again.json<c.ErrorEnvelope>().error.code]).toEqual([409, 'MAIL_NOT_FAILED']);
    const unknown = await injectAs(operator, c.retryFailedMail, { mailId: randomUUID() });
    expect([unknown.statusCode, unknown.json<c.ErrorEnvelope>().error.code]).toEqual([404, 'MAIL_NOT_FOUND']);
    // The one retry that happened is in the operators' audit log, once (ADR 0033); the refused ones are not.
    const audit = await app.db.execute<{ action: string }>(sql`select action from operator_audit_log where target_id = ${mail!.id}`);
    expect(audit.rows).toEqual([{ action: 'mail.retry' }]);
  });
});

describe('a worker fetching several mails at once', () => {
  it('completes the mails sent and retries only the refused one', async () => {
    const tag = randomUUID();
    const recipients = [`first-${tag}@example.test`, `bounce-${tag}@example.test`, `third-${tag}@example.test`];
    // One transaction and one wake: a worker takes the three in one fetch.
    await app.db.transaction(async (tx) => {
      for (const to of recipients) await app.mail!.queueMail({ to, subject: '一括取得テスト', text: to, noticeIds: [] }, tx);
    });
    app.mail!.wake();
    const settled = async () => (await Promise.all(recipients.map((to) => jobsTo(app.mail!.queues.mail, to)))).map(([job]) => job);
    const [first, bounced, third] = await until(settled, (jobs) =>
      jobs.every((job) => job && job.state !== 'created' && job.state !== 'active'),
    );
    expect(first).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(third).toMatchObject({ state: 'completed', retryCount: 0 });
    // 550 from the sink: this mail alone waits for its retry (or has failed for good if the retry came already).
    expect(['retry', 'failed']).toContain(bounced?.state);
    expect(bounced?.output?.message).toMatch(/550/);
    expect([delivered(recipients[0]!), delivered(recipients[1]!), delivered(recipients[2]!)].map((mails) => mails.length)).toEqual([
      1, 0, 1,
    ]);
    const started = await app.db.execute<{ n: number }>(sql`
      select count(distinct started_on)::int as n from ${sql.raw(JOB_SCHEMA)}.job
      where name = ${app.mail!.queues.mail} and data ->> 'to' = any(${sql.param(recipients)}::text[])`);
    expect(started.rows).toEqual([{ n: 1 }]);
  });
});

describe('batching the notices of a conversation', () => {
  /** The app's own services on its scope, to notify as the conversations module does. */
  function services() {
    const config = loadConfig(testEnv({ ...mailEnv(smtp.url), MAIL_QUEUE_SCOPE: app.mail!.queues.mail.slice('mail.'.length) }));
    return createServices({
      db: app.db,
      config,
      firebaseAuth: app.firebaseAuth,
      log: app.log,
      paymentProvider: createSandboxProvider(app.db),
    });
  }

  async function userIdOf(user: TestUser): Promise<string> {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, user.uid));
    return row!.id;
  }

  const message = (i: number) => ({
    kind: 'Message' as const,
    title: '新しいメッセージが届きました',
    body: `「ハイエース キャンパー」について: 質問 ${i}`,
    link: '/inquiries/thread-1',
  });

  it('gives five messages one mail, and skips a window whose messages were read in the app', async () => {
    const user = await createRegisteredUser('まとめ 受信');
    const userId = await userIdOf(user);
    const { notify } = services();
    const batchKey = `inquiry:${randomUUID()}`;
    for (let i = 1; i <= 5; i += 1) await app.db.transaction((tx) => notify(userId, message(i), { tx, batchKey }));

    const batches = await app.db.execute<{ state: string; n: number; waitsSeconds: number }>(sql`
      select state, count(*)::int as n, min(extract(epoch from start_after - created_on))::int as "waitsSeconds"
      from ${sql.raw(JOB_SCHEMA)}.job where name = ${app.mail!.queues.batch} and singleton_key = ${`${userId}:${batchKey}`}
      group by state`);
    // One waiting job for the five, due when the window (120 s by default) ends.
    expect(batches.rows).toEqual([{ state: 'created', n: 1, waitsSeconds: 120 }]);

    await app.mail!.flush({ batches: true });
    const [mail, ...more] = await jobsTo(app.mail!.queues.mail, user.email);
    expect(more).toHaveLength(0);
    expect(mail?.data.subject).toBe('【くるま旅】新しいメッセージが届きました（ほか4件）');
    for (let i = 1; i <= 5; i += 1) expect(mail?.data.text).toContain(`質問 ${i}`);
    expect(mail?.data.text).toContain('まとめ 受信 様');
    expect(mail?.data.text).toContain('新しいお知らせが5件あります。');
    expect(mail?.data.text).toContain('http://localhost:3000/inquiries/thread-1');
    expect(delivered(user.email)).toHaveLength(1);
    const notices = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notices).toHaveLength(5);
    expect(notices.every((n) => n.emailedAt !== null && n.mailBatchKey === null)).toBe(true);

    // A sixth message opens a new window; read in the app before it ends, it is not mailed.
    await app.db.transaction((tx) => notify(userId, message(6), { tx, batchKey }));
    const [sixth] = (await injectAs(user, c.showNotifications, { unreadOnly: true })).json<{ items: { id: string }[] }>().items;
    expect((await injectAs(user, c.markNotificationAsRead, { id: sixth!.id })).statusCode).toBe(200);
    await app.mail!.flush({ batches: true });
    expect(await jobsTo(app.mail!.queues.mail, user.email)).toHaveLength(1);
    const [read] = await app.db.select().from(notifications).where(eq(notifications.id, sixth!.id));
    expect(read).toMatchObject({ emailedAt: null, mailBatchKey: null });
  });

  it("writes neither the notice nor its mail when the caller's transaction rolls back", async () => {
    const user = await createRegisteredUser('取消 受信');
    const userId = await userIdOf(user);
    const { notify } = services();
    await expect(
      app.db.transaction(async (tx) => {
        await notify(userId, message(1), { tx });
        await notify(userId, message(2), { tx, batchKey: 'inquiry:rolled-back' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, userId))).toHaveLength(0);
    expect(await jobsTo(app.mail!.queues.mail, user.email)).toHaveLength(0);
    const batches = await app.db.execute(sql`
      select 1 from ${sql.raw(JOB_SCHEMA)}.job where name = ${app.mail!.queues.batch} and data ->> 'userId' = ${userId}`);
    expect(batches.rows).toHaveLength(0);
  });
});

describe('many API processes', () => {
  // Last in the file: the two apps it builds become the helpers' current app, and are closed.
  it('never sends a mail twice with two processes working the same queue', async () => {
    // Two apps of one scope (as every production process works the same queues), their workers running.
    const scope = `race-${randomUUID()}`;
    const [one, two] = [
      await buildTestApp(mailEnv(smtp.url, { MAIL_QUEUE_SCOPE: scope })),
      await buildTestApp(mailEnv(smtp.url, { MAIL_QUEUE_SCOPE: scope })),
    ];
    try {
      await Promise.all([one.ready(), two.ready()]);
      const recipients = Array.from({ length: 60 }, (_, i) => `race-${i}-${scope}@example.test`);
      await one.db.transaction(async (tx) => {
        for (const [i, to] of recipients.entries()) {
          await one.mail!.queueMail({ to, subject: '二重送信テスト', text: `本文 ${i}`, noticeIds: [] }, tx);
        }
      });
      one.mail!.wake();
      two.mail!.wake();
      await Promise.all([one.mail!.flush(), two.mail!.flush()]);
      const states = await one.db.execute<{ state: string; retryCount: number; n: number }>(sql`
        select state, retry_count as "retryCount", count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job
        where name = ${one.mail!.queues.mail} group by 1, 2`);
      expect(states.rows).toEqual([{ state: 'completed', retryCount: 0, n: 60 }]);
      const received = smtp.mails.flatMap((m) => m.to).filter((to) => to.endsWith(`${scope}@example.test`));
      expect(received).toHaveLength(60);
      expect(new Set(received).size).toBe(60);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
