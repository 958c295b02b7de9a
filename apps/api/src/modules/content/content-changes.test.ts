import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_CHANNEL, listenForContentChanges } from './content-changes.js';

/**
 * A pool whose `connect` fails while `down` is true; otherwise it hands out a client that accepts LISTEN.
 * The real pool's reconnection is PostgreSQL's (the fault run restarts it, ADR 0022); this fake shows how
 * often an outage is reported.
 */
function fakePool() {
  const state = { down: false, connects: 0, clients: [] as (EventEmitter & { query: () => Promise<void>; release: () => void })[] };
  const pool = {
    connect: async () => {
      state.connects += 1;
      if (state.down) throw new Error('connect ECONNREFUSED');
      const client = Object.assign(new EventEmitter(), { query: async () => undefined, release: () => undefined });
      state.clients.push(client);
      return client;
    },
  };
  return { pool: pool as unknown as pg.Pool, state };
}

describe('listenForContentChanges', () => {
  afterEach(() => vi.useRealTimers());

  it('reports an outage once however many retries fail, and its end once', async () => {
    vi.useFakeTimers();
    const { pool, state } = fakePool();
    const errors: unknown[] = [];
    const listening: [boolean, boolean][] = [];
    let changes = 0;
    const listener = listenForContentChanges({
      pool,
      onChange: () => (changes += 1),
      onListening: (on, recovered) => listening.push([on, recovered]),
      onError: (error) => errors.push(error),
      retryMs: 1_000,
    });
    await listener.start();
    expect(listening).toEqual([[true, false]]);
    state.clients[0]!.emit('notification', { channel: CONTENT_CHANNEL });
    state.clients[0]!.emit('notification', { channel: 'other' });
    expect(changes).toBe(1);

    // PostgreSQL goes away for ten retries.
    state.down = true;
    state.clients[0]!.emit('error', new Error('terminating connection'));
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(1_000);
    expect(state.connects).toBe(11);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('terminating connection');
    expect(listening.filter(([on]) => on)).toEqual([[true, false]]);

    // Back: listening again, said once as a recovery.
    state.down = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(listening.at(-1)).toEqual([true, true]);
    expect(listening.filter(([on]) => on)).toHaveLength(2);

    // A second outage is a new one: reported again.
    state.down = true;
    state.clients[1]!.emit('error', new Error('server closed the connection'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(errors).toHaveLength(2);
    await listener.stop();
    const connects = state.connects;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.connects).toBe(connects);
  });
});
