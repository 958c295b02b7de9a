/**
 * `npm start`: the whole product on one machine — embedded PostgreSQL, the Firebase Auth emulator,
 * migrations and demo data, a fresh web build when the sources changed, and the API serving the SPA.
 */
import path from 'node:path';
import { startApi } from './lib/api-process.js';
import { printBanner } from './lib/banner.js';
import { envPort, runOrchestrator } from './lib/orchestrator.js';
import { assertPortFree } from './lib/ports.js';
import { dataRoot, startLocalInfra, step } from './lib/stack.js';
import { buildWebIfStale, defaultWebDist } from './lib/web-build.js';

await runOrchestrator(async (lifecycle, log) => {
  const port = envPort('PORT', 3000);
  await assertPortFree(port, 'くるま旅 (API と Web)', 'PORT');
  const infra = await startLocalInfra(lifecycle, log);
  await step('Web アプリのビルド (web build)', log, () => buildWebIfStale(log));
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  log('… API の起動 (starting the API)');
  const api = await startApi({
    port,
    env: {
      ...infra.env,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? defaultWebDist,
      PUBLIC_URL: publicUrl,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  });
  lifecycle.add('API', api.stop);
  printBanner(publicUrl, infra, [`  データフォルダ: ${path.relative(process.cwd(), dataRoot) || '.'}`]);
  return { ended: api.exited };
});
