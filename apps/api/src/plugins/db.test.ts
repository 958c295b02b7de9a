import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

// A name of our own, so terminating "our" connections cannot touch the other test files' apps.
const applicationName = `kurumatabi-api-test-${randomUUID()}`;
let app: FastifyInstance;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.searchParams.set('application_name', applicationName);
  app = await buildTestApp({ DATABASE_URL: url.toString() });
});
afterAll(() => app.close());

describe('the database plugin', () => {
  it('survives its connections being cut (as by a PostgreSQL restart) and reconnects', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(app.pool.totalCount).toBeGreaterThan(0);

    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    let cut: number[];
    try {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [applicationName],
      );
      cut = rows.map((row) => row.pid);
      expect(cut.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The idle connections' 'error' events are handled (an unhandled one would end the process) and the pool drops
    // them. The app answers again within seconds; the pool count is no signal, since the app's listeners and
    // caches reconnect and refill at once (ADR 0050).
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
    // Every statement now runs on a fresh connection: none of the cut ones is used again.
    const pids = await Promise.all(
      Array.from({ length: 8 }, async () => (await app.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid),
    );
    expect(pids.filter((pid) => cut.includes(pid))).toEqual([]);
  });
});
