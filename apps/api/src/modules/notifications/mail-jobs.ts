import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../../db/job-schema.js';
import { runnerOf, statementName, type Runner } from '../../db/prepared.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { createThrottledWarning } from '../../lib/throttled-warning.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Mailer } from './mailer.js';

/** How often the workers' start is tried again while PostgreSQL cannot be reached. */
const START_RETRY_MS = 5_000;

export interface MailJobsOptions {
  /** How often each worker looks for due jobs when nothing woke it (pg-boss: at least 0.5 s). */
  pollSeconds: number;
  /** The first retry's delay; each further one doubles it (with jitter, pg-boss's backoff). */
  retryBaseSeconds: number;
  /** Attempts before a mail is failed and listed for operators. */
  maxAttempts: number;
  /** How long the notices of one conversation are gathered into one mail. */
  batchWindowSeconds: number;
  /** The queues of this process: null in production (every process works the same queues), one per test app. */
  scope: string | null;
}

/** A mail job: the whole mail, composed when it was queued, and the notices whose `emailed_at` it sets once sent. */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  noticeIds: string[];
}

/** A batch job: whose notices of which conversation to gather into one mail when the window ends. */
export interface BatchJob {
  userId: string;
  batchKey: string;
}

/** A failed mail as stored by pg-boss, for the operators' list. */
export interface FailedMailRow {
  id: string;
  data: MailJob;
  retryCount: number;
  lastError: string | null;
  createdOn: Date;
  completedOn: Date;
}

export type RetryOutcome = 'retried' | 'not-found' | 'not-failed';

export interface MailJobs {
  /** Checks pg-boss's schema, creates this scope's queues and starts the workers (onReady). */
  start(): Promise<void>;
  /** Stops the workers and waits for the jobs they hold (preClose, before the pool closes). */
  stop(): Promise<void>;
  /** Queues a mail on `tx`: it exists exactly when the caller's transaction commits. */
  queueMail(mail: MailJob, tx: DbOrTx): Promise<void>;
  /** Opens (or joins) the batch window of a user's conversation on `tx`. */
  queueBatch(batch: BatchJob, tx: DbOrTx): Promise<void>;
  /** A job was committed: this process's workers look now instead of at their next poll. */
  wake(): void;
  listFailed(limit: number, offset: number): Promise<{ items: FailedMailRow[]; total: number }>;
  retryFailed(id: string): Promise<RetryOutcome>;
  /**
   * Runs this scope's due jobs in this process now, until none is due and none is held by a worker
   * (tests, scripts). `batches` also runs the batch jobs whose window has not ended yet.
   */
  flush(options?: { batches?: boolean }): Promise<void>;
  /** The names of this scope's queues (tests read pg-boss's tables by them). */
  queues: { mail: string; batch: string };
}

const MAIL_WORKERS = 4;
/**
 * Mails a worker takes in one fetch. pg-boss's fetch sorts every due job of the queue, so under a burst (a
 * reservation mails its host) one job a fetch made the fetch PostgreSQL's costliest statement, as costly as the
 * reservation itself, and the backlog it left made each fetch dearer. At most MAIL_WORKERS × this many SMTP
 * conversations run at once.
 */
const MAIL_FETCH_BATCH = 5;
/** Longer than any SMTP conversation (the transport gives up within 50 s): an active job older than this is retried. */
const MAIL_EXPIRE_SECONDS = 120;
const BATCH_EXPIRE_SECONDS = 60;
/** Failed mails stay in pg-boss's job table (listed for operators, retryable) this long before it archives them. */
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;
/** A job not done within this is dropped by pg-boss: far beyond the last retry (about 4 to 8 hours by default). */
const RETENTION_DAYS = 60;
const FLUSH_LIMIT_MS = 30_000;

