import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.js';

/** A store whose reads are recorded, answering each key present in `values`. */
function store(values: Record<string, string>) {
  const calls: string[][] = [];
  return {
    calls,
    readMany: async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
    },
  };
}

describe('batchedReads', () => {
  it('reads the keys asked for in one turn with one call, each caller getting its own value', async () => {
    const { calls, readMany } = store({ a: 'A', b: 'B', c: 'C' });
    const read = batchedReads(readMany, 500);
    expect(await Promise.all([read('a'), read('b'), read('c')])).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  it('asks for a key once however many callers wait for it', async () => {
    const { calls, readMany } = store({ a: 'A' });
    const read = batchedReads(readMany, 500);
    expect(await Promise.all([read('a'), read('a'), read('a')])).toEqual(['A', 'A', 'A']);
    expect(calls).toEqual([['a']]);
  });

  it('answers undefined for a key the store did not return', async () => {
    const { readMany } = store({ a: 'A' });
    const read = batchedReads(readMany, 500);
    expect(await Promise.all([read('a'), read('gone')])).toEqual(['A', undefined]);
  });

  it('splits a turn into calls of at most maxBatch keys', async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `k${i}`);
    const { calls, readMany } = store(Object.fromEntries(keys.map((key) => [key, key.toUpperCase()])));
    const read = batchedReads(readMany, 3);
    expect(await Promise.all(keys.map(read))).toEqual(keys.map((key) => key.toUpperCase()));
    expect(calls).toEqual([['k0', 'k1', 'k2'], ['k3', 'k4', 'k5'], ['k6']]);
  });

  it('reads again in a later turn (nothing is kept: caching is the caller’s)', async () => {
    const { calls, readMany } = store({ a: 'A' });
    const read = batchedReads(readMany, 500);
    expect(await read('a')).toBe('A');
    expect(await read('a')).toBe('A');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('gives a failed call’s error to every caller of its keys, and only to them', async () => {
    const calls: string[][] = [];
    const read = batchedReads(async (keys: string[]) => {
      calls.push(keys);
      if (keys.includes('bad')) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    }, 2);
    const answers = await Promise.allSettled([read('ok'), read('bad'), read('fine')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((answers[0] as PromiseRejectedResult).reason).toEqual(new Error('database down'));
    expect(calls).toEqual([['ok', 'bad'], ['fine']]);
    // The next turn reads again.
    await expect(read('ok')).resolves.toBe('ok');
  });

  it('refuses a batch size below one', () => {
    expect(() => batchedReads(async () => new Map(), 0)).toThrow(/maxBatch/);
  });
});
