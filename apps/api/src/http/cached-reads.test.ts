import { request } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { showCar, showSpot } from '@kurumatabi/contract';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodies } from '../../test/fuzz/hostile.js';
import { buildTestApp, type TestUser } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, listedSpot, uniqueWord } from '../../test/listings-fixtures.js';
import { clientAddressOf, trustProxyOption } from '../plugins/rate-limit/client-address.js';

/** Log lines kept in memory (the request lines of both paths). */
function memorySink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The headers two answers may differ in: the clock's and the connection's. */
const VARYING = new Set(['date', 'keep-alive', 'connection']);

describe('the cached-read lane (ADR 0018, eighth pass)', () => {
  const sink = memorySink();
  let app: FastifyInstance;
  let origin: string;
  let host: TestUser;
  let carId: string;
  let spotId: string;
  /** The requests that reached Fastify (its onRequest hook): the lane's answers never do. */
  const reachedFastify: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: sink.stream });
    app.addHook('onRequest', (request, _reply, done) => {
      reachedFastify.push(request.url);
      done();
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    host = await createHost();
    const operator = await createOperator();
    carId = await listedCar(host, operator, { title: `レーン ${uniqueWord()}` });
    spotId = await listedSpot(host, operator, { title: `レーン ${uniqueWord()}` });
  });
  afterAll(() => app.close());

  /** A POST over a real socket (the lane sits in the HTTP server's listener, which `inject` does not pass), its bytes as sent. */
  function post(path: string, body: string, headers: Record<string, string> = {}, to = origin): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const call = request(`${to}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (!VARYING.has(name)) kept[name] = String(value);
          resolve({ status: response.statusCode!, headers: kept, body: text });
        });
      });
      call.on('error', reject);
      call.end(body);
    });
  }

  /** The same call twice: the first loads the detail through the route, the second is the lane's (asserted). */
  async function routeThenLane(path: string, body: string, headers: Record<string, string> = {}) {
    reachedFastify.length = 0;
    const byRoute = await post(path, body, headers);
    expect(reachedFastify).toEqual([path]);
    const byLane = await post(path, body, headers);
    expect(reachedFastify).toEqual([path]);
    return { byRoute, byLane };
  }

  it("answers a kept detail itself, with the route's status, headers and bytes (compressed, CORS, the id's echo)", async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { origin: 'http://localhost:3000', 'x-request-id': 'trace-123' },
    ];
    const path = '/v1/public/show-car';
    // The first call of all loads the detail; from then on the lane answers every variant.
    reachedFastify.length = 0;
    const first = await post(path, JSON.stringify({ carId }));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ id: carId });
    for (const headers of variants) {
      reachedFastify.length = 0;
      const byLane = await post(path, JSON.stringify({ carId }), headers);
      expect(reachedFastify, JSON.stringify(headers)).toEqual([]);
      // The route's answer to the same request, made by sending it where the lane does not look (a query string).
      const byRoute = await post(`${path}?via=route`, JSON.stringify({ carId }), headers);
      expect(reachedFastify).toEqual([`${path}?via=route`]);
      expect(byLane).toEqual(byRoute);
    }
    const withEverything = await post(path, JSON.stringify({ carId }), variants[3]!);
    expect(withEverything.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': 'http://localhost:3000',
      'x-request-id': 'trace-123',
      vary: 'Origin, accept-encoding',
    });
    const brotli = await post(path, JSON.stringify({ carId }), variants[1]!);
    expect(brotli.headers['content-encoding']).toBe('br');

    const spot = await routeThenLane('/v1/public/show-spot', JSON.stringify({ spotId }), { 'accept-encoding': 'br' });
    expect(spot.byLane).toEqual(spot.byRoute);
    expect(JSON.parse(spot.byLane.body)).toMatchObject({ id: spotId });
  });

  it('leaves every other call to its route, with the body it read given back: the same answers as without the lane', async () => {
    const path = '/v1/public/show-car';
    await post(path, JSON.stringify({ carId })); // kept
    const cases: { body: string; headers?: Record<string, string>; status: number; code?: string }[] = [
      { body: '{"carId":', status: 400, code: 'MALFORMED_JSON' },
      { body: JSON.stringify({ carId, extra: 1 }), status: 400, code: 'VALIDATION_FAILED' },
      { body: JSON.stringify({ carId: 'not-a-uuid' }), status: 400, code: 'VALIDATION_FAILED' },
      { body: `{"__proto__":{"x":1},"carId":"${carId}"}`, status: 400 },
      { body: JSON.stringify({ carId: randomUUID() }), status: 404, code: 'CAR_NOT_FOUND' },
      { body: JSON.stringify({ carId }), headers: { 'content-type': 'text/plain' }, status: 415 },
      { body: JSON.stringify({ carId }), headers: { 'content-type': 'application/json;charset=utf-8' }, status: 200 },
      { body: `${JSON.stringify({ carId })}${' '.repeat(600)}`, status: 200 },
    ];
    for (const { body, headers, status, code } of cases) {
      reachedFastify.length = 0;
      const answer = await post(path, body, headers);
      expect(reachedFastify, body.slice(0, 60)).toEqual([path]);
      expect(answer.status, body.slice(0, 60)).toBe(status);
      if (code) expect(JSON.parse(answer.body)).toMatchObject({ error: { code } });
      if (status >= 400) expect(JSON.parse(answer.body)).toHaveProperty('error.message');
    }
  });

  it('answers hostile and random bodies exactly as the route does (fast-check, both kept details in the pools)', async () => {
    const pools = { uuids: [carId, spotId, randomUUID()], masterIds: ['rv-park'], today: '2026-11-28' };
    const endpoints = [showCar, showSpot];
    await post(showCar.path, JSON.stringify({ carId }));
    await post(showSpot.path, JSON.stringify({ spotId }));
    const byStatus = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain((endpoint) => fc.tuple(fc.constant(endpoint), jsonBodies(endpoint, pools))),
        async ([endpoint, body]) => {
          const payload = body.payload.toString();
          const headers = body.contentType === null ? { 'content-type': '' } : { 'content-type': body.contentType };
          const direct = await post(endpoint.path, payload, headers);
          const byRoute = await post(`${endpoint.path}?via=route`, payload, headers);
          // An error answer names its own request in `x-request-id` (sendError): the one header that must differ.
          const withoutId = ({ headers: { 'x-request-id': _id, ...headers }, ...answer }: Answer) => ({ ...answer, headers });
          expect(withoutId(direct), payload.slice(0, 80)).toEqual(withoutId(byRoute));
          expect(direct.status).toBeLessThan(500);
          byStatus.set(direct.status, (byStatus.get(direct.status) ?? 0) + 1);
        },
      ),
      { numRuns: 150 },
    );
    // Some of each: answered (by the lane, when kept) and refused.
    expect(byStatus.get(200)).toBeGreaterThan(0);
    expect([...byStatus.keys()].some((status) => status >= 400)).toBe(true);
  });

  it('writes the same request line as the route', async () => {
    const path = '/v1/public/show-car';
    await post(path, JSON.stringify({ carId }));
    sink.lines.length = 0;
    reachedFastify.length = 0;
    await post(path, JSON.stringify({ carId }));
    expect(reachedFastify).toEqual([]);
    await post(`${path}?via=route`, JSON.stringify({ carId }));
    const lines = sink.lines.filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(2);
    const [lane, route] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(lane)).toEqual(Object.keys(route));
    expect(lane).toMatchObject({ level: 30, method: 'POST', route: path, status: 200, requestId: expect.any(String) });
    expect(route).toMatchObject({ route: path });
    expect(lane.requestId).not.toBe(route.requestId);
  });

  it("counts its answers against the address's budget and leaves an exhausted one to the route's 429", async () => {
    // Its own app with a small general budget, on the same database (ADR 0017).
    const limited = await buildTestApp({ RATE_LIMIT_SCALE: '1', RATE_LIMIT_GENERAL_PER_MINUTE: '40' });
    let routeCalls = 0;
    limited.addHook('onRequest', (_request, _reply, done) => {
      routeCalls += 1;
      done();
    });
    const limitedOrigin = await limited.listen({ port: 0, host: '127.0.0.1' });
    const path = '/v1/public/show-spot';
    const call = () => post(path, JSON.stringify({ spotId }), {}, limitedOrigin);
    await call();
    let refused: Answer | null = null;
    // 100 calls: enough to meet the refusal even if a new minute (a new window) starts during the loop.
    for (let i = 0; i < 100 && !refused; i += 1) {
      const answer = await call();
      if (answer.status === 429) refused = answer;
      else expect(answer.status, `call ${i}: ${answer.body.slice(0, 120)}`).toBe(200);
    }
    expect(refused, `route calls ${routeCalls}`).not.toBeNull();
    // The first call loaded the detail, the last was refused by the route: every answer between was the lane's.
    expect(routeCalls).toBe(2);
    expect(JSON.parse(refused!.body)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });
});

describe("the lane's client address", () => {
  it("is Fastify's request.ip for every proxy trust", async () => {
    for (const trust of [false, true, 1, 2]) {
      const fastify = Fastify({ trustProxy: trustProxyOption(trust) });
      const ours = clientAddressOf(trustProxyOption(trust));
      fastify.get('/ip', async (request) => ({ fastify: request.ip, lane: ours(request.raw) }));
      for (const forwarded of [undefined, '203.0.113.7', '198.51.100.1, 203.0.113.7', 'garbage, 203.0.113.9, 192.0.2.4']) {
        const answer = await fastify.inject({ url: '/ip', headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
        const { fastify: expected, lane } = answer.json<{ fastify: string; lane: string }>();
        expect(lane, `${String(trust)} ${forwarded}`).toBe(expected);
      }
      await fastify.close();
    }
  });
});