/**
 * pg-boss's statements that end a job after its handler: it runs them without awaiting them (see
 * `engineDb`). Their texts come from pg-boss's own plans (pg-boss is pinned exactly: 10.4.2).
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const completionStatements = new Set([plans.completeJobs(JOB_SCHEMA), plans.failJobsById(JOB_SCHEMA)]);

/** A job's retry settings from the configuration (pg-boss counts retries: attempts − 1). */
function retryOptions(options: MailJobsOptions) {
  return { retryLimit: options.maxAttempts - 1, retryDelay: options.retryBaseSeconds, retryBackoff: true };
}

/**
 * A statement of pg-boss as a named prepared statement (its name a hash of its text), so that PostgreSQL parses and
 * plans it once per connection where a generic plan serves: its mail fetch was planned afresh at every call (ADR 0018,
 * thirteenth pass). Texts of several statements (its maintenance and queue creation under a lock) cannot be prepared
 * and run as they are, as do texts without parameters.
 */
export function engineStatement(text: string, values: unknown[] | undefined): { name?: string; text: string; values?: unknown[] } {
  if (!values || values.length === 0 || text.includes(';')) return { text, values };
  return { name: statementName('pgboss', text, 20), text, values };
}

/** Runs pg-boss's statements on the connection of our transaction (`send`'s `db` option). */
function transactionDb(tx: DbOrTx): PgBoss.Db {
  const runner = runnerOf(tx);
  return { executeSql: (text, values) => runner.query(engineStatement(text, values)) };
}

/**
 * The mail queues on pg-boss (ADR 0026): mails are jobs written in the transaction of the event they
 * tell of; pg-boss's workers in every API process fetch them with `FOR UPDATE SKIP LOCKED` (one
 * worker per job however many processes ask), retry them with exponential backoff and keep the
 * ones given up on as failed jobs for operators. A notice of a conversation opens a batch job
 * keyed by user and conversation (a stately queue holds one waiting job per key), which gathers
 * what is still unread when its window ends into one mail.
 */
