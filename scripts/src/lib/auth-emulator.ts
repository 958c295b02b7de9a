import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';
import { assertPortFree, waitFor } from './ports.js';

export interface StartedAuthEmulator {
  /** `127.0.0.1:PORT`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** `http://127.0.0.1:PORT` */
  url: string;
  stop(): Promise<void>;
}

const firebaseBin = path.join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * Starts the Firebase Auth emulator (firebase-tools, auth only; no Java needed). Each instance gets
 * its own config folder and TMPDIR, because the emulator hub keeps a per-project locator file in the
 * temp folder and two instances of one project would otherwise refuse each other. With `stateDir`
 * the accounts are imported at start and exported on a clean stop.
 */
export async function startAuthEmulator(options: {
  port: number;
  projectId: string;
  workDir: string;
  stateDir?: string;
  log?: (line: string) => void;
}): Promise<StartedAuthEmulator> {
  const { port, projectId } = options;
  await assertPortFree(port, 'Firebase Auth エミュレーター', 'AUTH_EMULATOR_PORT');
  // Its hub and log server take the next two ports (README): a clear error here rather than the emulator's own
  // "unexpected error" (two stacks of `npm test` start side by side, each with its emulator).
  for (const next of [port + 1, port + 2])
    await assertPortFree(next, 'Firebase Auth エミュレーターのハブ・ログ (hub, logging)', 'AUTH_EMULATOR_PORT');
  const workDir = path.resolve(options.workDir);
  const tmpDir = path.join(workDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const configPath = path.join(workDir, 'firebase.json');
  await writeFile(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath];
  if (options.stateDir) {
    const stateDir = path.resolve(options.stateDir);
    await mkdir(stateDir, { recursive: true });
    if (existsSync(path.join(stateDir, 'firebase-export-metadata.json'))) args.push('--import', stateDir);
    args.push('--export-on-exit', stateDir);
  }
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: workDir,
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 100) output.shift();
      options.log?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/emulator/v1/projects/${projectId}/config`)).ok, {
      // About 10 s on a quiet machine; `npm test` starts it beside the type check, lint and the fault run's own
      // stack, and a busy host has taken over a minute (a fault run under two extra busy loops).
      timeoutMs: 180_000,
      what: 'Firebase Auth emulator',
      failed: () => (exited ? 'the process exited' : null),
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Firebase Auth emulator failed to start on port ${port}: ${String(error)}\n${output.slice(-20).join('\n')}`, {
      cause: error,
    });
  }
  return {
    host: `127.0.0.1:${port}`,
    url,
    async stop() {
      if (exited) return;
      // SIGINT lets the emulator export its state (--export-on-exit) before it ends.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}
