import { showTerms } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEnv } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { contentSecurityPolicy } from './security.js';

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
    expect(allowed.statusCode).toBe(204);
    const other = await preflight('https://evil.example.com');
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('answers a bad preflight in the envelope (defect 9)', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: showTerms.path,
      headers: { origin: 'https://kurumatabi.example.jp', 'access-control-request-method': 'DELETE' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().error.code).toBe('METHOD_NOT_ALLOWED');
    expect(response.json().error.message).toMatch(/POST/);
    const notPreflight = await app.inject({ method: 'OPTIONS', url: showTerms.path });
    expect(notPreflight.statusCode).toBe(404);
    expect(notPreflight.json().error.code).toBe('NOT_FOUND');
  });

  it('adds CORS headers only for the allowed origin', async () => {
    const call = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: showTerms.path, headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
    const sameSite = await call({ origin: 'https://kurumatabi.example.jp' });
    expect(sameSite.headers['access-control-allow-origin']).toBe('https://kurumatabi.example.jp');
    expect(sameSite.headers['access-control-expose-headers']).toMatch(/retry-after/);
    expect(sameSite.headers.vary).toMatch(/Origin/);
    expect((await call({})).headers['access-control-allow-origin']).toBeUndefined();
    expect((await call({ origin: 'https://evil.example.com' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets no hardening header on the probes (a constant body)', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.json()).toHaveProperty('status');
      expect(Object.keys(response.headers).sort()).toEqual(['connection', 'content-length', 'content-type', 'date']);
    }
  });

  it('sets the short set on JSON answers, HSTS on https', async () => {
    for (const response of [
      await app.inject({ method: 'POST', url: showTerms.path, headers: { 'content-type': 'application/json' }, payload: '{}' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it("sets helmet's document headers on everything else", async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('the content security policy and the card processor', () => {
  const stripeEnv = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_csp',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
    STRIPE_WEBHOOK_SECRET: 'whsec_csp',
  };

  it('names Stripe.js, its frames and its API in Stripe mode only', () => {
    const withStripe = contentSecurityPolicy(loadConfig(testEnv(stripeEnv)));
    expect(withStripe.scriptSrc).toContain('https://js.stripe.com');
    expect(withStripe.frameSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(withStripe.connectSrc).toContain('https://api.stripe.com');
    const sandbox = contentSecurityPolicy(loadConfig(testEnv()));
    expect(JSON.stringify(sandbox)).not.toContain('stripe');
  });
});
