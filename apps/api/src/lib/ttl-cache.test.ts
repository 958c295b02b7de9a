import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

function counter() {
  const loads: string[] = [];
  return {
    loads,
    load: async (key: string) => {
      loads.push(key);
      return `${key}#${loads.length}`;
    },
  };
}

/** Lets the microtasks of a background reload (its load, the comparison, the store) run out. */
async function settle() {
  for (let i = 0; i < 6; i += 1) await Promise.resolve();
}

describe('TtlCache', () => {
  it('serves a loaded value until the TTL has passed, then loads again', async () => {
    let now = 1_000;
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const { loads, load } = counter();
    expect(await cache.get('a', load)).toBe('a#1');
    now += 59_999;
    expect(await cache.get('a', load)).toBe('a#1');
    now += 1;
    expect(await cache.get('a', load)).toBe('a#2');
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    let resolve!: (value: string) => void;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((r) => (resolve = r));
    };
    const all = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    resolve('value');
    expect(await all).toEqual(['value', 'value', 'value']);
    expect(calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('loads on every call with a TTL of 0', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 0, maxEntries: 10 });
    const { loads, load } = counter();
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries keys, dropping the oldest load', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    const { loads, load } = counter();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('b', load);
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('drops keys in the order they were loaded, not read: a hit does not keep a key, a reload moves it to the end', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 10_000, maxEntries: 2, now: () => now });
    const { loads, load } = counter();
    await cache.get('a', load);
    now = 1_000;
    await cache.get('b', load);
    await cache.get('a', load); // a hit: 'a' stays the oldest load
    await cache.get('c', load); // drops 'a'
    expect(cache.peek('a', load)).toBeUndefined();
    expect(cache.peek('b', load)).toBe('b#2');
    now = 9_000;
    expect(await cache.get('c', load)).toBe('c#3'); // late: reloads 'c' in the background ...
    await settle();
    expect(await cache.get('c', load)).toBe('c#4');
    now = 9_500;
    await cache.get('b', load); // ... and a late hit of 'b' reloads it, so 'c' is now the oldest load
    await settle();
    await cache.get('d', load);
    expect(cache.size).toBe(2);
    expect(cache.peek('c', load)).toBeUndefined();
    expect(cache.peek('b', load)).toBe('b#5');
    expect(loads).toEqual(['a', 'b', 'c', 'c', 'b', 'd']);
  });

  it('clears every key, and counts only the kept ones in size', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 3 });
    const { load } = counter();
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load);
    expect(cache.size).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.peek('d', load)).toBeUndefined();
  });

  it('forgets a key on delete', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const { loads, load } = counter();
    await cache.get('a', load);
    cache.delete('a');
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'a']);
  });

  it('reloads a key in the background when it is hit in the last fifth of its life, answering the current value meanwhile', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    let release!: (value: string) => void;
    const loads: string[] = [];
    const load = (key: string) => {
      loads.push(key);
      return loads.length === 1 ? Promise.resolve('first') : new Promise<string>((r) => (release = r));
    };
    expect(await cache.get('a', load)).toBe('first');
    now = 7_999;
    expect(await cache.get('a', load)).toBe('first');
    expect(loads).toHaveLength(1);
    now = 8_000;
    expect(await cache.get('a', load)).toBe('first');
    expect(await cache.get('a', load)).toBe('first');
    expect(loads).toHaveLength(2); // one reload, however many hits
    release('second');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('a', load)).toBe('second');
    // The reloaded value lives from the start of its reload: expired at 18 s, not served past its TTL.
    now = 17_999;
    loads.length = 0;
    expect(await cache.get('a', load)).toBe('second');
    expect(loads).toEqual(['a']);
  });

  it('renews the current value when a background reload brings the same one, and takes a different one', async () => {
    let now = 0;
    const cache = new TtlCache<string, { v: string }>({ ttlMs: 10_000, maxEntries: 10, now: () => now, same: (a, b) => a.v === b.v });
    const first = await cache.get('a', async () => ({ v: 'same' }));
    now = 8_000;
    await cache.get('a', async () => ({ v: 'same' }));
    await settle();
    // The same object as before (what was made from it stays), with a new life from the reload's start.
    now = 17_000;
    expect(await cache.get('a', async () => ({ v: 'unexpected' }))).toBe(first);
    await settle();
    now = 17_500;
    expect(await cache.get('a', async () => ({ v: 'unexpected' }))).toEqual({ v: 'unexpected' }); // reloaded at 17 s
    now = 30_000;
    expect(await cache.get('a', async () => ({ v: 'unexpected' }))).toEqual({ v: 'unexpected' });
  });

  it('drops a background reload that lands after the key was deleted, and keeps the value when the reload fails', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    let release!: (value: string) => void;
    await cache.get('a', async () => 'old');
    now = 9_000;
    await cache.get('a', () => new Promise<string>((r) => (release = r)));
    cache.delete('a');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
    release('read before the write');
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('a', async () => 'unexpected')).toBe('after the write');

    await cache.get('b', async () => 'kept');
    now = 18_500;
    expect(await cache.get('b', () => Promise.reject(new Error('down')))).toBe('kept');
    await Promise.resolve();
    expect(await cache.get('b', async () => 'not before it expires')).toBe('kept');
    now = 19_000;
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });
  it('compares a reload that started during a slow first load with that load, and drops it when that load fails', async () => {
    let now = 0;
    const cache = new TtlCache<string, { v: string }>({ ttlMs: 10_000, maxEntries: 10, now: () => now, same: (a, b) => a.v === b.v });
    // A first load slower than four fifths of the TTL: a hit at 8 s starts the reload while it is still under way.
    let releaseFirst!: (value: { v: string }) => void;
    const first = cache.get('a', () => new Promise((r) => (releaseFirst = r)));
    now = 8_000;
    const second = cache.get('a', async () => ({ v: 'same' }));
    const firstValue = { v: 'same' };
    releaseFirst(firstValue);
    expect(await first).toBe(firstValue);
    expect(await second).toBe(firstValue);
    await settle();
    // The reload brought an equal value: the first one stays, renewed from the reload's start (8 s → 18 s).
    now = 17_000;
    expect(cache.peek('a', async () => ({ v: 'unexpected' }))).toBe(firstValue);

    let failFirst!: (error: Error) => void;
    const failing = cache.get('b', () => new Promise((_, reject) => (failFirst = reject)));
    now = 25_000;
    void cache.get('b', async () => ({ v: 'reload' })).catch(() => undefined);
    failFirst(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    await settle();
    // The failed load left no entry, and the reload that started beside it did not bring one back.
    expect(cache.peek('b', async () => ({ v: 'unexpected' }))).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('peeks at a loaded value without waiting or loading, and refreshes ahead on a late hit as get does', async () => {
    let now = 0;
    const cache = new TtlCache<string, string>({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    const { loads, load } = counter();
    expect(cache.peek('a', load)).toBeUndefined(); // a miss loads nothing
    expect(loads).toEqual([]);
    let release!: (value: string) => void;
    const pending = cache.get('a', () => new Promise<string>((r) => (release = r)));
    expect(cache.peek('a', load)).toBeUndefined(); // still loading
    release('first');
    await pending;
    expect(cache.peek('a', load)).toBe('first');
    now = 8_000;
    expect(cache.peek('a', load)).toBe('first'); // the current value, and one reload in the background
    expect(cache.peek('a', load)).toBe('first');
    expect(loads).toEqual(['a']);
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.peek('a', load)).toBe('a#1'); // the reloaded value, at once
    now = 17_999;
    expect(cache.peek('a', load)).toBe('a#1');
    now = 18_000;
    expect(cache.peek('a', load)).toBeUndefined(); // expired: the caller loads
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('b', load)).toBeUndefined(); // a failed load is never peeked
    expect(new TtlCache<string, string>({ ttlMs: 0, maxEntries: 1 }).peek('a', load)).toBeUndefined();
  });

  it('shortens the life of kept and later entries with setTtlMs, and lengthens the later ones again (ADR 0050)', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const read = () => cache.get('a', async () => ++loads);
    expect(await read()).toBe(1);
    clock = 1_000;
    cache.setTtlMs(2_000); // kept until 3 s at the latest
    clock = 2_999;
    expect(await read()).toBe(1);
    clock = 3_000;
    expect(await read()).toBe(2); // reloaded, for 2 s
    clock = 5_000;
    expect(await read()).toBe(3);
    cache.setTtlMs(60_000);
    clock = 6_000;
    expect(await read()).toBe(3); // the short entry lives its own life ...
    clock = 7_000;
    expect(await read()).toBe(4); // ... the next one a minute
    clock = 50_000;
    expect(await read()).toBe(4);
  });
});
