import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph (isolate: false): each file still builds its own app, database fixtures and
    // users, but the server's modules are imported once per worker instead of once per file (100 s of 257 s).
    isolate: false,
    // Starts PostgreSQL and the Auth emulator unless DATABASE_URL / FIREBASE_AUTH_EMULATOR_HOST are given.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
