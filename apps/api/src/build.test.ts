import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApi } from '../../../scripts/src/lib/api-build.js';
import { startSmtpSink, type SmtpSink } from '../../../scripts/src/lib/smtp-sink.js';
import { apiRoot } from './paths.js';

// A folder of its own under dist/ (ignored by git), so this test never touches a real build.
const outdir = path.join(apiRoot, 'dist', `.test-${randomUUID()}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs a built file with plain Node (no tsx), as `npm run serve` / `npm run db:migrate` do; collects its output. */
function runBuilt(
  file: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, file)], {
    // Only what production sets: nothing of the test process (its emulator host, tsx's loader) leaks in.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

async function waitForHealth(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let tries = 0; tries < 200; tries += 1) {
    if (gone) throw new Error(`the built server exited:\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the built server never answered ${url}:\n${output()}`);
}

const productionEnv = () => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: inject('databaseUrl'),
  FIREBASE_PROJECT_ID: inject('firebaseProjectId'),
  FIREBASE_API_KEY: 'build-test-api-key',
  IMAGE_URL_SECRET: 'build-test-image-url-secret-0123456789abcdef',
  VIEW_VISITOR_SECRET: 'build-test-view-visitor-secret-0123456789abcdef',
  CLIENT_SIGNAL_SECRET: 'build-test-client-signal-secret-0123456789abcdef',
  // Production refuses the sandbox payment provider (issue 33).
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_build',
  STRIPE_WEBHOOK_SECRET: 'whsec_build',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_build',
  WEB_DIST_DIR: '/nonexistent/kurumatabi-web-dist',
  STORAGE_DIR: path.join(outdir, 'storage'),
  LOG_LEVEL: 'warn',
});

describe('the production build (npm run build → npm run serve / db:migrate)', () => {
  let files: string[];
  let smtp: SmtpSink;
  beforeAll(async () => {
    ({ files } = await buildApi(outdir));
    smtp = await startSmtpSink();
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await rm(outdir, { recursive: true, force: true });
  });

  it('compiles the server and the migrator to JavaScript with source maps of the TypeScript sources', async () => {
    expect(files.map((file) => path.basename(file)).sort()).toEqual(['migrate.js', 'migrate.js.map', 'server.js', 'server.js.map']);
    const map = JSON.parse(await readFile(path.join(outdir, 'server.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith('/src/server.ts'))).toBe(true);
    // The contract workspace is bundled (its package exports TypeScript, which plain Node cannot load).
    expect(map.sources.some((source) => source.includes('packages/contract/src/'))).toBe(true);
    expect(await readFile(path.join(outdir, 'server.js'), 'utf8')).not.toMatch(/from "(tsx|@kurumatabi\/[^"]*)"/);
  });

  it('migrates with plain Node, then serves /healthz, /readyz, a call, the reference and its version, and stops on SIGTERM', async () => {
    const migrate = runBuilt('migrate.js', { DATABASE_URL: inject('databaseUrl'), FIREBASE_PROJECT_ID: inject('firebaseProjectId') });
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toMatch(/マイグレーションを適用しました/);

    const port = await freePort();
    // With SMTP: the job engine's workers run in the bundle (pg-boss's production queue "mail", ADR 0026).
    const server = runBuilt('server.js', {
      ...productionEnv(),
      API_DOCS: 'true',
      PORT: String(port),
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: '0.5',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(`${base}/healthz`, server.exited, server.output);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const terms = await fetch(`${base}/v1/public/show-terms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(terms.status).toBe(200);
      expect(((await terms.json()) as { kind: string }).kind).toBe('Terms');
      // The reference (turned on here) serves swagger-ui's files from node_modules, and the document
      // carries the version of apps/api/package.json, bundled at build time.
      expect((await fetch(`${base}/docs/`)).status).toBe(200);
      const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string };
      const document = (await (await fetch(`${base}/v1/openapi.json`)).json()) as { info: { version: string } };
      expect(document.info.version).toBe(manifest.version);
      // A mail job of the production queue (the built server created it at start) is sent by the built server's workers.
      const to = `build-${randomUUID()}@example.test`;
      const db = new pg.Client({ connectionString: inject('databaseUrl') });
      await db.connect();
      try {
        await db.query(`insert into pgboss.job (name, data, policy) values ('mail', $1, 'standard')`, [
          { to, subject: '【くるま旅】ビルドの確認', text: '本文', noticeIds: [] },
        ]);
        for (let tries = 0; tries < 200 && !smtp.mails.some((m) => m.to.includes(to)); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
      } finally {
        await db.end();
      }
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.output()).toBe(0);
  }, 60_000);
});
