/**
 * `npm run bench`: throughput and latency of the API on this machine, measured with wrk against a
 * throw-away stack (embedded PostgreSQL + Auth emulator + the built API process as production runs it, its
 * logs at info going to a file). Two baselines run beside it as their own processes, plain
 * `node:http` and a bare Fastify (ADR 0018); in every round they are measured first and each target
 * is reported as a share of the same round's `node:http`. Each target runs in alternating rounds (at
 * least 2) after a cold pass (each body of a mix once, reported on its own) and a warm-up; a mix is sent
 * once more, unmeasured, right before each of its rounds (a replica serving all calls at once keeps
 * every mix warm; taking turns leaves gaps longer than the cache's TTL); the worst round is reported
 * with the budget each must meet.
 * `npm run bench -- --repeat 3` runs the measurements three times (fresh baseline and API processes
 * each time, on the same stack and data) and ends with one table of the worst of all of them.
 * wrk, PostgreSQL, the emulator and the API share the machine's cores: the header says how many.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoAccounts } from '@kurumatabi/api/seed/demo-accounts';
import pg from 'pg';
import { buildApi } from '../lib/api-build.js';
import { startApi } from '../lib/api-process.js';
import { envPort } from '../lib/orchestrator.js';
import { dataRoot } from '../lib/paths.js';
import { Lifecycle } from '../lib/processes.js';
import { startInfra } from '../lib/stack.js';
import { fillScaleDatabase } from '../lib/scale-data.js';
import { startBaselines } from './baselines.js';
import { postgresCpuMs, processCpuMs } from './cpu.js';
import { detailMix, explainWorstShapes, searchMix } from './listings.js';
import { apiNodeArgsForRun } from './node-args.js';
import { primeMix } from './prime.js';
import { QUOTE_NIGHTS, ruleQuoteMix } from './quotes.js';
import { runReserveBenchmarks, type ReserveFigures } from './reserves.js';
import { mergeWorst, printTable, roundFigures, type BaselineName, type Worst } from './summary.js';
import { runWrk, type WrkTarget } from './wrk.js';

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name}=${raw} は不正です。${min} 以上の整数を指定してください (${name} must be an integer >= ${min}).`);
    process.exit(1);
  }
  return value;
}
const envInt = (name: string, fallback: number, min = 1) => positiveInt(name, process.env[name], fallback, min);

/** `--repeat N` (or `--repeat=N`): the whole measurement N times, then the worst of each. */
function repeatArgument(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === '--repeat' || arg.startsWith('--repeat='));
  if (at === -1) return 1;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  return positiveInt('--repeat', raw, 1);
}

const SECONDS = envInt('BENCH_SECONDS', 10);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 32);
// One round says nothing about the noise: the worst of at least two alternating rounds is reported.
const ROUNDS = envInt('BENCH_ROUNDS', 2, 2);
const REPEAT = repeatArgument(process.argv.slice(2));
// The scale database of the listings issue (docs/decisions/0015-listings-and-search.md).
const SCALE = {
  cars: envInt('BENCH_CARS', 50_000, 0),
  spots: envInt('BENCH_SPOTS', 10_000, 0),
  // Issue 5: 40 past reservations per car, two million on 50,000 cars (scale-reserves.ts).
  reservesPerCar: envInt('BENCH_RESERVES_PER_CAR', 40, 0),
};
/** How many listings the detail requests draw from, and how many filter sets the searches draw from. */
const DETAIL_IDS = envInt('BENCH_DETAIL_IDS', 5_000);
const SEARCH_MIXES = envInt('BENCH_SEARCH_MIXES', 10_000);
/** Issue 36: how many cars with host rules the 28-night quotes draw from. */
const QUOTE_MIX = envInt('BENCH_QUOTE_CARS', 1_000);
const QUOTE_TARGET = 'verify-car-28n';
/**
 * `BENCH_ONLY=listings` or `BENCH_ONLY=reserves` runs one part (for working on it; a full run is
 * both): the listings part is the wrk targets and the EXPLAINs, the reserves part ADR 0016's.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
/**
 * `BENCH_PG_STATEMENTS=1` loads pg_stat_statements (nested statements too: foreign-key checks, triggers) and prints
 * where PostgreSQL spent the reservation burst, statement by statement (ADR 0018). Off by default: it costs a little.
 */
