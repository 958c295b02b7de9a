import type { DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContentCache } from '../content/content-cache.js';
import { createListingCache } from '../listings/listing-cache.js';
import { createReplicaDrops } from '../replica-drops.js';
import { createTokenMemory } from './token-memory.js';

const HOUR_S = 3_600;

/** A token check that counts its calls and answers `uid`'s claims, valid for an hour from `clock`. */
function counting(clock: () => number, uid = 'uid-1') {
  const state = { checks: 0, gate: null as Promise<void> | null };
  const check = async (): Promise<DecodedIdToken> => {
    state.checks += 1;
    if (state.gate) await state.gate;
    return { uid, exp: Math.floor(clock() / 1000) + HOUR_S } as DecodedIdToken;
  };
  return { state, check };
}

describe('the remembered tokens', () => {
  it('verify a forgotten identity again, a check under way when it was forgotten included', async () => {
    let clock = 1_000_000;
    const memory = createTokenMemory({ ttlMs: 60_000, maxEntries: 100, now: () => clock });
    memory.setListening(true);
    const { state, check } = counting(() => clock);
    await memory.verify('token-a', check);
    await memory.verify('token-a', check);
    expect(state.checks).toBe(1);

    clock += 10;
    memory.forget('uid-1');
    clock += 10;
    await memory.verify('token-a', check);
    expect(state.checks).toBe(2);
    await memory.verify('token-a', check);
    expect(state.checks).toBe(2);
    memory.forget('someone-else');
    await memory.verify('token-a', check);
    expect(state.checks).toBe(2);

    // A check that started before the notice and ends after it is not trusted: verified again.
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    clock += 70_000;
    const under = memory.verify('token-a', check);
    memory.forget('uid-1');
    state.gate = null;
    open();
    await under;
    expect(state.checks).toBe(4);
  });

  it('are kept the short TTL only until the listener listens, and whenever it is lost', async () => {
    let clock = 0;
    const memory = createTokenMemory({ ttlMs: 60_000, maxEntries: 100, now: () => clock });
    const { state, check } = counting(() => clock);
    await memory.verify('token-b', check);
    // (A hit in the last fifth of its life would verify again in the background: ADR 0018's refresh ahead.)
    clock = 1_500;
    await memory.verify('token-b', check);
    expect(state.checks).toBe(1);
    clock = 2_000;
    await memory.verify('token-b', check);
    expect(state.checks).toBe(2);

    // Listening: what is verified from now on is kept the whole TTL.
    memory.setListening(true);
    clock = 4_000;
    await memory.verify('token-b', check);
    clock = 50_000;
    await memory.verify('token-b', check);
    expect(state.checks).toBe(3);
    // Lost: what is kept lives 2 s more at most.
    memory.setListening(false);
    clock = 51_500;
    await memory.verify('token-b', check);
    expect(state.checks).toBe(3);
    clock = 52_000;
    await memory.verify('token-b', check);
    expect(state.checks).toBe(4);
  });
});

describe('a replica whose listener cannot connect', () => {
  it('keeps tokens 2 s, serves no content from memory, and says so once in its log', async () => {
    const lines: { level: string; msg: string }[] = [];
    const record = (level: string) => (first: unknown, second?: unknown) =>
      lines.push({ level, msg: typeof first === 'string' ? first : String(second) });
    const log = { warn: record('warn'), info: record('info'), error: record('error') } as unknown as FastifyBaseLogger;
    let clock = 0;
    const tokens = createTokenMemory({ ttlMs: 60_000, maxEntries: 100, now: () => clock });
    let contentLoads = 0;
    const content = createContentCache({ ttlMs: 60_000, now: () => new Date(clock), nextScheduledAt: async () => null });
    const drops = createReplicaDrops({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      log,
      caches: { car: createListingCache(60_000), spot: createListingCache(60_000) },
      content,
      tokens,
      retryMs: 20,
    });
    await drops.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      expect(lines.map((line) => line.level)).toEqual(['warn']);
      expect(lines[0]!.msg).toContain('短い保持時間 (2 秒)');
      const { state, check } = counting(() => clock);
      await tokens.verify('token-c', check);
      clock = 1_500;
      await tokens.verify('token-c', check);
      expect(state.checks).toBe(1);
      clock = 2_000;
      await tokens.verify('token-c', check);
      expect(state.checks).toBe(2);
      await content.get('list', async () => ++contentLoads);
      await content.get('list', async () => ++contentLoads);
      expect(contentLoads).toBe(2);
    } finally {
      await drops.stop();
    }
  });
});
