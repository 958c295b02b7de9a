import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Files share one module graph (isolate: false): the contract is pure functions and schemas.
  test: { name: 'contract', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
