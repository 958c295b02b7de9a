import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { sweep, WINDOW_MS, type CountersByClass } from './class-counters.js';
import { createRateLimitRepository, totalKey, type WindowCalls } from './rate-limit.repository.js';
import type { UnsentCount } from './window-counters.js';

/** Windows this old are dropped from the table (a few minutes after they ended). */
const KEEP_ENDED_WINDOWS_MS = 5 * WINDOW_MS;
/** A failing store is reported at most this often (PostgreSQL down must not flood the log). */
const WARN_EVERY_MS = 60_000;

/**
 * The PostgreSQL store of the counts (ADR 0017, RATE_LIMIT_STORE=postgres): each process keeps
 * counting in memory and, once per sync interval, adds its new calls to the shared table in one
 * upsert and learns back each key's total over all replicas. While PostgreSQL cannot be reached,
 * each process goes on limiting with its own counts and sends them once it can.
 */
export function createSharedCounts(options: { db: Db; counters: CountersByClass; log: FastifyBaseLogger; now: () => number }) {
  const repository = createRateLimitRepository(options.db);
  let running: Promise<void> | null = null;
  let lastDrop = 0;
  let lastWarning = -Infinity;

  async function syncOnce(): Promise<void> {
    const now = options.now();
    sweep(options.counters, now);
    const pending: { bucket: string; count: UnsentCount }[] = [];
    for (const [rateLimitClass, { perUser, perAddress }] of options.counters) {
      for (const count of perUser.unsent(now)) pending.push({ bucket: `${rateLimitClass}:u:${count.key}`, count });
      for (const count of perAddress.unsent(now)) pending.push({ bucket: `${rateLimitClass}:a:${count.key}`, count });
    }
    try {
      if (pending.length > 0) {
        const calls: WindowCalls[] = pending.map(({ bucket, count }) => ({
          bucket,
          windowStartMs: count.windowStartMs,
          calls: count.calls,
        }));
        const totals = await repository.addCalls(calls);
        for (const { bucket, count } of pending) {
          const total = totals.get(totalKey(bucket, count.windowStartMs));
          if (total !== undefined) count.learn(total);
        }
      }
      if (now - lastDrop >= WINDOW_MS) {
        lastDrop = now;
        await repository.dropEndedWindows(now - KEEP_ENDED_WINDOWS_MS);
      }
    } catch (err) {
      for (const { count } of pending) count.restore();
      if (now - lastWarning >= WARN_EVERY_MS) {
        lastWarning = now;
        options.log.warn({ err }, 'レート制限の共有カウントを PostgreSQL に書けません（各プロセスのカウントで制限を続けます）');
      }
    }
  }

  return {
    /** One sync at a time: a tick that comes while the previous one still waits for PostgreSQL waits for it instead. */
    sync(): Promise<void> {
      running ??= syncOnce().finally(() => (running = null));
      return running;
    },
  };
}