export function createMailJobs(deps: {
  /** The app's pool (pg-boss's own statements run on it: no pool of its own). */
  pool: Runner;
  mailer: Mailer;
  log: FastifyBaseLogger;
  options: MailJobsOptions;
  /** Gathers a batch's notices into one mail queued on `tx` (null: nothing left to tell). */
  gather: (batch: BatchJob, tx: DbOrTx) => Promise<MailJob | null>;
  /** The notices told of by a sent mail: their `emailed_at`. */
  markEmailed: (noticeIds: string[]) => Promise<void>;
  /** Runs a piece of our own work in a transaction of the app's database. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
  /** Counts the engine's statements and jobs as in-flight work: shutdown closes the pool only after them. */
  track?: <T>(work: () => Promise<T>) => Promise<T>;
}): MailJobs {
  const { log, options } = deps;
  const track = deps.track ?? ((work) => work());
  const suffix = options.scope === null ? '' : `.${options.scope}`;
  const queues = { mail: `mail${suffix}`, batch: `mail-batch${suffix}` };
  const warnDatabaseDown = createThrottledWarning({
    periodMs: 30_000,
    write: ({ count, detail }) => log.warn({ count, detail }, 'メール送信: PostgreSQL に接続できません（再接続まで待ちます）'),
  });
  const warnSmtp = createThrottledWarning({
    periodMs: 30_000,
    write: ({ count, detail }) => log.warn({ count, detail }, 'メール送信に失敗しました（後で再送します）'),
  });
  let stopping = false;

  /**
   * pg-boss's own statements, on our pool, counted as in-flight work. pg-boss ends a job after its
   * handler with a statement it does not await: when PostgreSQL is away at that moment, a rejection
   * would be unhandled and end the process. Such a failure is logged instead; the job stays active
   * until it expires and is then retried (at least once, never lost).
   */
  const engineDb: PgBoss.Db = {
    executeSql: (text, values) =>
      track(async () => {
        try {
          return await deps.pool.query(engineStatement(text, values));
        } catch (error) {
          if (!completionStatements.has(text)) throw error;
          if (stopping || isDatabaseUnavailable(error)) warnDatabaseDown(error instanceof Error ? error.message : String(error));
          else log.error({ err: error }, 'メール送信ジョブの完了を記録できませんでした（期限切れの後に再送します）');
          return { rows: [{ count: 0 }] };
        }
      }),
  };

  const boss = new PgBoss({
    db: engineDb,
    schema: JOB_SCHEMA,
    // The migrations install and upgrade pg-boss's schema; the API processes only check it.
    migrate: false,
    // No cron schedules; the maintenance (expiring held jobs, archiving) runs in one process at a time.
    schedule: false,
    supervise: true,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    pollingIntervalSeconds: options.pollSeconds,
  });
  boss.on('error', (error: Error) => {
    if (isDatabaseUnavailable(error) || stopping) warnDatabaseDown(error.message);
    else log.error({ err: error }, 'メール送信ジョブの処理でエラーが発生しました');
  });

  let queuesReady: Promise<void> | null = null;
  /**
   * This scope's queues, created once. pg-boss's create_queue adds a partition with a foreign key to
   * its queue table: two processes creating queues at once deadlock (seen with two apps starting
   * together), so creation runs under pg-boss's own advisory lock, in our transaction.
   */
  function ensureQueues(): Promise<void> {
    queuesReady ??= (async () => {
      const missing: { name: string; policy: 'standard' | 'stately' }[] = [];
      for (const [name, policy] of [
        [queues.mail, 'standard'],
        // Stately: at most one waiting job per key (user and conversation): the notices that follow join it.
        [queues.batch, 'stately'],
      ] as const) {
        if (!(await boss.getQueue(name))) missing.push({ name, policy });
      }
      if (missing.length === 0) return;
      await deps.transaction(async (tx) => {
        await runnerOf(tx).query(
          `select pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.${JOB_SCHEMA}')::bytea), 'hex'))::bit(64)::bigint)`,
        );
        for (const { name, policy } of missing) {
          await runnerOf(tx).query(`select ${JOB_SCHEMA}.create_queue($1, $2::json)`, [name, JSON.stringify({ policy })]);
        }
      });
    })().catch((error: unknown) => {
      queuesReady = null;
      throw error;
    });
    return queuesReady;
  }

  const mailWorkerIds: string[] = [];
  let nextToWake = 0;
  /**
   * One committed job wakes one mail worker, in turn: waking all of them made each job cost a fetch per
   * worker (three of them finding nothing), PostgreSQL's busiest statement under a burst of reservations.
   * A worker that finds a job looks again at once after it (`work`), so a backlog drains without more
   * waking, and several jobs committed together wake several workers.
   */
  function wake(): void {
    if (mailWorkerIds.length === 0) return;
    nextToWake = (nextToWake + 1) % mailWorkerIds.length;
    boss.notifyWorker(mailWorkerIds[nextToWake]!);
  }

  /** Sends one mail; a refusal is logged (as failed for good on the last attempt) and thrown. */
  async function deliver(job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
    try {
      await deps.mailer({ to: job.data.to, subject: job.data.subject, text: job.data.text });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (job.retryCount >= job.retryLimit) {
        log.error(
          { mailId: job.id, attempts: job.retryCount + 1, detail },
          'メールを送信できませんでした（失敗として運営の一覧に載ります）',
        );
      } else warnSmtp(detail);
      throw error;
    }
  }

  /** The mails left: their notices say so. A failure here only loses the date, never a mail (nor sends one twice). */
  async function markSent(jobs: readonly PgBoss.JobWithMetadata<MailJob>[]): Promise<void> {
    const noticeIds = jobs.flatMap((job) => job.data.noticeIds);
    if (noticeIds.length === 0) return;
    await deps.markEmailed(noticeIds).catch((error: unknown) => {
      log.warn({ err: error, mailIds: jobs.map((job) => job.id) }, 'メールの送信日時をお知らせに記録できませんでした');
    });
  }

  async function sendMail(job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
    await deliver(job);
    await markSent([job]);
  }

  /**
   * A worker's fetch of up to MAIL_FETCH_BATCH mails, sent side by side. Each mail's outcome stays its own: a
   * refused one is failed here by itself (retried later, or failed for good), and pg-boss's completion of the
   * batch afterwards only touches the jobs still active, so the sent ones complete and the refused one stays
   * failed. If its failure cannot be recorded, the whole batch fails instead (a sent mail may then go twice,
   * as with any completion PostgreSQL did not take: at least once, never lost).
   */
  async function sendMails(jobs: readonly PgBoss.JobWithMetadata<MailJob>[]): Promise<void> {
    const outcomes = await Promise.allSettled(jobs.map((job) => deliver(job)));
    const sent: PgBoss.JobWithMetadata<MailJob>[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const job = jobs[i]!;
      if (outcome.status === 'fulfilled') sent.push(job);
      else
        await boss.fail(queues.mail, job.id, {
          message: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason),
        });
    }
    await markSent(sent);
  }

  async function gatherBatch(job: PgBoss.Job<BatchJob>): Promise<void> {
    let queued: boolean;
    try {
      queued = await deps.transaction(async (tx) => {
        const mail = await deps.gather(job.data, tx);
        if (mail) await queueMail(mail, tx);
        return mail !== null;
      });
    } catch (error) {
      // pg-boss retries the job; the notices stay waiting (the transaction rolled back).
      if (isDatabaseUnavailable(error)) warnDatabaseDown(error instanceof Error ? error.message : String(error));
      else log.error({ err: error, batchJobId: job.id }, 'まとめて送るメールを作れませんでした（後で再試行します）');
      throw error;
    }
    if (queued) wake();
  }

  async function queueMail(mail: MailJob, tx: DbOrTx): Promise<void> {
    await ensureQueues();
    const id = await boss.send(queues.mail, mail, {
      ...retryOptions(options),
      expireInSeconds: MAIL_EXPIRE_SECONDS,
      retentionDays: RETENTION_DAYS,
      db: transactionDb(tx),
    });
    if (!id) throw new Error(`pg-boss did not queue the mail (queue ${queues.mail})`);
  }

  async function queueBatch(batch: BatchJob, tx: DbOrTx): Promise<void> {
    await ensureQueues();
    // Null when a job of this key is already waiting: it will gather this notice too.
    await boss.send(queues.batch, batch, {
      singletonKey: `${batch.userId}:${batch.batchKey}`,
      startAfter: options.batchWindowSeconds,
      ...retryOptions(options),
      expireInSeconds: BATCH_EXPIRE_SECONDS,
      retentionDays: RETENTION_DAYS,
      db: transactionDb(tx),
    });
  }

  /**
   * A worker that fetches up to `batchSize` jobs at a time and fetches again at once after them (a backlog drains
   * without waiting for a poll). pg-boss completes the fetched jobs when `run` resolves and fails them all when it throws.
   */
  async function work<T extends object>(
    queue: string,
    batchSize: number,
    run: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>,
  ): Promise<string> {
    let workerId: string | null = null;
    workerId = await boss.work<T>(queue, { batchSize, includeMetadata: true }, (jobs) =>
      track(async () => {
        if (jobs.length === 0) return;
        // Stopping: hand the jobs back (they are retried) rather than start an SMTP conversation the pool may not see end.
        if (stopping) throw new Error('API の停止中のため、後で再試行します');
        if (workerId) boss.notifyWorker(workerId);
        await run(jobs);
      }),
    );
    return workerId;
  }

  let startTimer: NodeJS.Timeout | null = null;

  /**
   * Starts the engine and this process's workers. An API may start while PostgreSQL is away (a deploy during
   * its restart): the API then answers 503 and /readyz says not ready (ADR 0022), and the workers start once
   * PostgreSQL answers, tried again every few seconds, instead of failing the API's start. (The database is
   * asked first: pg-boss's start cannot be tried again on the same instance after it failed.)
   */
  async function start(): Promise<void> {
    try {
      await deps.pool.query('select 1');
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      warnDatabaseDown(error instanceof Error ? error.message : String(error));
      if (!stopping) {
        startTimer = setTimeout(() => {
          startTimer = null;
          start().catch((failure: unknown) =>
            log.error({ err: failure }, 'メール送信ワーカーを起動できませんでした（API を再起動してください）'),
          );
        }, START_RETRY_MS);
        startTimer.unref();
      }
      return;
    }
    await boss.start();
    await ensureQueues();
    for (let i = 0; i < MAIL_WORKERS; i += 1) mailWorkerIds.push(await work<MailJob>(queues.mail, MAIL_FETCH_BATCH, sendMails));
    // One batch job at a time: each gathers in its own transaction, and its failure is its own.
    await work<BatchJob>(queues.batch, 1, ([job]) => gatherBatch(job!));
  }

  async function stop(): Promise<void> {
    stopping = true;
    if (startTimer) clearTimeout(startTimer);
    // Waits for the jobs in the workers' hands (the SMTP transport gives up within 50 s; the shutdown's grace is shorter:
    // a job still held then is handed back by pg-boss as failed-while-active and retried).
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
  }

  async function listFailed(limit: number, offset: number): Promise<{ items: FailedMailRow[]; total: number }> {
    const { rows } = await deps.pool.query<FailedMailRow & { total: string }>(
      `select id, data, retry_count as "retryCount", output ->> 'message' as "lastError", created_on as "createdOn",
              completed_on as "completedOn", count(*) over () as total
       from ${JOB_SCHEMA}.job where name = $1 and state = 'failed'
       order by completed_on desc, id limit $2 offset $3`,
      [queues.mail, limit, offset],
    );
    if (rows.length === 0 && offset > 0) {
      const { rows: counted } = await deps.pool.query<{ n: number }>(
        `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state = 'failed'`,
        [queues.mail],
      );
      return { items: [], total: counted[0]?.n ?? 0 };
    }
    return { items: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
  }

  async function retryFailed(id: string): Promise<RetryOutcome> {
    const job = await boss.getJobById(queues.mail, id);
    if (!job) return 'not-found';
    if (job.state !== 'failed') return 'not-failed';
    // pg-boss's retry: one more attempt, due at once.
    await boss.retry(queues.mail, id);
    const after = await boss.getJobById(queues.mail, id);
    if (after?.state === 'failed') return 'not-failed';
    wake();
    return 'retried';
  }

  async function runNow<T extends object>(
    queue: string,
    job: PgBoss.JobWithMetadata<T>,
    run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ) {
    try {
      await run(job);
    } catch (error) {
      await boss.fail(queue, job.id, error instanceof Error ? { message: error.message } : { message: String(error) });
      return;
    }
    await boss.complete(queue, job.id);
  }

  async function flush(flushOptions: { batches?: boolean } = {}): Promise<void> {
    await ensureQueues();
    const deadline = Date.now() + FLUSH_LIMIT_MS;
    for (;;) {
      let ran = 0;
      if (flushOptions.batches) {
        const due = await boss.fetch<BatchJob>(queues.batch, { batchSize: 20, includeMetadata: true, ignoreStartAfter: true });
        for (const job of due) await runNow(queues.batch, job, gatherBatch);
        ran += due.length;
      }
      const mails = await boss.fetch<MailJob>(queues.mail, { batchSize: 20, includeMetadata: true });
      await Promise.all(mails.map((job) => runNow(queues.mail, job, sendMail)));
      ran += mails.length;
      if (ran === 0) {
        // Held by a worker, or due and skipped by our fetch: a worker's fetch had locked it but not yet committed
        // its `active` (FOR UPDATE SKIP LOCKED), so this snapshot still sees it waiting.
        const { rows } = await deps.pool.query<{ n: number }>(
          `select count(*)::int as n from ${JOB_SCHEMA}.job
           where name = any($1::text[]) and (state = 'active' or (name = any($2::text[]) and state < 'active' and start_after < now()))`,
          [[queues.mail, queues.batch], flushOptions.batches ? [queues.mail, queues.batch] : [queues.mail]],
        );
        if ((rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error('flush: jobs still held by a worker after 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  return { start, stop, queueMail, queueBatch, wake, listFailed, retryFailed, flush, queues };
}
