/**
 * `npm run dev`: like `npm start`, but the web is served by Vite's dev server (hot reload, /v1
 * proxied to the API) and the API restarts when its sources change.
 */
import path from 'node:path';
import { startApi } from './lib/api-process.js';
import { printBanner } from './lib/banner.js';
import { envPort, runOrchestrator } from './lib/orchestrator.js';
import { repoRoot } from './lib/paths.js';
import { assertPortFree } from './lib/ports.js';
import { spawnService } from './lib/processes.js';
import { startLocalInfra } from './lib/stack.js';

await runOrchestrator(async (lifecycle, log) => {
  const port = envPort('PORT', 3000);
  const apiPort = envPort('API_PORT', port + 1);
  await assertPortFree(port, 'Vite 開発サーバー', 'PORT');
  await assertPortFree(apiPort, 'API', 'API_PORT');
  const infra = await startLocalInfra(lifecycle, log);
  const publicUrl = `http://localhost:${port}`;
  log('… API の起動（ウォッチモード） (starting the API in watch mode)');
  const api = await startApi({ port: apiPort, watch: true, env: { ...infra.env, PUBLIC_URL: publicUrl, NODE_ENV: 'development' } });
  lifecycle.add('API', api.stop);
  const vite = spawnService(
    process.execPath,
    [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      env: { ...process.env, ...infra.env, API_PORT: String(apiPort) },
    },
  );
  lifecycle.add('Vite', vite.stop);
  printBanner(publicUrl, infra, { extra: [`  API: http://127.0.0.1:${apiPort}（Vite が /v1 を転送します）`] });
  return { ended: Promise.race([api.exited, vite.exited]) };
});
