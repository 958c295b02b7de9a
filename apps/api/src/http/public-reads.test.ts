import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { showCar, showSpot } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/helpers.js';
import { createHost, createOperator, listedCar, listedSpot, uniqueWord } from '../../test/listings-fixtures.js';

/** Log lines kept in memory. */
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

/** The answer's body as text, decoded from what `Content-Encoding` says. */
function bodyText(response: LightMyRequestResponse): string {
  const bytes = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
}

/**
 * The route behind the cached-read lane (ADR 0018, 0048): `inject` never passes the lane, so these are
 * the route's own answers to the reads the lane answers when it can (headers, CORS, the request id,
 * the rate-limit budget, the request line), and the proof that its service answers from the cache.
 */
describe('a cached public read (show-car, show-spot)', () => {
  const sink = memorySink();
  let app: FastifyInstance;
  let host: TestUser;
  let carId: string;
  let spotId: string;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: sink.stream });
    await app.ready();
    host = await createHost();
    const operator = await createOperator();
    carId = await listedCar(host, operator, { title: `玄関 ${uniqueWord()}` });
    spotId = await listedSpot(host, operator, { title: `玄関 ${uniqueWord()}` });
  });
  afterAll(() => app.close());

  const read = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

  it('is answered from the cache by its service: a second read does not see a change made behind its back', async () => {
    const first = await read(showCar.path, { carId });
    expect(first.statusCode).toBe(200);
    const title = (JSON.parse(bodyText(first)) as { title: string }).title;
    // The stored document changed without the service knowing: only the cache can still answer the old title.
    const changed = await app.db.execute(
      sql`update cars set detail_json = replace(detail_json, ${title}, ${'書き換え'}) where id = ${carId} returning detail_json`,
    );
    expect(String(changed.rows[0]!.detail_json)).toContain('書き換え');
    const second = await read(showCar.path, { carId });
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(bodyText(second))).toMatchObject({ id: carId, title });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("carries the security headers, CORS, the request id's echo and the kept body's encoding", async () => {
    for (const [path, body, id] of [
      [showCar.path, { carId }, carId],
      [showSpot.path, { spotId }, spotId],
    ] as const) {
      await read(path, body); // kept
      for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
        const response = await read(path, body, {
          origin: 'http://localhost:3000',
          'x-request-id': 'trace-123',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'access-control-allow-origin': 'http://localhost:3000',
          'x-request-id': 'trace-123',
          vary: 'Origin, accept-encoding',
        });
        expect(response.headers['content-encoding']).toBe(encoding === undefined ? undefined : encoding.includes('br') ? 'br' : 'gzip');
        expect(JSON.parse(bodyText(response))).toMatchObject({ id });
      }
    }
  });

  it('writes one request line per read, the same for a hit and a miss', async () => {
    sink.lines.length = 0;
    await read(showSpot.path, { spotId }); // a hit (kept above)
    await read(showSpot.path, { spotId: '00000000-0000-4000-8000-000000000000' }); // a miss: 404
    const lines = sink.lines.filter((line) => line.msg === 'request');
    expect(sink.lines).toHaveLength(2);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, method: 'POST', route: showSpot.path, status: 200, requestId: expect.any(String) }),
      expect.objectContaining({ level: 30, method: 'POST', route: showSpot.path, status: 404, code: 'SPOT_NOT_FOUND' }),
    ]);
    expect(Object.keys(lines[0]!)).toEqual(['level', 'time', 'pid', 'hostname', 'requestId', 'method', 'route', 'status', 'ms', 'msg']);
  });

  it('refuses a body the route refuses, whether or not the answer is kept', async () => {
    await read(showCar.path, { carId });
    const cases: { payload: string; headers?: Record<string, string>; status: number; code?: string }[] = [
      { payload: '{"carId":', status: 400, code: 'MALFORMED_JSON' },
      { payload: JSON.stringify({ carId, extra: 1 }), status: 400, code: 'VALIDATION_FAILED' },
      { payload: JSON.stringify({ carId: 'not-a-uuid' }), status: 400, code: 'VALIDATION_FAILED' },
      { payload: JSON.stringify({ carId }), headers: { 'content-type': 'text/plain' }, status: 415 },
    ];
    for (const { payload, headers, status, code } of cases) {
      const response = await app.inject({
        method: 'POST',
        url: showCar.path,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(response.statusCode, payload).toBe(status);
      if (code) expect(response.json()).toMatchObject({ error: { code } });
    }
  });

  // Last: it makes another app the one the fixtures talk to.
  it("counts every kept answer against the address's budget, then refuses with Retry-After", async () => {
    // Its own app with a small general budget, on the same database (ADR 0017).
    const limited = await buildTestApp({ RATE_LIMIT_SCALE: '1', RATE_LIMIT_GENERAL_PER_MINUTE: '40' });
    await limited.ready();
    const call = () =>
      limited.inject({
        method: 'POST',
        url: showSpot.path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ spotId }),
      });
    let refused: LightMyRequestResponse | null = null;
    let answered = 0;
    // 100 calls: enough to meet the refusal even if a new minute (a new window) starts during the loop.
    for (let i = 0; i < 100 && !refused; i += 1) {
      const answer = await call();
      if (answer.statusCode === 429) refused = answer;
      else {
        expect(answer.statusCode, `call ${i}`).toBe(200);
        answered += 1;
      }
    }
    expect(refused).not.toBeNull();
    expect(answered).toBeGreaterThan(1);
    expect(refused!.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });
});
