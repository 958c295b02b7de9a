/**
 * `npm run build` (after the web build): the API and its migrator compiled to JavaScript in
 * apps/api/dist (server.js, migrate.js, with source maps), which `npm run serve` and
 * `npm run db:migrate` run with plain Node (ADR 0019).
 */
import { performance } from 'node:perf_hooks';
import { buildApi, defaultApiDist } from './lib/api-build.js';

const started = performance.now();
try {
  const { files } = await buildApi();
  console.log(
    `API をビルドしました (built the API) → ${defaultApiDist} (${files.length} files, ${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
