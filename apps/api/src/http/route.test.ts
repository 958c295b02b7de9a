import { defineEndpoint, endpoints } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, injectAs } from '../../test/helpers.js';
import { assertEveryEndpointMounted, createRouter } from './route.js';

const echo = defineEndpoint({
  path: '/v1/public/test-echo',
  tag: 'test',
  summary: 'test',
  access: 'public',
  input: z.strictObject({ count: z.number().int().default(3) }),
  output: z.object({ count: z.number() }),
});

const broken = defineEndpoint({
  path: '/v1/public/test-broken',
  tag: 'test',
  summary: 'test',
  access: 'public',
  input: z.strictObject({}),
  output: z.object({ count: z.number() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  const { route } = createRouter(app);
  // The handler returns more than the contract's output: the extra field must not leave the API.
  route(echo, ({ body }) => ({ count: body.count, secret: 'private' }) as { count: number });
  route(broken, () => ({ count: 'three' }) as unknown as { count: number });
});
afterAll(() => app.close());

describe('route()', () => {
  it('parses the body with the endpoint input (defaults applied) and sends only the contract output', async () => {
    const response = await injectAs(null, echo, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3 });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 500 (not 400) when a handler answers outside its contract', async () => {
    const response = await injectAs(null, broken, {});
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });

  it('refuses at startup a registry whose endpoint has no handler', () => {
    const mounted = new Set(endpoints.map((e) => e.path));
    expect(() => assertEveryEndpointMounted(endpoints, mounted)).not.toThrow();
    mounted.delete('/v1/show-current-user');
    expect(() => assertEveryEndpointMounted(endpoints, mounted)).toThrow('No handler for: /v1/show-current-user');
  });
});
