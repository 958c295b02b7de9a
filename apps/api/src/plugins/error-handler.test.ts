import { showTerms, type ErrorEnvelope } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectRaw } from '../../test/helpers.js';

let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
  // A route that fails the way a bug would: its message carries internals.
  app.post('/v1/test/explode', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2 at /srv/app/secret.ts:12');
  });
  app.addHook('onError', async (request, _reply, error) => {
    logged.push(`${request.id} ${error.message}`);
  });
});
afterAll(() => app.close());

function envelope(body: string): ErrorEnvelope {
  return JSON.parse(body) as ErrorEnvelope;
}

describe('the error envelope', () => {
  it('answers an unknown /v1 path with 404 NOT_FOUND', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/v1/no-such-call', payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(envelope(response.body).error.code).toBe('NOT_FOUND');
      expect(envelope(response.body).error.message).toMatch(/見つかりません/);
    }
  });

  it('answers any other unknown path with the 404 envelope when there is no web build', async () => {
    const response = await app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(envelope(response.body).error.code).toBe('NOT_FOUND');
  });

  it('answers 500 INTERNAL without the cause, and logs the cause with the request id', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/explode',
      payload: {},
      headers: { 'x-request-id': 'req-500-test' },
    });
    expect(response.statusCode).toBe(500);
    expect(envelope(response.body)).toEqual({
      error: { code: 'INTERNAL', message: 'サーバーで予期しないエラーが発生しました。しばらくしてからお試しください。' },
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|secret\.ts|stack/);
    expect(response.headers['x-request-id']).toBe('req-500-test');
    expect(logged).toContain('req-500-test connect ECONNREFUSED 10.0.0.5:5432 password=hunter2 at /srv/app/secret.ts:12');
  });

  it('echoes a request id, or makes one', async () => {
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 413 PAYLOAD_TOO_LARGE above the body limit', async () => {
    const response = await injectRaw(null, showTerms, { payload: JSON.stringify({ padding: 'x'.repeat(4096) }) }, app);
    expect(response.statusCode).toBe(413);
    expect(envelope(response.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for text/plain (only JSON bodies are accepted)', async () => {
    const response = await injectRaw(null, showTerms, { payload: '{}', contentType: 'text/plain' }, app);
    expect(response.statusCode).toBe(415);
    expect(envelope(response.body).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('gives Japanese details with the field path for an invalid field', async () => {
    const response = await injectRaw(null, showTerms, { payload: JSON.stringify({ unexpected: 1 }) }, app);
    expect(response.statusCode).toBe(400);
    const { error } = envelope(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toHaveLength(1);
    expect(error.details?.[0]?.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
