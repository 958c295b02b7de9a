import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['vitest.setup.ts'],
    // Files share one module graph and page (isolate: false): 20 s for the unit step instead of 145 s, most of
    // which was a new jsdom and a new import of React, the router and the app per file. A test that needs a
    // module's first state (the session before its check) imports its own copy after vi.resetModules().
    isolate: false,
  },
});
