import { createServer } from 'node:net';
import { showCar, showTerms, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectRaw } from '../../test/helpers.js';

/** A port nothing listens on: PostgreSQL is "stopped". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    DATABASE_URL: `postgres://kurumatabi@127.0.0.1:${await closedPort()}/kurumatabi`,
    CONTENT_CACHE_TTL_SECONDS: '0',
  });
});
afterAll(() => app.close());

describe('PostgreSQL unavailable', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the envelope with Retry-After, never 500', async () => {
    const calls = [
      { endpoint: showTerms, body: {} },
      { endpoint: showCar, body: { carId: '00000000-0000-4000-8000-000000000000' } },
    ];
    for (const { endpoint, body } of calls) {
      const response = await injectRaw(null, endpoint, { payload: JSON.stringify(body) }, app);
      expect(response.statusCode, endpoint.path).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect((JSON.parse(response.body) as ErrorEnvelope).error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'ただいまサービスを利用できません。しばらくしてからお試しください。',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    }
  });

  it('says not ready on /readyz while /healthz still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
