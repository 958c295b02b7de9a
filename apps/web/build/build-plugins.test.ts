import { RUNTIME_CONFIG_PLACEHOLDER as contractPlaceholder, runtimeConfig } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigFromEnv } from './dev-runtime-config';

describe('dev runtime config', () => {
  it('uses the same placeholder as the contract (and the API)', () => {
    expect(RUNTIME_CONFIG_PLACEHOLDER).toBe(contractPlaceholder);
  });

  it('reads the variables the API reads, assuming the emulator without an API key', () => {
    const dev = runtimeConfigFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9150' });
    expect(runtimeConfig.parse(dev)).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-kurumatabi.firebaseapp.com', projectId: 'demo-kurumatabi' },
      authEmulatorUrl: 'http://127.0.0.1:9150',
      tokenSyncUrl: null,
      payments: { provider: 'sandbox', stripePublishableKey: null },
    });
    const real = runtimeConfigFromEnv({
      FIREBASE_PROJECT_ID: 'kurumatabi-prod',
      FIREBASE_API_KEY: 'AIza-real',
      TOKEN_SYNC_URL: 'https://sync.example/session',
    });
    expect(real.authEmulatorUrl).toBeNull();
    expect(real.firebase).toEqual({ apiKey: 'AIza-real', authDomain: 'kurumatabi-prod.firebaseapp.com', projectId: 'kurumatabi-prod' });
    expect(real.tokenSyncUrl).toBe('https://sync.example/session');
    expect(real.payments).toEqual({ provider: 'sandbox', stripePublishableKey: null });
    const stripe = runtimeConfigFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    expect(runtimeConfig.parse(stripe).payments).toEqual({ provider: 'stripe', stripePublishableKey: 'pk_test_abc' });
  });
});

describe('shakeReactRouter', () => {
  it('marks the installed React Router chunk’s forwardRef components pure and drops its display names', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { createRequire } = await import('node:module');
    const { shakeRouterChunk } = await import('./shake-react-router');
    const production = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
    const chunks = readdirSync(production).filter((name) => /^chunk-[\w-]+\.mjs$/.test(name));
    const main = chunks
      .map((name) => ({ name, code: readFileSync(join(production, name), 'utf8') }))
      .find(({ code }) => code.includes('var Link = '));
    // The package's shape this relies on: if an upgrade changes it, this fails instead of the first load quietly growing.
    expect(main, 'React Router’s chunk with Link').toBeDefined();
    const { code, changes } = shakeRouterChunk(main!.code, main!.name);
    expect(changes).toBeGreaterThan(10);
    expect(code).toMatch(/var Link = \/\* @__PURE__ \*\/ \w+\.forwardRef\(/);
    expect(code).toMatch(/var Form = \/\* @__PURE__ \*\/ \w+\.forwardRef\(/);
    expect(code).not.toMatch(/^\w+\.displayName = "\w+";$/m);
  });
});
