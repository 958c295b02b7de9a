import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPerMinute, loadConfig } from './config.js';

const base = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  FIREBASE_PROJECT_ID: 'demo-kurumatabi',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

/** A production deployment's card processor: production refuses the sandbox (issue 33). */
const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      databasePoolMax: 10,
      publicUrl: 'http://localhost:3000',
      firebase: { projectId: 'demo-kurumatabi', apiKey: 'demo-api-key', authDomain: 'demo-kurumatabi.firebaseapp.com' },
      tokenSyncUrl: null,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      rateLimit: { store: 'memory', syncIntervalMs: 1_000, perMinute: defaultPerMinute },
      trustProxy: false,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('derives PUBLIC_URL from PORT and keeps only the origin of a given one', () => {
    expect(loadConfig({ ...base, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://kurumatabi.jp/some/path' }).publicUrl).toBe('https://kurumatabi.jp');
  });

  it('names the bad variable in its error', () => {
    expect(problemsOf({ ...base, PORT: 'eighty' })).toEqual(['PORT']);
    expect(problemsOf({ ...base, DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL']);
    expect(problemsOf({ ...base, DATABASE_URL: undefined, LOG_LEVEL: 'loud' }).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL']);
    expect(() => loadConfig({ ...base, RATE_LIMIT_SIGN_UP_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_SIGN_UP_PER_MINUTE/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('sets each rate-limit class on its own and scales them all (ADR 0017)', () => {
    const { perMinute } = loadConfig({ ...base, RATE_LIMIT_SEARCH_PER_MINUTE: '50', RATE_LIMIT_SCALE: '3' }).rateLimit;
    expect(perMinute.search).toBe(150);
    expect(perMinute.signUp).toBe(defaultPerMinute.signUp * 3);
    expect(loadConfig({ ...base, RATE_LIMIT_STORE: 'postgres' }).rateLimit.store).toBe('postgres');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...base, TOKEN_SYNC_URL: '', PORT: '' })).toMatchObject({ tokenSyncUrl: null, port: 3000 });
  });

  it('requires FIREBASE_API_KEY unless the emulator is used', () => {
    expect(problemsOf({ ...base, FIREBASE_AUTH_EMULATOR_HOST: undefined })).toEqual(['FIREBASE_API_KEY']);
    expect(loadConfig({ ...base, FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_API_KEY: 'AIza-real' }).firebase).toMatchObject({
      apiKey: 'AIza-real',
      authEmulatorHost: null,
    });
  });

  it('refuses to start in production with the Auth emulator (its tokens are unsigned)', () => {
    expect(() => loadConfig({ ...base, ...stripe, NODE_ENV: 'production', FIREBASE_API_KEY: 'k' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    const production = { ...base, ...stripe, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_API_KEY: 'k' };
    expect(
      loadConfig({
        ...production,
        IMAGE_URL_SECRET: 'x'.repeat(32),
        VIEW_VISITOR_SECRET: 'v'.repeat(32),
        CLIENT_SIGNAL_SECRET: 'c'.repeat(32),
      }).nodeEnv,
    ).toBe('production');
  });

  it('refuses any value of FIREBASE_AUTH_EMULATOR_HOST in production, a blank too (firebase-admin reads it raw)', () => {
    const production = {
      ...base,
      ...stripe,
      NODE_ENV: 'production',
      FIREBASE_API_KEY: 'k',
      IMAGE_URL_SECRET: 'x'.repeat(32),
      VIEW_VISITOR_SECRET: 'v'.repeat(32),
      CLIENT_SIGNAL_SECRET: 'c'.repeat(32),
    };
    for (const blank of [' ', '', '\t', '  \n']) {
      expect(problemsOf({ ...production, FIREBASE_AUTH_EMULATOR_HOST: blank }), JSON.stringify(blank)).toEqual([
        'FIREBASE_AUTH_EMULATOR_HOST',
      ]);
    }
    // Outside production a blank still means "not configured", as for every other variable.
    expect(loadConfig({ ...base, FIREBASE_AUTH_EMULATOR_HOST: ' ', FIREBASE_API_KEY: 'k' }).firebase.authEmulatorHost).toBeNull();
  });

  it('moves every piece of local state with DATA_DIR (the image store and the mail folder), unless each is set', () => {
    const moved = loadConfig({ ...base, DATA_DIR: '/srv/kurumatabi-state' });
    expect(moved.dataDir).toBe('/srv/kurumatabi-state');
    expect(moved.storage).toEqual({ driver: 'local', dir: '/srv/kurumatabi-state/storage' });
    expect(moved.mail.dir).toBe('/srv/kurumatabi-state/mail');
    const defaults = loadConfig(base);
    expect(defaults.dataDir).toMatch(/\/\.data$/);
    expect(defaults.storage).toEqual({ driver: 'local', dir: path.join(defaults.dataDir, 'storage') });
    expect(defaults.mail.dir).toBe(path.join(defaults.dataDir, 'mail'));
    const own = loadConfig({ ...base, DATA_DIR: '/srv/state', STORAGE_DIR: '/mnt/images', MAIL_DIR: '/tmp/mail' });
    expect([own.storage, own.mail.dir]).toEqual([{ driver: 'local', dir: '/mnt/images' }, '/tmp/mail']);
  });

  it('serves the API reference by default outside production only; API_DOCS decides either way', () => {
    const production = {
      ...base,
      ...stripe,
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_API_KEY: 'k',
      IMAGE_URL_SECRET: 'x'.repeat(32),
      VIEW_VISITOR_SECRET: 'v'.repeat(32),
      CLIENT_SIGNAL_SECRET: 'c'.repeat(32),
    };
    expect(loadConfig(base).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(problemsOf({ ...base, API_DOCS: 'yes' })).toEqual(['API_DOCS']);
  });

  it('requires IMAGE_URL_SECRET, VIEW_VISITOR_SECRET and CLIENT_SIGNAL_SECRET in production, and the S3 settings with STORAGE_DRIVER=s3', () => {
    const production = { ...base, ...stripe, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: undefined, FIREBASE_API_KEY: 'k' };
    expect(problemsOf(production)).toEqual(['IMAGE_URL_SECRET', 'VIEW_VISITOR_SECRET', 'CLIENT_SIGNAL_SECRET']);
    expect(problemsOf({ ...base, IMAGE_URL_SECRET: 'short' })).toEqual(['IMAGE_URL_SECRET']);
    expect(problemsOf({ ...base, VIEW_VISITOR_SECRET: 'short' })).toEqual(['VIEW_VISITOR_SECRET']);
    expect(loadConfig(base).contentViews).toEqual({ visitorSecret: 'kurumatabi-development-view-visitor-secret', maxPerMinute: 20 });
    expect(problemsOf({ ...base, STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(
      loadConfig({
        ...base,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'https://s3.ap-northeast-1.amazonaws.com/',
        S3_REGION: 'ap-northeast-1',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'photos',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      region: 'ap-northeast-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(loadConfig(base).storage.driver).toBe('local');
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://mail.test:587' }).mail).toMatchObject({ smtpUrl: 'smtp://mail.test:587', dir: null });
  });

  it('reads TRUST_PROXY as a boolean or a hop count', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(problemsOf({ ...base, TRUST_PROXY: 'sometimes' })).toEqual(['TRUST_PROXY']);
  });

  it('chooses the sandbox payment provider by default, and refuses it in production as it refuses the emulator', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'sandbox', sandboxWebhookSecret: 'whsec_kurumatabi_sandbox_development' });
    expect(loadConfig({ ...base, SANDBOX_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).payments).toMatchObject({
      sandboxWebhookSecret: 'whsec_0123456789abcdef',
    });
    const production = {
      ...base,
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      FIREBASE_API_KEY: 'k',
      IMAGE_URL_SECRET: 'x'.repeat(32),
      VIEW_VISITOR_SECRET: 'v'.repeat(32),
      CLIENT_SIGNAL_SECRET: 'c'.repeat(32),
    };
    expect(problemsOf(production)).toEqual(['PAYMENT_PROVIDER']);
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toEqual(['PAYMENT_PROVIDER']);
    expect(() => loadConfig(production)).toThrow(/sandbox/);
    expect(loadConfig({ ...production, ...stripe }).payments.provider).toBe('stripe');
  });

  it('requires the Stripe keys with PAYMENT_PROVIDER=stripe, and reads STRIPE_API_BASE as an origin', () => {
    expect(problemsOf({ ...base, PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
    ]);
    expect(problemsOf({ ...base, PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER']);
    expect(problemsOf({ ...base, ...stripe, STRIPE_SECRET_KEY: 'pk_oops' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(problemsOf({ ...base, ...stripe, STRIPE_API_BASE: 'ftp://127.0.0.1' })).toEqual(['STRIPE_API_BASE']);
    expect(loadConfig({ ...base, ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_live_x',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({ ...base, ...stripe }).payments).toMatchObject({ apiBase: null });
  });
});
