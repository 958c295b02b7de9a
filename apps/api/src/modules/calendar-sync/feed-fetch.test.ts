import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MAX_BYTES, FeedReadError, fetchFeed } from './feed-fetch.js';

const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    switch (url.pathname) {
      case '/feed.ics':
        if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
        return response.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(calendar);
      case '/moved':
        return response.writeHead(302, { location: '/feed.ics' }).end();
      case '/loop':
        return response.writeHead(302, { location: '/loop' }).end();
      case '/to-file':
        return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      case '/huge':
        // No content-length: the limit is counted on the bytes as they come.
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.write('BEGIN:VCALENDAR\r\n');
        response.end(Buffer.alloc(FEED_MAX_BYTES + 10, 'x'));
        return;
      case '/slow':
        return; // never answers
      case '/gone':
        return response.writeHead(404).end('not found');
      default:
        return response.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const none = { etag: null, lastModified: null };
const dev = { allowPrivate: true };

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FeedReadError);
  return (error as FeedReadError).failure;
}

describe('fetchFeed', () => {
  it('reads a feed with its validators, and a 304 when they still match', async () => {
    expect(await fetchFeed(`${base}/feed.ics`, none, dev)).toEqual({ kind: 'read', text: calendar, etag: '"v1"', lastModified: null });
    expect(await fetchFeed(`${base}/feed.ics`, { etag: '"v1"', lastModified: null }, dev)).toEqual({ kind: 'unchanged' });
  });

  it('follows a redirect, but at most three, and never to another scheme', async () => {
    expect((await fetchFeed(`${base}/moved`, none, dev)).kind).toBe('read');
    expect(await failure(fetchFeed(`${base}/loop`, none, dev))).toBe('redirects');
    expect(await failure(fetchFeed(`${base}/to-file`, none, dev))).toBe('address');
  });

  it('stops at 1 MB, at the deadline, and on an error status', async () => {
    expect(await failure(fetchFeed(`${base}/huge`, none, dev))).toBe('too-large');
    expect(await failure(fetchFeed(`${base}/slow`, none, { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
    expect(await failure(fetchFeed(`${base}/gone`, none, dev))).toBe('status');
  });

  it('outside development, refuses loopback, private, link-local and meta addresses, by name too', async () => {
    const production = { allowPrivate: false };
    const port = new URL(base).port;
    for (const address of [
      `${base}/feed.ics`,
      `http://localhost:${port}/feed.ics`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/feed.ics',
      'http://192.168.1.1/feed.ics',
      'http://[::1]/feed.ics',
      'http://0.0.0.0/feed.ics',
    ])
      expect(await failure(fetchFeed(address, none, { ...production, timeoutMs: 2_000 })), address).toBe('private');
    expect(await failure(fetchFeed('ftp://example.com/feed.ics', none, production))).toBe('address');
  });
});
