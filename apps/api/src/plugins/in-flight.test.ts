import type { AddressInfo } from 'node:net';
import { defineEndpoint } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helpers.js';
import { createRouter } from '../http/route.js';
import { InFlightWork } from './in-flight.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('InFlightWork', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is drained at once when nothing runs', async () => {
    expect(await new InFlightWork({ timeoutMs: 1_000 }).drained()).toBe(true);
  });

  it('is drained when the last piece of work settles, failed or not', async () => {
    const inFlight = new InFlightWork({ timeoutMs: 60_000 });
    const first = deferred();
    const second = deferred();
    const one = inFlight.track(() => first.promise);
    const two = inFlight.track(async () => {
      await second.promise;
      throw new Error('handler failed');
    });
    let drained: boolean | null = null;
    void inFlight.drained().then((value) => (drained = value));
    first.resolve();
    await one;
    expect(drained).toBeNull();
    expect(inFlight.size).toBe(1);
    second.resolve();
    await expect(two).rejects.toThrow('handler failed');
    await Promise.resolve();
    expect(drained).toBe(true);
    expect(inFlight.size).toBe(0);
  });

  it('gives up after its time limit and says how much work it abandons', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const inFlight = new InFlightWork({ timeoutMs: 8_000, onTimeout });
    void inFlight.track(() => new Promise(() => {}));
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
    const slow = defineEndpoint({
      path: '/v1/public/test-slow',
      tag: 'test',
      summary: 'test',
      access: 'public',
      ids: {},
      input: z.strictObject({}),
      output: z.object({ ok: z.boolean() }),
    });
    createRouter(app).route(slow, async () => {
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
    const request = fetch(`http://127.0.0.1:${port}/v1/public/test-slow`, {
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
    // The handler at least (the mail engine's start-up statements may still be under way on a busy machine).
    expect(app.inFlight.size).toBeGreaterThanOrEqual(1);

    release();
    await closed;
    expect(outcome).toBe('queried');
    expect(app.pool.ending).toBe(true);
  });
});
