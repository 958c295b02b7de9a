import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { runtimeConfig } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

const script = 'console.log("くるま旅");'.repeat(20);
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A tiny stand-in for apps/web/dist, laid out as the Vite build writes it.
  dist = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head><script id="runtime-config" type="application/json">__KURUMATABI_RUNTIME_CONFIG__</script>' +
      '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets/index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ WEB_DIST_DIR: dist, TOKEN_SYNC_URL: 'https://sync.example.jp/token' });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

function runtimeConfigIn(html: string) {
  const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
  return runtimeConfig.parse(JSON.parse(match![1]!));
}

describe('serving the web app', () => {
  it('serves the home page briefly shared-cacheable (ADR 0029), with the runtime config filled in', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('__KURUMATABI_RUNTIME_CONFIG__');
    expect(runtimeConfigIn(response.body)).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-kurumatabi.firebaseapp.com', projectId: 'demo-kurumatabi' },
      authEmulatorUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      tokenSyncUrl: 'https://sync.example.jp/token',
      payments: { provider: 'sandbox', stripePublishableKey: null },
    });
  });

  it('answers a page address with a broken percent-escape with the SPA, and an API call with the envelope', async () => {
    const page = await app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(runtimeConfigIn(page.body).firebase.projectId).toBe('demo-kurumatabi');
    const api = await app.inject({ method: 'POST', url: '/v1/public/%E0%A4%A', payload: {} });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('answers client-side routes with index.html (SPA fallback); an unknown page with it too, as a 404', async () => {
    for (const url of ['/mypage', '/car/123/reserve?from=2026-12-01', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.headers['cache-control']).toBe(url === '/no/such/page' ? 'public, no-cache' : 'private, no-cache');
      expect(runtimeConfigIn(response.body).firebase.projectId).toBe('demo-kurumatabi');
    }
  });

  it('keeps the API and missing assets out of the fallback', async () => {
    const api = await app.inject({ method: 'GET', url: '/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const asset = await app.inject({ method: 'GET', url: '/assets/missing-000.js', headers: { accept: 'text/html' } });
    expect(asset.statusCode).toBe(404);
    const notHtml = await app.inject({ method: 'GET', url: '/mypage', headers: { accept: 'application/json' } });
    expect(notHtml.statusCode).toBe(404);
  });

  it('serves hashed assets immutable and precompressed with brotli when accepted', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends a script only the headers a subresource needs (ADR 0030): no page policies, no revalidation validators', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'etag',
      'last-modified',
      'accept-ranges',
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-frame-options',
      'x-dns-prefetch-control',
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
    const headerBytes = Object.entries(response.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);
    // A page keeps its whole policy.
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves other root files revalidated, and never the raw template', async () => {
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.body).not.toContain('__KURUMATABI_RUNTIME_CONFIG__');
  });

  it('sends a Content-Security-Policy that lets Firebase Auth and the emulator work', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    const emulator = runtimeConfigIn(response.body).authEmulatorUrl!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/securetoken\.googleapis\.com/);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${emulator}`));
    expect(csp).toMatch(/connect-src [^;]*https:\/\/sync\.example\.jp/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/apis\.google\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/demo-kurumatabi\.firebaseapp\.com/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
