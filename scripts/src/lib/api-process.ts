import path from 'node:path';
import { repoRoot } from './paths.js';
import { waitFor } from './ports.js';
import { spawnService } from './processes.js';

/**
 * Starts the API as a child process (optionally with tsx's watch mode) and waits for /readyz.
 * `nodeArgs` go to Node before the script (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow).
 */
export async function startApi(options: {
  port: number;
  env: Record<string, string>;
  watch?: boolean;
  nodeArgs?: string[];
  /** An open file the API's stdout and stderr go to (the bench keeps its logs), instead of this terminal. */
  logFd?: number;
  /** Run the built server (apps/api/dist/server.js, as `npm run serve` does) instead of the sources through tsx. */
  built?: boolean;
  /** How long the API may take to answer /readyz (120 s: a busy host has taken half a minute). */
  readyTimeoutMs?: number;
}) {
  const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const server = path.join(repoRoot, 'apps/api/src/server.ts');
  const entry = options.built
    ? ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')]
    : options.watch
      ? [tsxCli, 'watch', '--clear-screen=false', server]
      : ['--import', 'tsx', server];
  const args = [...(options.nodeArgs ?? []), ...entry];
  const service = spawnService(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    ...(options.logFd === undefined ? {} : { stdio: ['ignore', options.logFd, options.logFd] }),
  });
  let exitCode: number | null | undefined;
  void service.exited.then((code) => (exitCode = code));
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${options.port}/readyz`)).ok, {
      timeoutMs: options.readyTimeoutMs ?? 120_000,
      what: 'API',
      failed: () => (exitCode === undefined ? null : `exited with code ${exitCode}`),
    });
  } catch (error) {
    // A process that never became ready is not left behind holding the port (the supervisor starts another).
    await service.stop();
    throw error;
  }
  return service;
}
