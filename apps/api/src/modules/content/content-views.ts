import { createHmac } from 'node:crypto';
import { japanDay } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { Db } from '../../db/client.js';
import { addressKey } from '../../lib/address-key.js';
import { sqlStateOf } from '../reserves/reserve-transaction.js';

/** Who reads: the signed-in user when the request proved one, else the client's address and user agent. */
export interface ContentViewer {
  userId: string | null;
  /** The client's address as the trusted proxies give it (`request.ip`). */
  address: string;
  userAgent: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Distinct views waiting for a flush, at most: past it (a flood between two flushes) views are not counted rather than held. */
const MAX_PENDING = 200_000;
/** Visitors whose rate is followed, at most: past it a new visitor is not counted until the next flush forgets the quiet ones. */
const MAX_FOLLOWED = 200_000;

/**
 * Page views that count (ADR 0031, ADR 0044): a view counts once per person, item and Japan day.
 * The person is a keyed hash of the day and the signed-in user, or of the address (an IPv6 address by
 * its /64) and the user agent: the address is never kept, and a day's hashes do not link to the next
 * day's. Robots are left out by user agent (isbot; an empty one too) and by rate (more than
 * `maxPerMinute` views a minute across items: that visitor counts for nothing more that day, and its
 * views not yet written are dropped).
 *
 * Nothing is written per view: each process keeps the distinct (item, day, visitor) it saw, and a
 * timer writes them in one statement that inserts the visitor rows (`on conflict do nothing`) and adds
 * to each item's day only the rows it inserted, so replicas flushing the same visitor at once count it
 * once, lose nothing and overwrite nothing. A failed flush keeps its views for the next one; stop()
 * flushes what is left. Visitor rows older than yesterday are deleted, once a day per process.
 */
export function createContentViews(deps: {
  db: Db;
  now: () => Date;
  flushIntervalMs: number;
  visitorSecret: string;
  maxPerMinute: number;
  onError?: (error: unknown) => void;
}) {
  /** `${contentId}|${day}|${visitor}` not yet written. */
  let pending = new Set<string>();
  /** Each visitor's views in the minute that began with `since`. */
  const followed = new Map<string, { since: number; views: number }>();
  /** Visitors taken for robots by their rate, with the day they are hashed for. */
  const robots = new Map<string, string>();
  let prunedDay: string | null = null;
  let timer: NodeJS.Timeout | null = null;

  function visitorOf(viewer: ContentViewer, day: string): string | null {
    const agent = viewer.userAgent.trim();
    if (agent === '' || isbot(agent)) return null;
    const person = viewer.userId !== null ? `user\n${viewer.userId}` : `address\n${addressKey(viewer.address)}\n${agent}`;
    // 128 bits of the HMAC: no collision between people in any realistic day.
    return createHmac('sha256', deps.visitorSecret).update(`${day}\n${person}`).digest('base64url').slice(0, 22);
  }

  /** Whether this view is within the visitor's rate; the one that goes past it marks a robot. */
  function withinRate(visitor: string, day: string, at: number): boolean {
    if (robots.has(visitor)) return false;
    const seen = followed.get(visitor);
    if (!seen || at - seen.since >= MINUTE_MS) {
      if (!seen && followed.size >= MAX_FOLLOWED) return false;
      followed.set(visitor, { since: at, views: 1 });
      return true;
    }
    seen.views += 1;
    if (seen.views <= deps.maxPerMinute) return true;
    robots.set(visitor, day);
    followed.delete(visitor);
    return false;
  }

  function record(contentId: string, viewer: ContentViewer): void {
    const at = deps.now();
    const day = japanDay(at);
    const visitor = visitorOf(viewer, day);
    if (visitor === null || !withinRate(visitor, day, at.getTime())) return;
    if (pending.size < MAX_PENDING) pending.add(`${contentId}|${day}|${visitor}`);
  }

  /** Forgets visitors quiet for a minute and robots of days gone (their hashes will not come again). */
  function forget(today: string, at: number): void {
    for (const [visitor, seen] of followed) if (at - seen.since >= MINUTE_MS) followed.delete(visitor);
    const yesterday = japanDay(new Date(at - DAY_MS));
    for (const [visitor, day] of robots) if (day !== today && day !== yesterday) robots.delete(visitor);
  }

  /** Deletes the visitor rows no flush can need any more: their day is before yesterday. */
  async function prune(today: string, at: number): Promise<void> {
    if (prunedDay === today) return;
    const yesterday = japanDay(new Date(at - DAY_MS));
    await deps.db.execute(sql`delete from content_view_visitors where day < ${yesterday}::date`);
    prunedDay = today;
  }

  /** Writes the views so far; returns how many counted (new people). Views recorded meanwhile wait for the next flush. */
  async function flush(): Promise<number> {
    const at = deps.now();
    const today = japanDay(at);
    forget(today, at.getTime());
    const batch = pending;
    pending = new Set();
    // One order for every process: two replicas inserting the same rows wait for each other, never deadlock.
    const rows = [...batch]
      .map((key) => key.split('|') as [string, string, string])
      .filter(([, , visitor]) => !robots.has(visitor))
      .sort(([a, b, c], [d, e, f]) => (a !== d ? (a < d ? -1 : 1) : b !== e ? (b < e ? -1 : 1) : c < f ? -1 : c > f ? 1 : 0))
      .map(([contentId, day, visitor]) => ({ c: contentId, d: day, v: visitor }));
    let counted = 0;
    if (rows.length > 0) {
      try {
        const result = await deps.db.execute<{ counted: number }>(sql`
          with batch as (
            select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(c uuid, d date, v text)
          ),
          inserted as (
            insert into content_view_visitors (content_id, day, visitor)
            select b.c, b.d, b.v from batch b
            where exists (select 1 from contents where contents.id = b.c)
            order by b.c, b.d, b.v
            on conflict do nothing
            returning content_id, day
          ),
          added as (
            insert into content_view_days (content_id, day, views)
            select content_id, day, count(*) from inserted group by content_id, day order by content_id, day
            on conflict (content_id, day) do update set views = content_view_days.views + excluded.views
            returning 1
          )
          select (select count(*) from inserted)::int as counted, (select count(*) from added)::int as days`);
        counted = result.rows[0]?.counted ?? 0;
      } catch (error) {
        // An item deleted between the check and the insert (foreign key) loses the batch; anything else is tried again.
        if (sqlStateOf(error) !== '23503') for (const key of batch) if (pending.size < MAX_PENDING) pending.add(key);
        throw error;
      }
    }
    await prune(today, at.getTime());
    return counted;
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

  return { record, flush, start, stop, pendingCount: () => pending.size };
}

export type ContentViews = ReturnType<typeof createContentViews>;
