import { defineConfig } from 'vitest/config';

// Each workspace owns its test configuration; `npm test` picks projects by name.
export default defineConfig({
  test: {
    projects: ['packages/contract/vitest.config.ts', 'apps/api/vitest.config.ts', 'apps/web/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
