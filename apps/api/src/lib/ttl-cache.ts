/**
 * A small in-process cache of values loaded on demand and kept for a fixed time (ADR 0008).
 *
 * - Concurrent misses of one key share a single load (no stampede on the database or the
 *   identity service when a popular entry expires under load).
 * - A failed load is not kept: the next call tries again.
 * - The age counts from the start of the load, so a value is never served longer than the TTL
 *   after it was read.
 * - At most `maxEntries` keys are kept; past that the least recently loaded one is dropped.
 * - A TTL of 0 turns the cache off: every call loads.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, replaceable in tests; milliseconds. */
  now?: () => number;
}

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    if (!(options.ttlMs >= 0) || !(options.maxEntries >= 1)) throw new Error('TtlCache: ttlMs >= 0 and maxEntries >= 1 are required');
    this.now = options.now ?? Date.now;
  }

  get(key: K, load: (key: K) => Promise<V>): Promise<V> {
    if (this.options.ttlMs === 0) return load(key);
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;

    const entry: Entry<V> = { expiresAt: now + this.options.ttlMs, value: load(key) };
    // Re-inserting moves the key to the end: the Map's order is the order of loading.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets one key (e.g. after this process changed the underlying data itself). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
