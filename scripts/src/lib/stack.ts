import path from 'node:path';
import { runMigrations } from '@kurumatabi/api/db/migrate';
import { seed } from '@kurumatabi/api/seed';
import { startAuthEmulator } from './auth-emulator.js';
import { envPort } from './orchestrator.js';
import { dataRoot } from './paths.js';
import { startPostgres } from './postgres.js';
import type { Lifecycle } from './processes.js';

export const DEMO_PROJECT_ID = 'demo-kurumatabi';

export interface InfraOptions {
  /** Folder for this stack's data: `.data` for start/dev, `.data/test` for tests. */
  dataDir: string;
  postgresPort: number;
  authPort: number;
  /** Keep the database between runs (start/dev) or throw it away (tests). */
  persistent: boolean;
  databaseName: string;
  log: (line: string) => void;
  /** More settings of the embedded PostgreSQL (`name=value`). */
  postgresSettings?: string[];
}

export interface Infra {
  databaseUrl: string;
  /** Env for the API and anything that talks to identity. */
  env: Record<string, string>;
  usingEmulator: boolean;
  usingEmbeddedPostgres: boolean;
  /** The embedded cluster's folder (run as root from a private folder, not the one under `dataDir`: postgres-folder.ts). */
  postgresDir: string | null;
}

/** A real Firebase project is configured when FIREBASE_PROJECT_ID names one that is not `demo-*`. */
export function realFirebaseProject(): string | null {
  const id = process.env.FIREBASE_PROJECT_ID;
  return id && !id.startsWith('demo-') ? id : null;
}

/**
 * Starts what the API needs: PostgreSQL (embedded unless DATABASE_URL is given) and the Auth
 * emulator (unless a real Firebase project is configured), then migrates and seeds the database.
 */
export async function startInfra(options: InfraOptions, lifecycle: Lifecycle): Promise<Infra> {
  const { log } = options;
  const external = process.env.DATABASE_URL;
  const realProject = realFirebaseProject();
  if (realProject && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_PROJECT_ID に本番のプロジェクトを指定したまま FIREBASE_AUTH_EMULATOR_HOST を設定することはできません。');
  }

  const [postgres, emulator] = await Promise.all([
    external
      ? null
      : step('埋め込み PostgreSQL の起動 (starting embedded PostgreSQL)', log, () =>
          startPostgres({
            dataDir: path.join(options.dataDir, 'postgres'),
            port: options.postgresPort,
            persistent: options.persistent,
            settings: options.postgresSettings,
          }),
        ),
    realProject
      ? null
      : step('Firebase Auth エミュレーターの起動 (starting the Auth emulator)', log, () =>
          startAuthEmulator({
            port: options.authPort,
            projectId: DEMO_PROJECT_ID,
            // Not `auth-…`: the CLI refuses an export folder whose path is a prefix of the config folder's.
            workDir: path.join(options.dataDir, 'firebase-emulator'),
            stateDir: options.persistent ? path.join(options.dataDir, 'auth') : undefined,
          }),
        ),
  ]).catch(async (error: unknown) => {
    await lifecycle.stopAll(log);
    throw error;
  });
  if (postgres) lifecycle.add('PostgreSQL', () => postgres.stop());
  if (emulator) lifecycle.add('Firebase Auth エミュレーター', () => emulator.stop());

  const databaseUrl = external ?? (await postgres!.ensureDatabase(options.databaseName, { fresh: !options.persistent }));
  const env: Record<string, string> = { DATABASE_URL: databaseUrl };
  if (emulator) {
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    env.FIREBASE_PROJECT_ID = DEMO_PROJECT_ID;
  }
  // firebase-admin (used by the seed for the demo identities) reads these from the environment.
  Object.assign(process.env, env);

  await step('マイグレーションの適用 (applying migrations)', log, () => runMigrations(databaseUrl));
  const { seeded } = await step('デモデータの確認 (checking demo data)', log, () => seed({ databaseUrl, demoAccounts: Boolean(emulator) }));
  if (seeded) log('デモデータを投入しました (seeded the demo data)');
  return {
    databaseUrl,
    env,
    usingEmulator: Boolean(emulator),
    usingEmbeddedPostgres: Boolean(postgres),
    postgresDir: postgres?.dataDir ?? null,
  };
}

/** Runs one start-up step; a failure names the step. */
export async function step<T>(name: string, log: (line: string) => void, run: () => Promise<T>): Promise<T> {
  log(`… ${name}`);
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw Object.assign(new Error(`「${name}」で失敗しました: ${message}`), { cause: error });
  }
}

/**
 * The persistent stack of `npm start` and `npm run dev`: `.data`, the documented default ports, and
 * loopback only unless HOST says otherwise — the emulator's tokens are unsigned, so a dev stack must
 * not be reachable from the network.
 */
export function startLocalInfra(lifecycle: Lifecycle, log: (line: string) => void): Promise<Infra> {
  process.env.HOST ??= '127.0.0.1';
  return startInfra(
    {
      dataDir: dataRoot,
      postgresPort: envPort('POSTGRES_PORT', 5433),
      authPort: envPort('AUTH_EMULATOR_PORT', 9099),
      persistent: true,
      databaseName: 'kurumatabi',
      log,
    },
    lifecycle,
  );
}

export { dataRoot };
