import { endpoints } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the API reference', () => {
  it('serves the OpenAPI 3.1 document with every endpoint of the registry', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, { post?: unknown }> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(endpoints.map((e) => e.path).sort());
    for (const endpoint of endpoints) expect(document.paths[endpoint.path]?.post, endpoint.path).toBeDefined();
  });

  it('serves the reference UI at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(json.json().paths)).toHaveLength(endpoints.length);
  });

  it('is absent when API_DOCS=false (the production default): /docs and the document are 404 in the envelope', async () => {
    const hidden = await buildTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json', '/v1/openapi.json']) {
        const response = await hidden.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }
    } finally {
      await hidden.close();
    }
  });
});
