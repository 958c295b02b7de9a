/**
 * `npm run test:faults` (issue 11, What to build 7): the faults a production stack meets, each
 * provoked on a stack of its own (embedded PostgreSQL, Auth emulator, a minimal SMTP server, the API
 * as a child process as `npm start` runs it), with the checks that say nothing was lost:
 *   d. SMTP down: the action succeeds, the mail leaves the outbox once SMTP is back;
 *   c. the image store failing, then full, during uploads: a clear 503, no partial file, no orphan row;
 *   b. PostgreSQL restarted under load: 503 with Retry-After (never 500), /readyz not ready, few log
 *      lines, recovery without restarting the API;
 *   a. kill -9 of the API while 32 connections create reservations: every 2xx is a row, none half written;
 *   e. the card processor down while a host approves (issue 33): 503 PAYMENT_PROVIDER_UNAVAILABLE, nothing
 *      approved, and the approval asked again once it is back captures exactly once;
 *   f. two API processes over one database (ADR 0050): a price saved on A shows on B within 2 s, a member
 *      suspended on A is refused by B within 2 s, 60 identical reservations across both → exactly one.
 * Prints a table of figures and exits 1 on any violation.
 *
 * Ports: FAULTS_POSTGRES_PORT (5476), FAULTS_AUTH_EMULATOR_PORT (9400), FAULTS_API_PORT (3401), and the
 * second replica's FAULTS_API_REPLICA_PORT (the API's port + 1); FAULTS_ONLY=f,a runs only those cases;
 * data under DATA_DIR/faults (default .data/faults), removed at the start of the next run.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { envPort } from '../lib/orchestrator.js';
import { dataRoot } from '../lib/paths.js';
import { Lifecycle } from '../lib/processes.js';
import { emptyFigures, table, type Figures } from './figures.js';
import { imageStoreFailing } from './image-store.js';
import { killApiDuringReservations } from './kill-api.js';
import { providerDownDuringApproval } from './provider-down.js';
import { restartPostgresUnderLoad } from './restart-postgres.js';
import { smtpDown } from './smtp-down.js';
import { FaultStack } from './stack.js';
import { twoReplicas } from './two-replicas.js';

const log = (line: string) => console.log(line);
const dir = path.join(dataRoot, 'faults');
const storageDir = path.join(dataRoot, 'faults-storage');
const lifecycle = new Lifecycle();
lifecycle.handleSignals(log);

/** A small tmpfs as the image store, so that "full" is a real ENOSPC; only where mount is allowed (root). */
async function mountSmallStore(): Promise<boolean> {
  await mkdir(storageDir, { recursive: true });
  try {
    execFileSync('umount', [storageDir], { stdio: 'ignore' });
  } catch {
    // Nothing mounted there yet.
  }
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', storageDir], { stdio: 'ignore' });
    lifecycle.add('tmpfs', async () => {
      execFileSync('umount', [storageDir], { stdio: 'ignore' });
    });
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
const results: Figures[] = [];
let exitCode = 0;
try {
  const tmpfs = await mountSmallStore();
  const apiPort = envPort('FAULTS_API_PORT', 3401);
  const replicaPort = envPort('FAULTS_API_REPLICA_PORT', apiPort + 1);
  const stack = new FaultStack(
    {
      dir,
      postgresPort: envPort('FAULTS_POSTGRES_PORT', 5476),
      authPort: envPort('FAULTS_AUTH_EMULATOR_PORT', 9400),
      apiPort,
      storageDir,
      log,
    },
    lifecycle,
  );
  log('障害テスト (faults): starting PostgreSQL, the Auth emulator, an SMTP sink and the API …');
  await stack.start();
  log(`stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const faults: [string, () => Promise<Figures>][] = [
    // First: its reservations need days no other fault has taken.
    ['f. two replicas, one database', () => twoReplicas(stack, replicaPort, log)],
    ['e. card processor down during approval', () => providerDownDuringApproval(stack, log)],
    ['d. SMTP down', () => smtpDown(stack)],
    ['c. image store failing / full', () => imageStoreFailing(stack, storageDir, tmpfs)],
    ['b. PostgreSQL restart under load', () => restartPostgresUnderLoad(stack, log)],
    ['a. kill -9 API during reservations', () => killApiDuringReservations(stack, log)],
  ];
  // FAULTS_ONLY=f,b runs only those cases (by their letter).
  const only = (process.env.FAULTS_ONLY ?? '').split(',').filter(Boolean);
  for (const [name, run] of faults.filter(([name]) => only.length === 0 || only.includes(name.slice(0, 1)))) {
    log(`\n${name}`);
    const faultStarted = Date.now();
    let figures: Figures;
    try {
      figures = await run();
    } catch (error) {
      figures = emptyFigures(name);
      figures.violations.push(`the run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const note of figures.notes) log(`  ${note}`);
    for (const violation of figures.violations) log(`  VIOLATION: ${violation}`);
    log(`  (${((Date.now() - faultStarted) / 1000).toFixed(1)} s)`);
    results.push(figures);
  }
  log(`\n${table(results)}`);
  const violations = results.flatMap((f) => f.violations.map((v) => `${f.fault}: ${v}`));
  for (const violation of violations) log(`VIOLATION ${violation}`);
  log(
    `\n${violations.length === 0 ? 'すべての障害で期待どおり (all faults held)' : `${violations.length} violations`} — ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s in all; logs and data in ${path.relative(process.cwd(), dir)}`,
  );
  if (violations.length > 0) exitCode = 1;
} catch (error) {
  log(
    `障害テストを実行できませんでした (the fault run could not run): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  exitCode = 1;
} finally {
  await lifecycle.stopAll(log);
}
process.exit(exitCode);
