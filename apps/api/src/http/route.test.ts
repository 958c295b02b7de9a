import { defineEndpoint, endpoints } from '@kurumatabi/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, injectAs } from '../../test/helpers.js';
import { deepFreeze } from '../lib/deep-freeze.js';
import { assertEveryEndpointMounted, createRouter, JsonText } from './route.js';

const echo = defineEndpoint({
  path: '/v1/public/test-echo',
  tag: 'test',
  summary: 'test',
  access: 'public',
  ids: {},
  input: z.strictObject({ count: z.number().int().default(3) }),
  output: z.object({ count: z.number() }),
});

const broken = defineEndpoint({
  path: '/v1/public/test-broken',
  tag: 'test',
  summary: 'test',
  access: 'public',
  ids: {},
  input: z.strictObject({}),
  output: z.object({ count: z.number() }),
});

const shared = defineEndpoint({
  path: '/v1/public/test-shared',
  tag: 'test',
  summary: 'test',
  access: 'public',
  ids: {},
  input: z.strictObject({ broken: z.boolean().default(false) }),
  output: z.object({ count: z.number() }),
});

const stored = defineEndpoint({
  path: '/v1/public/test-stored',
  tag: 'test',
  summary: 'test',
  access: 'public',
  ids: {},
  input: z.strictObject({ variant: z.enum(['valid', 'extra', 'wrong']).default('valid') }),
  output: z.object({ count: z.number() }),
});
const storedTexts = { valid: '{"count":5}', extra: '{"count":5,"ownerEmail":"a@example.test"}', wrong: '{"count":"five"}' };

const kept = defineEndpoint({
  path: '/v1/public/test-kept',
  tag: 'test',
  summary: 'test',
  access: 'public',
  ids: {},
  input: z.strictObject({ small: z.boolean().default(false) }),
  output: z.object({ count: z.number(), note: z.string() }),
});
// A cached document (a listing's detail is about 4 KB): kept, so compressed once and sent compressed to clients that accept it.
const keptLarge = JsonText.kept<{ count: number; note: string }>(Buffer.from(JSON.stringify({ count: 1, note: 'くるま旅'.repeat(200) })));
const keptSmall = JsonText.kept<{ count: number; note: string }>(Buffer.from('{"count":2,"note":"短い"}'));

// Values a handler shares between requests (as the in-memory caches do): frozen.
const sharedValue = deepFreeze({ count: 7, secret: 'private' }) as { count: number };
const sharedBroken = deepFreeze({ count: 'seven' }) as unknown as { count: number };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_URL: 'https://kurumatabi.example.jp' });
  const { route } = createRouter(app, { verifyJsonText: true });
  // The handler returns more than the contract's output: the extra field must not leave the API.
  route(echo, ({ body }) => ({ count: body.count, secret: 'private' }) as { count: number });
  route(broken, () => ({ count: 'three' }) as unknown as { count: number });
  route(shared, ({ body }) => (body.broken ? sharedBroken : sharedValue));
  // Pre-serialized JSON (a listing's stored document): checked here because the test app verifies it.
  route(stored, ({ body }) => new JsonText<{ count: number }>(storedTexts[body.variant]));
  route(kept, ({ body }) => (body.small ? keptSmall : keptLarge));
  const { route: productionRoute } = createRouter(app, { verifyJsonText: false });
  productionRoute({ ...stored, path: '/v1/public/test-stored-unchecked' }, () => new JsonText<{ count: number }>(storedTexts.extra));
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

  it('checks a shared (frozen) result against the contract too, and answers the same bytes each time', async () => {
    const first = await injectAs(null, shared, {});
    const second = await injectAs(null, shared, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 7 });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    for (let i = 0; i < 2; i += 1) {
      const response = await injectAs(null, shared, { broken: true });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
    }
  });

  it('sends pre-serialized JSON as it is, and (when told to verify) refuses text outside the contract', async () => {
    const valid = await injectAs(null, stored, {});
    expect(valid.statusCode).toBe(200);
    expect(valid.body).toBe(storedTexts.valid);
    expect(valid.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const variant of ['extra', 'wrong'] as const) {
      const response = await injectAs(null, stored, { variant });
      expect(response.statusCode, variant).toBe(500);
      expect(response.body).not.toContain('a@example.test');
    }
    const unchecked = await app.inject({ method: 'POST', url: '/v1/public/test-stored-unchecked', payload: {} });
    expect(unchecked.body).toBe(storedTexts.extra);
  });

  it('sends a kept answer compressed once in the best coding the client accepts, and as it is to others', async () => {
    const post = (headers: Record<string, string>, body: object = {}) =>
      app.inject({ method: 'POST', url: kept.path, payload: body, headers: { 'content-type': 'application/json', ...headers } });
    const plain = await post({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(keptLarge.text));
    const br = await post({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(keptLarge.text);
    expect(br.rawPayload.length).toBeLessThan(keptLarge.bytes.length / 4);
    // The same compressed bytes again: made once, kept with the value.
    expect(keptLarge.kept!.encoded.br).toBe(keptLarge.kept!.encoded.br);
    const brAgain = await post({ 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await post({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(keptLarge.text);
    // A small answer is not worth a coding.
    const small = await post({ 'accept-encoding': 'br' }, { small: true });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ count: 2, note: '短い' });
  });

  it("keeps the CORS hook's Vary: Origin beside accept-encoding", async () => {
    const response = await app.inject({
      method: 'POST',
      url: kept.path,
      payload: {},
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', origin: 'https://kurumatabi.example.jp' },
    });
    expect(response.headers['access-control-allow-origin']).toBeDefined();
    expect(String(response.headers.vary).split(/,\s*/)).toEqual(['Origin', 'accept-encoding']);
  });

  it('refuses at startup a registry whose endpoint has no handler', () => {
    const mounted = new Set(endpoints.map((e) => e.path));
    expect(() => assertEveryEndpointMounted(endpoints, mounted)).not.toThrow();
    mounted.delete('/v1/show-current-user');
    expect(() => assertEveryEndpointMounted(endpoints, mounted)).toThrow('No handler for: /v1/show-current-user');
  });
});
