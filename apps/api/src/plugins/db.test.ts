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
    try {
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ]);
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The idle connection's 'error' event is handled (an unhandled one would end the process) and
    // the pool drops it; wait for that, then the next query opens a fresh connection.
    while (app.pool.totalCount > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await app.inject({ method: 'GET', url: '/readyz' });
    expect(again.statusCode).toBe(200);
  });
});
