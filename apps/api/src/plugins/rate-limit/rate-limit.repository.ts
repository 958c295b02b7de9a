import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One key's calls in one window, as sent by a process. */
export interface WindowCalls {
  /** `<class>:<u|a>:<uid or address>`. */
  bucket: string;
  windowStartMs: number;
  calls: number;
}

/**
 * The shared counts of the replicas (ADR 0017, ADR 0047): one statement adds a process's new calls
 * and answers each key's total of the window. A count of 0 only asks for the total: it is read, not
 * written, so asking about a window nobody counted (a key's previous minute) leaves no row. Rows go
 * in sorted by key, so two replicas adding the same keys at once wait for each other instead of
 * deadlocking.
 */
export function createRateLimitRepository(db: Db) {
  return {
    async addCalls(counts: readonly WindowCalls[]): Promise<Map<string, number>> {
      const sorted = [...counts].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : a.windowStartMs - b.windowStartMs));
      const result = await db.execute<{ bucket: string; window_start_ms: string; calls: number }>(sql`
        with sent as (
          select bucket, to_timestamp(window_start_ms / 1000.0) as window_start, calls, position
          from unnest(
            ${sql.param(sorted.map((c) => c.bucket))}::text[],
            ${sql.param(sorted.map((c) => c.windowStartMs))}::bigint[],
            ${sql.param(sorted.map((c) => c.calls))}::integer[]
          ) with ordinality as sent(bucket, window_start_ms, calls, position)
        ), added as (
          insert into rate_limit_calls (bucket, window_start, calls)
          select bucket, window_start, calls from sent where calls > 0
          order by position
          on conflict (bucket, window_start) do update set calls = rate_limit_calls.calls + excluded.calls
          returning bucket, window_start, calls
        )
        select bucket, (extract(epoch from window_start) * 1000)::bigint as window_start_ms, calls from added
        union all
        select stored.bucket, (extract(epoch from stored.window_start) * 1000)::bigint, stored.calls
        from sent join rate_limit_calls stored on stored.bucket = sent.bucket and stored.window_start = sent.window_start
        where sent.calls = 0`);
      return new Map(result.rows.map((row) => [totalKey(row.bucket, Number(row.window_start_ms)), row.calls]));
    },

    /** Drops the windows that ended long ago (any replica may do it; the others' deletes then find nothing). */
    async dropEndedWindows(olderThanMs: number): Promise<void> {
      await db.execute(sql`delete from rate_limit_calls where window_start < to_timestamp(${olderThanMs} / 1000.0)`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/** The key of `addCalls`' answer. */
export function totalKey(bucket: string, windowStartMs: number): string {
  return `${windowStartMs}|${bucket}`;
}
