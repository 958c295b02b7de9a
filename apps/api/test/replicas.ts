import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildAccountsTestApp } from './accounts-app.js';

/**
 * Two apps on one database standing for two API replicas (ADR 0050), each with its own caches and
 * token memory. `reader` is built first; the last app built is the one the fixtures talk to, so
 * `writer` is where the fixtures' writes go.
 */
export function twoReplicas(): { readonly reader: FastifyInstance; readonly writer: FastifyInstance } {
  const apps = {} as { reader: FastifyInstance; writer: FastifyInstance };
  beforeAll(async () => {
    ({ app: apps.reader } = await buildAccountsTestApp());
    await apps.reader.ready();
    ({ app: apps.writer } = await buildAccountsTestApp());
    await apps.writer.ready();
  });
  afterAll(async () => {
    await apps.writer.close();
    await apps.reader.close();
  });
  return apps;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long until `seen()` holds (polled every 20 ms, for at most 3 s); Infinity if never. */
export async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if (await seen()) return Date.now() - started;
    await sleep(20);
  }
  return Number.POSITIVE_INFINITY;
}
