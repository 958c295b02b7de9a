import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of values loaded on demand and kept for a fixed time (ADR 0008).
 *
 * - Concurrent misses of one key share a single load (no stampede on the database or the
 *   identity service when a popular entry expires under load).
 * - A failed load is not kept: the next call tries again.
 * - The age counts from the start of the load, so a value is never served longer than the TTL
 *   after it was read.
 * - At most `maxEntries` keys are kept; past that the least recently loaded one is dropped. The keys, the bound and
 *   the dropping are lru-cache's (ADR 0051); the lives and the refresh ahead are ours, in each entry, because
 *   lru-cache's TTL counts a start of 0 as no TTL, serves an entry at exactly its TTL, and would reorder the keys
 *   to shorten their lives in place (`setTtlMs`).
 * - A TTL of 0 turns the cache off: every call loads.
 * - Refresh ahead (ADR 0018): a hit in the last fifth of its entry's life starts one reload in
 *   the background and is answered the current value at once; the reloaded value replaces it when
 *   it arrives. A key asked for at least once per fifth of the TTL therefore never waits for the
 *   database after its first load, and no value is served longer than the TTL after it was read
 *   (the current one stays until the reload lands, within its own life). A failed or outdated
 *   reload (the key deleted or replaced meanwhile) changes nothing. With `same`, a reload equal to the
 *   current value renews the current value instead of replacing it.
 */
export interface TtlCacheOptions<V = unknown> {
  ttlMs: number;
  maxEntries: number;
  /** The clock, replaceable in tests; milliseconds. */
  now?: () => number;
  /**
   * Whether a background reload brought the same value: the current one is then kept for a new life
   * (the reload's copy dies young, and what was made from the current one, e.g. its compressed forms, stays).
   */
  same?: (current: V, reloaded: V) => boolean;
}

/**
 * One key's value. While its load is under way the entry holds the load's promise; once the load has succeeded it
 * holds the value alone (`pending` null), so that a kept entry is one object beside its value, not three (the
 * promise and a wrapper too). At full scale the listing cache keeps some 40,000 entries, and every major GC marks
 * each of their objects again (ADR 0018, sixteenth pass).
 */
interface Entry<V> {
  expiresAt: number;
  /** From this moment on, a hit starts the background reload. */
  refreshAt: number;
  refreshing: boolean;
  /** The load while it is under way; null once it has succeeded. */
  pending: Promise<V> | null;
  /** The loaded value, once `pending` is null: what `peek` answers without waiting. */
  loaded: V | undefined;
}

/** The share of an entry's life after which a hit reloads it in the background. */
export const REFRESH_AFTER = 0.8;

export class TtlCache<K extends NonNullable<unknown>, V> {
  /**
   * Read with `peek` (never `get`): a hit does not move its key, so the order stays the order of loading, and `set`
   * moves a key to the end. No lru-cache TTL: each entry's own `expiresAt` decides, read with our clock.
   */
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly now: () => number;
  private ttlMs: number;

  constructor(private readonly options: TtlCacheOptions<V>) {
    if (!(options.ttlMs >= 0) || !(options.maxEntries >= 1)) throw new Error('TtlCache: ttlMs >= 0 and maxEntries >= 1 are required');
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs;
    this.entries = new LRUCache<K, Entry<V>>({ max: options.maxEntries });
  }

  /**
   * The life of the entries stored from now on (ADR 0050: a replica that cannot hear the others' drops
   * keeps values for the short TTL only); entries already kept live at most that long from now.
   */
  setTtlMs(ttlMs: number): void {
    if (!(ttlMs >= 0)) throw new Error('TtlCache: ttlMs >= 0 is required');
    this.ttlMs = ttlMs;
    const until = this.now() + ttlMs;
    for (const entry of this.entries.values()) {
      if (entry.expiresAt > until) entry.expiresAt = until;
      if (entry.refreshAt > until) entry.refreshAt = until;
    }
  }

  get(key: K, load: (key: K) => Promise<V>): Promise<V> {
    if (this.ttlMs === 0) return load(key);
    const now = this.now();
    const hit = this.entries.peek(key);
    if (hit && hit.expiresAt > now) {
      this.refreshIfLate(key, hit, load, now);
      return hit.pending ?? Promise.resolve(hit.loaded as V);
    }
    const loading = load(key);
    const entry = this.store(key, now, loading);
    loading.then(
      (value) => {
        entry.loaded = value;
        entry.pending = null;
      },
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return loading;
  }

  /**
   * The key's live value if it has loaded, without waiting or loading: undefined on a miss, an
   * expired entry or a load still under way. A hit counts as `get`'s does (refresh ahead included),
   * so a key read only this way stays as warm as one read through `get` (ADR 0018, eighth pass).
   */
  peek(key: K, load: (key: K) => Promise<V>): V | undefined {
    if (this.ttlMs === 0) return undefined;
    const hit = this.entries.peek(key);
    if (hit === undefined || hit.pending !== null) return undefined;
    const now = this.now();
    if (hit.expiresAt <= now) return undefined;
    this.refreshIfLate(key, hit, load, now);
    return hit.loaded;
  }

  /** A hit in the last fifth of its entry's life starts the entry's one background reload. */
  private refreshIfLate(key: K, hit: Entry<V>, load: (key: K) => Promise<V>, now: number): void {
    if (!hit.refreshing && now >= hit.refreshAt) this.refresh(key, hit, load, now);
  }

  /** A new entry for the key: a load under way (`pending`), or a value already loaded. */
  private store(key: K, loadedAt: number, pending: Promise<V> | null, loaded?: V): Entry<V> {
    const ttl = this.ttlMs;
    const entry: Entry<V> = { expiresAt: loadedAt + ttl, refreshAt: loadedAt + ttl * REFRESH_AFTER, refreshing: false, pending, loaded };
    // `set` moves the key to the end (the order of loading) and, past `max`, drops the least recently set one.
    this.entries.set(key, entry);
    return entry;
  }

  /** One background reload of a live entry; its value replaces the entry only if that entry is still the key's. */
  private refresh(key: K, current: Entry<V>, load: (key: K) => Promise<V>, startedAt: number): void {
    current.refreshing = true;
    const same = this.options.same;
    load(key).then(
      async (value) => {
        // The current value is usually loaded (it was a hit); awaited only when there is something to compare. If its
        // load fails instead, the entry is gone by then and the check below ends here.
        const currentValue = same === undefined || current.pending === null ? current.loaded : await current.pending.catch(() => undefined);
        if (this.entries.peek(key) !== current) return;
        const keep = same !== undefined && same(currentValue as V, value);
        // Stored as loaded: `peek` needs no turn of the event loop to see the renewed entry.
        this.store(key, startedAt, null, keep ? currentValue : value);
      },
      // The current value lives out its TTL; the next miss loads again (and reports the failure to its caller).
      () => undefined,
    );
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
