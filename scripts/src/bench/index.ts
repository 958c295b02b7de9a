/**
 * `npm run bench`: throughput and latency of the API on this machine, measured with wrk against a
 * throw-away stack (embedded PostgreSQL + Auth emulator + the real API process). Each target runs in
 * alternating rounds after a warm-up; the worst round is reported, next to a hello-world baseline
 * (`/healthz`) served by the same process, with the budget each must meet.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { demoAccounts } from '@kurumatabi/api/db/seed/demo-accounts';
import { startApi } from '../lib/api-process.js';
import { envPort } from '../lib/orchestrator.js';
import { dataRoot } from '../lib/paths.js';
import { Lifecycle } from '../lib/processes.js';
import { startInfra } from '../lib/stack.js';
import { runWrk, type WrkResult, type WrkTarget } from './wrk.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** Budgets: minimum share of hello-world throughput and maximum p99. */
const budgets: Record<string, { minRatio: number; maxP99Ms: number }> = {
  'show-terms': { minRatio: 0.3, maxP99Ms: 25 },
  'list-faq': { minRatio: 0.25, maxP99Ms: 25 },
  'show-current-user': { minRatio: 0.05, maxP99Ms: 100 },
};

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk --version exits 1 but prints its version; only a missing binary is fatal.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk が見つかりません。 apt-get install -y wrk を実行してください (wrk is required).');
    process.exit(1);
  }
}

const log = (line: string) => console.log(line);
const lifecycle = new Lifecycle();
lifecycle.handleSignals(log);
let exitCode = 0;
try {
  delete process.env.DATABASE_URL;
  const infra = await startInfra(
    {
      dataDir: path.join(dataRoot, 'bench'),
      postgresPort: envPort('BENCH_POSTGRES_PORT', 5435),
      authPort: envPort('BENCH_AUTH_EMULATOR_PORT', 9399),
      persistent: false,
      databaseName: 'kurumatabi_bench',
      log,
    },
    lifecycle,
  );
  const port = envPort('BENCH_PORT', 3299);
  const api = await startApi({
    port,
    env: { ...infra.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000', NODE_ENV: 'production-like' },
  });
  lifecycle.add('API', api.stop);

  const guest = demoAccounts.find((a) => a.key === 'guest')!;
  const signIn = await fetch(
    `http://${infra.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: guest.email, password: guest.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };

  const base = `http://127.0.0.1:${port}`;
  const targets: WrkTarget[] = [
    { name: 'hello-world', url: `${base}/healthz`, method: 'GET' },
    { name: 'show-terms', url: `${base}/v1/public/show-terms`, method: 'POST', body: '{}' },
    { name: 'list-faq', url: `${base}/v1/public/list-faq`, method: 'POST', body: '{"limit":20}' },
    {
      name: 'show-current-user',
      url: `${base}/v1/show-current-user`,
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${idToken}` },
    },
  ];
  const scriptDir = path.join(dataRoot, 'bench/wrk');
  await mkdir(scriptDir, { recursive: true });

  log(`\nウォームアップ (warm-up) …`);
  for (const target of targets) await runWrk(target, { connections: CONNECTIONS, seconds: 2, scriptDir });

  const worst = new Map<string, WrkResult>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const result = await runWrk(target, { connections: CONNECTIONS, seconds: SECONDS, scriptDir });
      log(
        `round ${round} ${target.name.padEnd(18)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms`,
      );
      const previous = worst.get(target.name);
      if (!previous || result.requestsPerSecond < previous.requestsPerSecond)
        worst.set(target.name, { ...result, p99Ms: Math.max(result.p99Ms, previous?.p99Ms ?? 0) });
    }
  }

  const hello = worst.get('hello-world')!;
  log(`\n結果 (worst of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  log('target               req/s     p50 ms   p99 ms   vs hello   non-2xx  budget');
  for (const target of targets) {
    const r = worst.get(target.name)!;
    const ratio = r.requestsPerSecond / hello.requestsPerSecond;
    const budget = budgets[target.name];
    const ok = !budget || (ratio >= budget.minRatio && r.p99Ms <= budget.maxP99Ms && r.non2xx === 0);
    if (!ok) exitCode = 1;
    const budgetText = budget ? `${ok ? 'ok' : 'OVER'} (≥${(budget.minRatio * 100).toFixed(0)}%, p99 ≤${budget.maxP99Ms} ms)` : 'baseline';
    log(
      `${target.name.padEnd(18)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50Ms.toFixed(2).padStart(9)} ${r.p99Ms.toFixed(2).padStart(8)} ${`${(ratio * 100).toFixed(1)}%`.padStart(10)} ${String(r.non2xx).padStart(9)}  ${budgetText}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await lifecycle.stopAll(() => {});
}
process.exit(exitCode);
