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
    });
    const real = runtimeConfigFromEnv({
      FIREBASE_PROJECT_ID: 'kurumatabi-prod',
      FIREBASE_API_KEY: 'AIza-real',
      TOKEN_SYNC_URL: 'https://sync.example/session',
    });
    expect(real.authEmulatorUrl).toBeNull();
    expect(real.firebase).toEqual({ apiKey: 'AIza-real', authDomain: 'kurumatabi-prod.firebaseapp.com', projectId: 'kurumatabi-prod' });
    expect(real.tokenSyncUrl).toBe('https://sync.example/session');
  });
});
