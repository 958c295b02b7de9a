import { Writable } from 'node:stream';
import { showCurrentUser, updateDriverLicense } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseForm } from '../test/accounts-fixtures.js';
import { buildTestApp, createRegisteredUser, injectAs, type TestUser } from '../test/helpers.js';
import { loadConfig } from './config.js';
import { errorForLog, loggerOptions, TurnBatchedStream } from './logging.js';

/** A log destination that keeps every line. */
function memorySink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const LICENCE_NUMBER = '123456789012';

describe('the API logger', () => {
  it('never writes licence or bank account numbers, nor bearer tokens, at the paths that could carry them', () => {
    const sink = memorySink();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://x@localhost/db',
      FIREBASE_PROJECT_ID: 'demo-test',
      FIREBASE_API_KEY: 'k',
    });
    const log = pino({ ...loggerOptions(config), level: 'info' }, sink.stream);
    log.info({ body: { number: LICENCE_NUMBER, accountNumber: '1234567', name: '山田' } }, 'request');
    log.info({ license: { number: LICENCE_NUMBER }, req: { headers: { authorization: 'Bearer secret-token' } } }, 'other');
    const written = sink.lines.join('\n');
    expect(written).toContain('山田');
    expect(written).not.toContain(LICENCE_NUMBER);
    expect(written).not.toContain('1234567');
    expect(written).not.toContain('secret-token');
    expect(written).toContain('[redacted]');
  });

  it('writes a failed query as its statement, never the values bound to it nor the database detail', () => {
    const databaseError = Object.assign(new Error(`invalid input syntax for type uuid: "${LICENCE_NUMBER}"`), {
      severity: 'ERROR',
      code: '22P02',
      routine: 'string_to_uuid',
      detail: `Key (number)=(${LICENCE_NUMBER}) already exists.`,
    });
    // As drizzle-orm's DrizzleQueryError carries it: the SQL and every parameter, in its message too.
    const failedQuery = Object.assign(new Error(`Failed query: select $1::uuid\nparams: ${LICENCE_NUMBER}`, { cause: databaseError }), {
      query: 'select   $1::uuid',
      params: [LICENCE_NUMBER],
    });
    const logged = errorForLog(failedQuery);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(LICENCE_NUMBER);
    expect(logged).toMatchObject({
      message: 'Failed query',
      statement: 'select $1::uuid',
      cause: { code: '22P02', routine: 'string_to_uuid', message: 'invalid input syntax for type uuid: [value withheld]' },
    });
  });
});

describe('the destination that writes a turn of the event loop at once', () => {
  function recordingTarget() {
    const writes: string[] = [];
    let synced = 0;
    return {
      writes,
      synced: () => synced,
      target: {
        write: (data: string) => (writes.push(data), true),
        flush: (callback?: (error?: Error) => void) => callback?.(),
        flushSync: () => void (synced += 1),
      },
    };
  }

  it('writes the lines of one turn together at its end, and each later turn again', async () => {
    const { writes, target } = recordingTarget();
    const stream = new TurnBatchedStream(target);
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n']);
    stream.write('d\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2); // nothing pending: no empty write
  });

  it('writes what is pending at once when flushed (the process exits, pino flushes)', () => {
    const { writes, synced, target } = recordingTarget();
    const stream = new TurnBatchedStream(target);
    stream.write('last words\n');
    stream.flushSync();
    expect(writes).toEqual(['last words\n']);
    expect(synced()).toBe(1);
    stream.write('more\n');
    let flushed = false;
    stream.flush(() => (flushed = true));
    expect(writes).toEqual(['last words\n', 'more\n']);
    expect(flushed).toBe(true);
  });
});

describe('the request log', () => {
  const sink = memorySink();
  let app: FastifyInstance;
  let user: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: sink.stream });
    // A handler whose query fails with a personal number bound to it (defect 10 of issue 11).
    app.post('/test/failing-query', async () => app.db.execute(sql`select ${LICENCE_NUMBER}::uuid as id`));
    await app.ready();
    user = await createRegisteredUser();
  });
  afterAll(() => app.close());

  const requestLines = () => sink.records().filter((record) => record.msg === 'request');

  it('is one line per request, at completion: method, route pattern, status, duration, request id, user', async () => {
    sink.lines.length = 0;
    const response = await injectAs(user, showCurrentUser, {}, { app, headers: { 'x-request-id': 'trace-42' } });
    expect(response.statusCode).toBe(200);
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(sink.lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'POST',
      route: showCurrentUser.path,
      status: 200,
      requestId: 'trace-42',
      userId: response.json().id,
    });
    expect(typeof lines[0]!.ms).toBe('number');
  });

  it('names the refusal code in the same line, and never logs the body', async () => {
    sink.lines.length = 0;
    const response = await injectAs(user, updateDriverLicense, { ...licenseForm(), color: 'Purple' as never }, { app });
    expect(response.statusCode).toBe(400);
    expect(sink.lines).toHaveLength(1);
    expect(requestLines()[0]).toMatchObject({ route: updateDriverLicense.path, status: 400, code: 'VALIDATION_FAILED' });
    expect(sink.lines.join('\n')).not.toContain(LICENCE_NUMBER);
  });

  it('logs a failed query with its statement and the error, without the bound values', async () => {
    sink.lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const written = sink.lines.join('\n');
    expect(written).not.toContain(LICENCE_NUMBER);
    const failure = sink.records().find((record) => record.level === 50)!;
    expect(failure.err).toMatchObject({ statement: expect.stringContaining('::uuid'), cause: { code: '22P02' } });
    expect(requestLines()).toEqual([expect.objectContaining({ status: 500, code: 'INTERNAL', route: '/test/failing-query' })]);
  });

  it("never writes the caller's token or cookies, nor the sandbox card's number and CVC", async () => {
    sink.lines.length = 0;
    const response = await injectAs(user, showCurrentUser, {}, { app, headers: { cookie: 'session=cookie-secret' } });
    expect(response.statusCode).toBe(200);
    // What any handler might log with the request's logger: pino's redaction censors the paths by name.
    app.log.info(
      {
        req: { headers: { authorization: `Bearer ${user.idToken}`, cookie: 'session=cookie-secret' } },
        body: { number: '4242424242424242', cvc: '123' },
      },
      'a handler line',
    );
    const written = sink.lines.join('\n');
    expect(written).not.toContain(user.idToken);
    expect(written).not.toContain('cookie-secret');
    expect(written).not.toContain('4242424242424242');
    expect(written).not.toContain('"123"');
    expect(written).toContain('[redacted]');
  });

  it('stays quiet for the load balancer probes that succeed', async () => {
    sink.lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(sink.lines).toEqual([]);
  });
});
