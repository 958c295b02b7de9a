/**
 * `npm start`: the whole product on one machine — embedded PostgreSQL, the Firebase Auth emulator,
 * migrations and demo data, a fresh web build when the sources changed, and the API serving the SPA,
 * started again after a back-off whenever it dies (ADR 0019), until Ctrl-C.
 */
import path from 'node:path';
import { loadConfig } from '@kurumatabi/api/config';
import { startApi } from './lib/api-process.js';
import { printBanner } from './lib/banner.js';
import { envPort, runOrchestrator } from './lib/orchestrator.js';
import { assertPortFree } from './lib/ports.js';
import { dataRoot, startLocalInfra, step } from './lib/stack.js';
import { supervise } from './lib/supervisor.js';
import { buildWebIfStale, defaultWebDist } from './lib/web-build.js';

/** A folder as the banner shows it: relative when inside the working directory, else absolute. */
function shown(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith('..') ? folder : relative || '.';
}

await runOrchestrator(async (lifecycle, log) => {
  const port = envPort('PORT', 3000);
  await assertPortFree(port, 'くるま旅 (API と Web)', 'PORT');
  const infra = await startLocalInfra(lifecycle, log);
  await step('Web アプリのビルド (web build)', log, () => buildWebIfStale(log));
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const env = {
    ...infra.env,
    // One folder for all local state: the API's image store and mail folder default under it (defect 12).
    DATA_DIR: dataRoot,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? defaultWebDist,
    PUBLIC_URL: publicUrl,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  };
  log('… API の起動 (starting the API)');
  const first = await startApi({ port, env });
  const supervisor = supervise(first, () => startApi({ port, env }), { log });
  lifecycle.add('API', supervisor.stop);

  // What the API actually uses, read by its own configuration rules.
  const api = loadConfig({ ...process.env, ...env });
  printBanner(publicUrl, infra, {
    apiDocs: api.apiDocs,
    extra: [
      `  データフォルダ (DATA_DIR): ${shown(api.dataDir)}`,
      `  画像: ${api.storage.driver === 'local' ? shown(api.storage.dir) : `S3 バケット ${api.storage.bucket}`}`,
      `  メール: ${api.mail.smtpUrl ? 'SMTP' : api.mail.dir ? `${shown(api.mail.dir)}（.eml ファイル）` : '送信しません'}`,
    ],
  });
  return { ended: supervisor.done.then(() => 0) };
});
