import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';
import { InFlightRequests } from './in-flight.js';

describe('InFlightRequests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is drained at once when nothing is in flight', async () => {
    expect(await new InFlightRequests({ timeoutMs: 1_000 }).drained()).toBe(true);
  });

  it('is drained when the last request ends, whichever hook ends it', async () => {
    const inFlight = new InFlightRequests({ timeoutMs: 60_000 });
    const first = {};
    const second = {};
    inFlight.begin(first);
    inFlight.begin(second);
    let drained: boolean | null = null;
    void inFlight.drained().then((value) => (drained = value));
    inFlight.end(first);
    inFlight.end(first); // onSend and onResponse may both end a request
    await Promise.resolve();
    expect(drained).toBeNull();
    expect(inFlight.size).toBe(1);
    inFlight.end(second);
    await Promise.resolve();
    expect(drained).toBe(true);
  });

  it('gives up after its time limit and says how many requests it abandons', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const inFlight = new InFlightRequests({ timeoutMs: 8_000, onTimeout });
    inFlight.begin({});
    const drained = inFlight.drained();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await drained).toBe(false);
    expect(onTimeout).toHaveBeenCalledWith(1);
  });
});

describe('graceful shutdown', () => {
  it('lets a handler whose client already left finish its queries before the pool is ended', async () => {
    const app = await buildTestApp();
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let outcome: unknown = 'not run';
    app.post('/test/slow', async () => {
      entered();
      await released;
      try {
        await app.db.execute(sql`select 1`);
        outcome = 'queried';
      } catch (error) {
        outcome = error;
      }
      return { ok: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // The client sends the request, then goes away while the handler still works.
    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    }).catch(() => 'aborted');
    await handlerEntered;
    controller.abort();
    expect(await request).toBe('aborted');

    const closed = app.close();
    // The server has no connection left, so Fastify runs the onClose hooks: they must wait for the
    // handler instead of ending the pool under it.
    await vi.waitUntil(() => app.inFlight.isDraining || app.pool.ending, { timeout: 10_000 });
    expect(app.pool.ending).toBe(false);
    expect(app.inFlight.size).toBe(1);

    release();
    await closed;
    expect(outcome).toBe('queried');
    expect(app.pool.ending).toBe(true);
  });
});
