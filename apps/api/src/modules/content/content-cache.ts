import { TtlCache } from '../../lib/ttl-cache.js';

/**
 * The public content reads kept per process (ADR 0008, made safe for run-time edits by ADR 0031):
 * - every content write sends `NOTIFY content_changed` in its transaction; each replica's listener
 *   drops its cache when it arrives (after the commit), so a change, an unpublication above all,
 *   is seen everywhere at once;
 * - while this process is not listening (starting, or its listening connection lost), nothing is
 *   served from memory, so a missed notification can never leave a stale page behind;
 * - a scheduled publication needs nobody to notify: the cache knows the next `publish_at` and
 *   drops itself when the clock passes it;
 * - and the TTL bounds everything else.
 */
export function createContentCache(deps: { ttlMs: number; now: () => Date; nextScheduledAt: (now: Date) => Promise<Date | null> }) {
  const cache = new TtlCache<string, unknown>({ ttlMs: deps.ttlMs, maxEntries: 1000, now: () => deps.now().getTime() });
  let listening = false;
  /** The moment the cached reads stop being true (the next scheduled publication), once known. */
  let boundary: Promise<number> | null = null;

  function drop(): void {
    cache.clear();
    boundary = null;
  }

  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!listening || deps.ttlMs === 0) return load();
    boundary ??= deps.nextScheduledAt(deps.now()).then(
      (at) => (at ? at.getTime() : Number.POSITIVE_INFINITY),
      // Unknown: serve from the database until the next drop asks again.
      () => Number.NEGATIVE_INFINITY,
    );
    const until = await boundary;
    if (until === Number.NEGATIVE_INFINITY) {
      boundary = null;
      return load();
    }
    if (deps.now().getTime() >= until) drop();
    return cache.get(key, load) as Promise<T>;
  }

  return {
    get,
    drop,
    /** Set by the listener: true once LISTEN is in place, false as soon as its connection is lost (drops too). */
    setListening(on: boolean): void {
      listening = on;
      drop();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
