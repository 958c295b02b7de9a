import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as c from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../../../scripts/src/lib/smtp-sink.js';
import { buildTestApp, injectAs, type TestUser } from '../../../test/helpers.js';
import { createHost, createOperator, japanDay } from '../../../test/listings-fixtures.js';
import { carRequest, licensedGuest, ok, reservableCar } from '../reserves/reserves-fixtures.js';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import type { MailJob } from './mail-jobs.js';

/**
 * The case (ADR 0026): SMTP is down while a host approves a reservation. The approval
 * succeeds at once, its mail job was committed with it, and the guest gets the mail once SMTP is back.
 */

let smtp: SmtpSink;
let app: FastifyInstance;
let root: string;
let owner: TestUser;
let guest: TestUser;
let operator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpSink({ mode: 'up' });
  root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-mail-reserve-'));
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_BASE_SECONDS: '1',
    STORAGE_DIR: path.join(root, 'storage'),
    CONTENT_CACHE_TTL_SECONDS: '0',
  });
  await app.ready();
  owner = await createHost('承認 オーナー');
  operator = await createOperator();
  guest = await licensedGuest(operator, '承認 待ちの ゲスト');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await rm(root, { recursive: true, force: true });
});

type Job = { state: string; data: MailJob; tried: boolean };

async function mailJobs(to: string, subject: string): Promise<Job[]> {
  const result = await app.db.execute<Job>(sql`
    select state, data, output is not null as tried from ${sql.raw(JOB_SCHEMA)}.job
    where name = ${app.mail!.queues.mail} and data ->> 'to' = ${to} and data ->> 'subject' = ${subject}`);
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

describe('a reservation approved while SMTP is down', () => {
  it('is approved at once, and the guest gets the mail once SMTP is back', async () => {
    const carId = await reservableCar(owner, operator);
    const request = ok<c.ReserveDetail>(await injectAs(guest, c.createCarReserve, carRequest(carId, japanDay(3), japanDay(4))), 'create');
    // The host's mail was queued in the request's own transaction (prepareNotice).
    await app.mail!.flush();
    expect(await mailJobs(owner.email, '【くるま旅】予約リクエストが届きました')).toMatchObject([{ state: 'completed' }]);

    const toGuest = () => smtp.mails.filter((m) => m.to.includes(guest.email)).length;
    const before = toGuest();
    await smtp.setMode('down');
    const subject = '【くるま旅】予約が確定しました';
    try {
      const started = Date.now();
      const approved = await injectAs(owner, c.approveReserveRequest, { reserveId: request.id });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      // Committed with the approval: the job is there as soon as the answer is.
      const [job] = await mailJobs(guest.email, subject);
      expect(job?.data.text).toContain(`「${request.listing.title}」`);
      expect(job?.data.text).toContain(`http://localhost:3000/reserves/${request.id}`);
      const tried = await until(
        () => mailJobs(guest.email, subject),
        (jobs) => jobs[0]?.tried === true,
      );
      expect(tried[0]?.state).not.toBe('completed');
      expect(toGuest()).toBe(before);
    } finally {
      await smtp.setMode('up');
    }
    const sent = await until(
      () => mailJobs(guest.email, subject),
      (jobs) => jobs[0]?.state === 'completed',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.state).toBe('completed');
    // The approval charged the card too: its mail (ADR 0036's money mails) was committed with it and waited as well.
    const charged = await until(
      () => mailJobs(guest.email, `【くるま旅】お支払いが完了しました（${request.total.toLocaleString('ja-JP')}円）`),
      (jobs) => jobs[0]?.state === 'completed',
    );
    expect(charged.map((job) => job.state)).toEqual(['completed']);
    expect(toGuest()).toBe(before + 2);
  });
});
