import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the orchestrators' logic (no servers): part of `npm test`'s unit step.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'scripts', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
