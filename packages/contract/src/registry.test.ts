import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpoints, errorTable } from './index.js';
import { buildOpenApiDocument } from './openapi.js';

describe('the endpoint registry', () => {
  it('has unique paths and names, all POST paths under /v1', () => {
    const paths = endpoints.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(endpoints.map((e) => e.name)).size).toBe(endpoints.length);
    for (const e of endpoints) expect(e.path).toMatch(/^\/v1\/[a-z/-]+$/);
  });

  it('keeps public endpoints under /v1/public and only there (spec §6)', () => {
    expect(() =>
      defineEndpoint({ path: '/v1/show-x', tag: 't', summary: 's', access: 'public', ids: {}, input: z.object({}), output: z.object({}) }),
    ).toThrow();
    expect(() =>
      defineEndpoint({
        path: '/v1/public/show-x',
        tag: 't',
        summary: 's',
        access: 'user',
        ids: {},
        input: z.object({}),
        output: z.object({}),
      }),
    ).toThrow();
    for (const e of endpoints) expect(e.access === 'public').toBe(e.path.startsWith('/v1/public/'));
  });

  it('generates an OpenAPI 3.1 document with every endpoint, its body and its errors', () => {
    const doc = buildOpenApiDocument(endpoints, { version: 'test' });
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(endpoints.map((e) => e.path).sort());
    const showCurrentUser = doc.paths['/v1/show-current-user'] as {
      post: { requestBody: { required: boolean }; responses: Record<string, unknown> };
    };
    expect(showCurrentUser.post.requestBody.required).toBe(true);
    expect(Object.keys(showCurrentUser.post.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
  });

  it('maps every error code to an HTTP error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(errorTable)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(message.length, code).toBeGreaterThan(0);
    }
    expect(errorTable.NO_TOKEN).toEqual({ status: 401, message: 'No token provided' });
  });
});
