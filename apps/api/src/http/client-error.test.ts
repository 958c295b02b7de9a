import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes on a fresh connection and reads everything until the server closes it. */
function rawRequest(bytes: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.end(bytes);
  });
}

describe("what Node's HTTP parser refuses answers in the envelope (defect 9)", () => {
  it('a control byte in a header: 400 BAD_REQUEST', async () => {
    const answer = await rawRequest('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Evil: a\x01b\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_REQUEST', message: expect.stringMatching(/リクエスト/) } });
  });

  it('headers past the size limit: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('a URL past the size limit: 431', async () => {
    const answer = await rawRequest(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('a broken Content-Length: 400', async () => {
    const answer = await rawRequest('POST /v1/public/show-terms HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('BAD_REQUEST');
  });

  it('not HTTP at all: 400', async () => {
    const answer = await rawRequest('HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('BAD_REQUEST');
  });

  it('keeps serving afterwards', async () => {
    const answer = await rawRequest('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