const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
if (!['', 'listings', 'reserves'].includes(ONLY)) {
  console.error(`BENCH_ONLY=${ONLY} は不正です。listings か reserves を指定してください (BENCH_ONLY must be listings or reserves).`);
  process.exit(1);
}
const BASELINE_NAMES: readonly string[] = ['node-http', 'fastify-hello'];
/** Each EXPLAIN ANALYZE of a search shape must run within this (issue 4). */
const MAX_EXPLAIN_MS = 100;

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
const cpus = os.cpus();
log(
  `くるま旅 API ベンチマーク (benchmark): ${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `Node ${process.version}, ${os.platform()} ${os.arch()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
log(
  `wrk -t2 -c${CONNECTIONS}, ${ROUNDS} rounds × ${SECONDS} s per target after a 2 s warm-up${REPEAT > 1 ? `, the whole run ${REPEAT} times` : ''}; ` +
    'wrk, PostgreSQL, the Auth emulator, the baselines and the API share these cores.',
);

const lifecycle = new Lifecycle();
lifecycle.handleSignals(log);
let exitCode = 0;
const worstOfAll = new Map<string, Worst>();
const reserveRuns: ReserveFigures[] = [];
let targetNames: string[] = [];
try {
  delete process.env.DATABASE_URL;
  const benchDir = path.join(dataRoot, 'bench');
  const infra = await startInfra(
    {
      dataDir: benchDir,
      postgresPort: envPort('BENCH_POSTGRES_PORT', 5435),
      authPort: envPort('BENCH_AUTH_EMULATOR_PORT', 9399),
      persistent: false,
      databaseName: 'kurumatabi_bench',
      log,
      postgresSettings: PG_STATEMENTS
        ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'pg_stat_statements.track_planning=on']
        : [],
    },
    lifecycle,
  );
  log(
    `\nベンチマーク用データの生成 (generating ${SCALE.cars} cars and ${SCALE.spots} spots with unavailable days and ` +
      `${SCALE.reservesPerCar} past reservations per car) …`,
  );
  await fillScaleDatabase(infra.databaseUrl, SCALE, log);
  const postmasterPid = await (async () => {
    const client = new pg.Client({ connectionString: infra.databaseUrl });
    await client.connect();
    try {
      const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      // A backend's parent is the postmaster (field 4 of /proc/<pid>/stat).
      const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return null;
    } finally {
      await client.end();
    }
  })();

  const port = envPort('BENCH_PORT', 3299);
  const baselinePorts = { nodeHttp: envPort('BENCH_NODE_HTTP_PORT', port + 1), fastify: envPort('BENCH_FASTIFY_PORT', port + 2) };
  const base = `http://127.0.0.1:${port}`;
  const scriptDir = path.join(benchDir, 'wrk');
  await mkdir(scriptDir, { recursive: true });

  const detailBodies =
    ONLY === 'reserves'
      ? null
      : await Promise.all([detailMix(infra.databaseUrl, 'car', DETAIL_IDS), detailMix(infra.databaseUrl, 'spot', DETAIL_IDS)]);
  const searchBodies = { car: searchMix(SEARCH_MIXES, 'car'), spot: searchMix(SEARCH_MIXES, 'spot') };

  // Production runs the built server (ADR 0019): built here from the current sources, as `npm run build:api` does.
  log('\nAPI のビルド (building the API: apps/api/dist) …');
  await buildApi();

  for (let run = 1; run <= REPEAT; run++) {
    if (REPEAT > 1) log(`\n======== run ${run} of ${REPEAT} ========`);
    const baselines = await startBaselines(baselinePorts);
    for (const baseline of baselines) lifecycle.add(baseline.name, baseline.stop);
    // The API as production runs it, its request lines at info written to a file (a pipe to a log shipper in production).
    const logFile = path.join(benchDir, `api-run-${run}.log`);
    const logFd = openSync(logFile, 'w');
    const nodeArgs = apiNodeArgsForRun(process.env.BENCH_API_NODE_ARGS, run);
    if (nodeArgs.length > 0) log(`API の Node 引数 (the API's Node arguments in run ${run}): ${nodeArgs.join(' ')}`);
    const api = await startApi({
      port,
      // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API under the bench's load; "A|B" alternates runs.
      nodeArgs,
      logFd,
      built: true,
      env: {
        ...infra.env,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production-like',
        // The rate limit stays on (ADR 0017): every budget raised far above what wrk from one address sends.
        RATE_LIMIT_SCALE: '100000',
        // The single budget of the limiter before ADR 0017, for a tree that still has it.
        RATE_LIMIT_PER_MINUTE: '10000000',
        // The reservations' notification mails (to the scale hosts) stay out of the development mailbox.
        MAIL_DIR: path.join(benchDir, 'mail'),
      },
    }).catch((error: unknown) => {
      // Its own lines (a stack at start-up) went to the log file: show the end of it.
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${path.relative(process.cwd(), logFile)}:\n${tail}`);
    });
    lifecycle.add('API', api.stop);

    if (ONLY !== 'reserves') {
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
      const baselineTarget = (name: BaselineName) => baselines.find((b) => b.name === name)!;
      const targets: (WrkTarget & { pid: number | undefined })[] = [
        { name: 'node-http', url: baselineTarget('node-http').url, method: 'GET', pid: baselineTarget('node-http').pid },
        { name: 'fastify-hello', url: baselineTarget('fastify-hello').url, method: 'GET', pid: baselineTarget('fastify-hello').pid },
        { name: 'healthz', url: `${base}/healthz`, method: 'GET', pid: api.child.pid },
        { name: 'show-terms', url: `${base}/v1/public/show-terms`, method: 'POST', body: '{}', pid: api.child.pid },
        { name: 'list-faq', url: `${base}/v1/public/list-faq`, method: 'POST', body: '{"limit":20}', pid: api.child.pid },
        {
          name: 'show-current-user',
          url: `${base}/v1/show-current-user`,
          method: 'POST',
          body: '{}',
          headers: { authorization: `Bearer ${idToken}` },
          pid: api.child.pid,
        },
        { name: 'show-car', url: `${base}/v1/public/show-car`, method: 'POST', bodies: detailBodies![0], pid: api.child.pid },
        { name: 'list-car', url: `${base}/v1/public/list-car`, method: 'POST', bodies: searchBodies.car, pid: api.child.pid },
        { name: 'show-spot', url: `${base}/v1/public/show-spot`, method: 'POST', bodies: detailBodies![1], pid: api.child.pid },
        { name: 'list-spot', url: `${base}/v1/public/list-spot`, method: 'POST', bodies: searchBodies.spot, pid: api.child.pid },
      ];
      // Issue 36: a signed-in guest's quote of a 28-night stay on a car with host rules (verify-car-reserve).
      const quoteBodies = await ruleQuoteMix({ databaseUrl: infra.databaseUrl, base, token: idToken, count: QUOTE_MIX, log });
      if (quoteBodies.length > 0) {
        targets.push({
          name: QUOTE_TARGET,
          url: `${base}/v1/verify-car-reserve`,
          method: 'POST',
          bodies: quoteBodies,
          headers: { authorization: `Bearer ${idToken}` },
          pid: api.child.pid,
        });
      } else {
        log(`${QUOTE_TARGET}: no body quoted, the target is left out`);
        exitCode = 1;
      }
      // BENCH_TARGETS=healthz,show-car measures a few (the baselines always), e.g. to profile one path with BENCH_API_NODE_ARGS.
      const chosen = process.env.BENCH_TARGETS?.split(',').map((name) => name.trim());
      if (chosen) targets.splice(0, targets.length, ...targets.filter((t) => BASELINE_NAMES.includes(t.name) || chosen.includes(t.name)));
      targetNames = targets.map((t) => t.name);
      if (run === 1) {
        log(
          `\nshow-* draw from ${DETAIL_IDS} random listed ids, list-* from ${SEARCH_MIXES} filter sets (prefecture 75 %, a 3-night ` +
            'range 50 %, people 30 %, a price range 30 %, any sort, page 2 in 20 %); public answers are cached in the API for ' +
            'CONTENT_CACHE_TTL_SECONDS (ADR 0008, 0015). node-http and fastify-hello are the baselines (their own processes).',
        );
      }

      // Each mix once (the cold pass, its own figure), then the warm-up: the rounds measure a replica's steady state.
      for (const target of targets.filter((t) => t.bodies)) {
        const cold = await primeMix(target, CONNECTIONS);
        log(
          `cold pass ${target.name.padEnd(14)} ${cold.requests} distinct requests in ${cold.seconds.toFixed(1)} s ` +
            `(${(cold.requests / cold.seconds).toFixed(0)} req/s, p99 ${cold.p99Ms.toFixed(1)} ms${cold.failures ? `, ${cold.failures} failed` : ''})`,
        );
      }
      log(`\nウォームアップ (warm-up) …`);
      for (const target of targets) await runWrk(target, { connections: CONNECTIONS, seconds: 2, scriptDir });

      const worstOfRun = new Map<string, Worst>();
      for (let round = 1; round <= ROUNDS; round++) {
        const baselineRps: Partial<Record<BaselineName, number>> = {};
        let nodeHttpP99Ms = Number.NaN;
        for (const target of targets) {
          // A replica serves every kind of call at once, so its caches keep each mix's working set warm (refresh ahead,
          // ADR 0018). Here the targets take turns, and a mix's turns are further apart than the content TTL: without
          // this pass its next round would meet the expired cache of a replica that has had no traffic for a minute.
          if (target.bodies) await primeMix(target, CONNECTIONS);
          const cpuBefore = processCpuMs(target.pid);
          const result = await runWrk(target, { connections: CONNECTIONS, seconds: SECONDS, scriptDir });
          const cpuAfter = processCpuMs(target.pid);
          const cpuUs =
            cpuBefore === null || cpuAfter === null || result.requests === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests;
          // The baselines run first in every round: each target is a share of its own round's.
          if (target.name === 'node-http' || target.name === 'fastify-hello') baselineRps[target.name] = result.requestsPerSecond;
          if (target.name === 'node-http') nodeHttpP99Ms = result.p99Ms;
          const figures = roundFigures(target.name, result, baselineRps as Record<BaselineName, number>, cpuUs, nodeHttpP99Ms);
          worstOfRun.set(target.name, mergeWorst(worstOfRun.get(target.name), figures));
          worstOfAll.set(target.name, mergeWorst(worstOfAll.get(target.name), figures));
          log(
            `round ${round} ${target.name.padEnd(18)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms` +
              `  ${(figures.shareOfNodeHttp * 100).toFixed(1)}% of node:http, p99 ${figures.p99OfNodeHttp.toFixed(1)}×` +
              `${target.name === 'healthz' ? ` (${(figures.shareOfBudgetBaseline * 100).toFixed(1)}% of bare Fastify)` : ''}` +
              `${cpuUs === null ? '' : `  CPU ${cpuUs.toFixed(0)} µs/req`}${figures.errors ? `  errors ${figures.errors}` : ''}`,
          );
        }
      }

      log(
        `\n結果 (run ${run}: worst of ${ROUNDS} rounds, ${CONNECTIONS} connections, ${SECONDS} s each: lowest req/s and share of ` +
          "the same round's baseline, highest p50, p99 and CPU per request of the target's own process)",
      );
      if (!printTable(targetNames, worstOfRun, log)) exitCode = 1;
      const quote = worstOfRun.get(QUOTE_TARGET);
      if (quote) {
        log(
          `quote with host rules, ${QUOTE_NIGHTS} nights (verify-car-reserve, worst round): ` +
            `${quote.cpuUsPerRequest === null ? '-' : quote.cpuUsPerRequest.toFixed(0)} µs API CPU per quote, ` +
            `${quote.requestsPerSecond.toFixed(0)} req/s, p99 ${quote.p99Ms.toFixed(2)} ms`,
        );
      }

      log(
        `\nEXPLAIN ANALYZE of the worst search shapes (${SCALE.cars} cars, ${SCALE.spots} spots; budget ≤${MAX_EXPLAIN_MS} ms, no sequential scan of a listing table):`,
      );
      for (const line of await explainWorstShapes(infra.databaseUrl)) {
        const ok = line.ms <= MAX_EXPLAIN_MS && line.seqScans.every((table) => !['cars', 'spots', 'reservations'].includes(table));
        if (!ok) exitCode = 1;
        log(
          `${`${line.shape} [${line.statement}]`.padEnd(48)} ${line.ms.toFixed(2).padStart(8)} ms  ${ok ? 'ok' : 'OVER'}  ` +
            `indexes: ${line.indexes.join(', ') || '-'}${line.seqScans.length ? `  seq scans: ${line.seqScans.join(', ')}` : ''}`,
        );
      }
    }
    if (ONLY !== 'listings') {
      // Issue 5: creating reservations under contention and under load, then the invariants in SQL.
      const figures = await runReserveBenchmarks({
        base,
        databaseUrl: infra.databaseUrl,
        authEmulatorHost: infra.env.FIREBASE_AUTH_EMULATOR_HOST!,
        connections: CONNECTIONS,
        seconds: SECONDS,
        scriptDir,
        log,
        apiCpuMs: () => processCpuMs(api.child.pid),
        databaseCpuMs: () => (postmasterPid === null ? null : postgresCpuMs(postmasterPid)),
        statements: PG_STATEMENTS,
      });
      reserveRuns.push(figures);
      if (!figures.held) exitCode = 1;
    }

    await api.stop();
    for (const baseline of baselines) await baseline.stop();
    closeSync(logFd);
    const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const requestLines = lines.filter((line) => line.includes('"msg":"request"')).length;
    log(`\nAPI log (LOG_LEVEL=info): ${lines.length} lines, ${requestLines} request lines, in ${path.relative(process.cwd(), logFile)}`);
  }

  if (REPEAT > 1) {
    log(`\n======== 全 ${REPEAT} 回の最悪値 (worst of all ${REPEAT} runs) ========`);
    if (worstOfAll.size > 0) {
      log(`listings: ${REPEAT} runs × ${ROUNDS} rounds each`);
      if (!printTable(targetNames, worstOfAll, log)) exitCode = 1;
    }
    if (reserveRuns.length > 0) {
      const worst = {
        perSecond: Math.min(...reserveRuns.map((r) => r.reservationsPerSecond)),
        p99: Math.max(...reserveRuns.map((r) => r.p99Ms)),
        errors: reserveRuns.reduce((n, r) => n + r.errors, 0),
        overlaps: Math.max(...reserveRuns.map((r) => r.overlaps)),
        deadlocks: reserveRuns.reduce((n, r) => n + r.deadlocks, 0),
        contention: reserveRuns.every((r) => r.contentionHeld),
      };
      log(
        `reservations: ${reserveRuns.length} runs, one measurement each\n` +
          `create-car-reserve ${worst.perSecond.toFixed(0)} reservations/s (lowest), p99 ${worst.p99.toFixed(2)} ms (highest), ` +
          `${worst.errors} errors, ${worst.overlaps} overlaps, ${worst.deadlocks} deadlocks, contention ${worst.contention ? 'held' : 'FAILED'} ` +
          `in every run  ${reserveRuns.every((r) => r.held) ? 'ok' : 'OVER'} (API CPU per reservation ≤ PostgreSQL's, 0 overlaps, 0 deadlocks)`,
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await lifecycle.stopAll(() => {});
}
process.exit(exitCode);
