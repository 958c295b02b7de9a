import { showTerms } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  // As in production: https, a real Firebase project (no emulator origin that must stay on http).
  app = await buildTestApp({
    PUBLIC_URL: 'https://kurumatabi.example.jp',
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    FIREBASE_API_KEY: 'AIza-test',
  });
});
afterAll(() => app.close());

describe('security', () => {
  it('allows CORS for the public origin only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: showTerms.path,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const allowed = await preflight('https://kurumatabi.example.jp');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kurumatabi.example.jp');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/);
    const other = await preflight('https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example.com');
  });

  it('sets the usual hardening headers, HSTS on https', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
