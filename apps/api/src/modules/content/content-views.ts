import { japanDay } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentViewDays } from '../../db/schema/index.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';

/**
 * Page views without a write per view (ADR 0031): each process counts in memory per item and
 * Japanese day, and a timer writes the counts as one statement that *adds* them to the day's row
 * (`views = views + n`), so any number of replicas flushing at once lose nothing and overwrite
 * nothing. A failed flush keeps its counts for the next one; stop() flushes what is left.
 */
export function createContentViews(deps: { db: Db; now: () => Date; flushIntervalMs: number; onError?: (error: unknown) => void }) {
  /** `${contentId}|${day}` → views not yet written. */
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;

  function record(contentId: string): void {
    const key = `${contentId}|${japanDay(deps.now())}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }

  function giveBack(batch: Map<string, number>): void {
    for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n);
  }

  /** Writes the counts so far; views recorded meanwhile wait for the next flush. */
  async function flush(): Promise<number> {
    if (pending.size === 0) return 0;
    const batch = pending;
    pending = new Map();
    // One order for every process: two replicas' upserts of the same rows never deadlock.
    const rows = [...batch]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, views]) => {
        const [contentId, day] = key.split('|') as [string, string];
        return { contentId, day, views };
      });
    try {
      await deps.db
        .insert(contentViewDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [contentViewDays.contentId, contentViewDays.day],
          set: { views: sql`${contentViewDays.views} + excluded.views` },
        });
    } catch (error) {
      // An item deleted meanwhile (foreign key) loses its views; anything else is tried again.
      if (sqlStateOf(error) !== '23503') giveBack(batch);
      throw error;
    }
    return rows.reduce((sum, row) => sum + row.views, 0);
  }

  function start(): void {
    if (timer) return;
    timer = setInterval(() => {
      flush().catch((error: unknown) => deps.onError?.(error));
    }, deps.flushIntervalMs);
    timer.unref();
  }

  async function stop(): Promise<void> {
    if (timer) clearInterval(timer);
    timer = null;
    await flush().catch((error: unknown) => deps.onError?.(error));
  }

  return { record, flush, start, stop, pendingCount: () => [...pending.values()].reduce((a, b) => a + b, 0) };
}

export type ContentViews = ReturnType<typeof createContentViews>;
