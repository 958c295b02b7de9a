import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { createThrottledWarning } from '../../lib/throttled-warning.js';
import type { Mailer } from './mailer.js';
import type { ClaimedMail, MailOutboxRepository } from './mail-outbox.repository.js';

export interface MailOutboxOptions {
  /** How often a worker looks for due mails when nothing woke it. */
  pollMs: number;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs: number;
  /** Attempts before a mail is marked Failed. */
  maxAttempts: number;
  /** The mails this worker may send: those queued with the same scope (null in production: all). */
  scope: string | null;
}

const BATCH = 50;
const CONCURRENT_SENDS = 5;
/** Wakes during a pass are gathered for this long into the next one (under load, one pass per tick, not one per mail). */
const WAKE_COALESCE_MS = 50;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed mail is left to its claimer before it is due again. Longer than any attempt can
 * take (the SMTP transport gives up within a minute), so that two workers never send it at once.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** The delay before the attempt after `attempts` failed ones: base × 2^(attempts−1), at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface MailOutbox {
  /** Polls from now on (every API process runs one worker). */
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
  /** A mail was just committed: look now instead of at the next poll. */
  wake(): void;
  /** Sends every due mail now, pass after pass, until none is due (tests, scripts). */
  flush(): Promise<void>;
}

/**
 * The worker of the mail outbox (ADR 0022). The action that queued a mail never waits for SMTP: it
 * only wakes the worker. Each pass claims due mails (a claim is exclusive across processes), sends
 * them and records the outcome; a failure is retried with exponential back-off, and the last one
 * marks the mail Failed for operators. Mail is sent at least once: a process killed between the
 * SMTP server's "250 OK" and the row's update sends it again after the lease.
 */
export function createMailOutbox(deps: {
  repository: MailOutboxRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  options: MailOutboxOptions;
  /** Counts a pass as in-flight work, so that shutdown waits for it before closing the pool. */
  track?: <T>(work: () => Promise<T>) => Promise<T>;
}): MailOutbox {
  const { repository, mailer, log, options } = deps;
  const track = deps.track ?? ((work) => work());
  const warnDatabaseDown = createThrottledWarning({
    periodMs: 30_000,
    write: ({ count }) => log.warn({ count }, 'メール送信: PostgreSQL に接続できません（再接続まで待ちます）'),
  });
  const warnSmtp = createThrottledWarning({
    periodMs: 30_000,
    write: ({ count, detail }) => log.warn({ count, detail }, 'メール送信に失敗しました（後で再送します）'),
  });

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;

  /** One attempt; answers whether the SMTP server took the mail (a failure is recorded here). */
  async function attempt(mail: ClaimedMail): Promise<boolean> {
    try {
      await mailer({ to: mail.toAddress, subject: mail.subject, text: mail.body });
      return true;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const retryIn = mail.attempts >= options.maxAttempts ? null : retryDelayMs(mail.attempts, options.retryBaseMs);
      if (retryIn === null) log.error({ mailId: mail.id, attempts: mail.attempts, detail }, 'メールを送信できませんでした（Failed）');
      else warnSmtp(detail);
      await repository.markAttemptFailed(mail, detail.slice(0, 1000), retryIn);
      return false;
    }
  }

  /**
   * Claims and sends until a claim comes back short (nothing more is due): a few SMTP conversations
   * at a time, and the sent ones recorded in one statement per claim (a busy minute of reservations
   * costs the database two statements per fifty mails, not two per mail).
   */
  async function pass(): Promise<void> {
    for (;;) {
      const claimed = await repository.claimDue(BATCH, CLAIM_LEASE_MS, options.scope);
      const sent: ClaimedMail[] = [];
      for (let i = 0; i < claimed.length; i += CONCURRENT_SENDS) {
        const slice = claimed.slice(i, i + CONCURRENT_SENDS);
        const outcomes = await Promise.all(slice.map((mail) => attempt(mail)));
        sent.push(...slice.filter((_, j) => outcomes[j]));
      }
      if (sent.length > 0) await repository.markSent(sent);
      if (claimed.length < BATCH) return;
    }
  }

  function schedule(): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), options.pollMs);
    timer.unref();
  }

  /** One pass at a time in this process; a wake during a pass asks for another one after it. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      for (;;) {
        again = false;
        try {
          await track(pass);
        } catch (error) {
          if (isDatabaseUnavailable(error)) warnDatabaseDown('');
          else log.error({ err: error }, 'メール送信の処理に失敗しました');
        }
        if (!again || !started) break;
        await new Promise((resolve) => setTimeout(resolve, WAKE_COALESCE_MS));
      }
    })().finally(() => {
      running = null;
      schedule();
    });
    return running;
  }

  return {
    start() {
      if (started) return;
      started = true;
      void run();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    wake() {
      if (started) void run();
    },
    async flush() {
      await running;
      await track(pass);
    },
  };
}
