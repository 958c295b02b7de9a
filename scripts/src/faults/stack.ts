import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { runMigrations } from '@kurumatabi/api/db/migrate';
import { seed } from '@kurumatabi/api/seed';
import { startApi } from '../lib/api-process.js';
import { startAuthEmulator } from '../lib/auth-emulator.js';
import { waitFor } from '../lib/ports.js';
import { startPostgres, type StartedPostgres } from '../lib/postgres.js';
import type { Lifecycle } from '../lib/processes.js';
import { DEMO_PROJECT_ID } from '../lib/stack.js';
import { startSmtpSink, type SmtpSink } from '../lib/smtp-sink.js';

export interface FaultStackOptions {
  dir: string;
  postgresPort: number;
  authPort: number;
  apiPort: number;
  /** STORAGE_DIR of the API (a small tmpfs when the run can mount one). */
  storageDir: string;
  log: (line: string) => void;
}

type Api = Awaited<ReturnType<typeof startApi>>;

/**
 * The stack of `npm run test:faults`, each part in the run's hands: an embedded PostgreSQL it can
 * stop and start again on the same data, the Auth emulator, a minimal SMTP responder it can take
 * down, and the API as a child process (as `npm start` runs it) whose log lines go to a file that
 * the checks count, one file per start.
 */
export class FaultStack {
  postgres!: StartedPostgres;
  smtp!: SmtpSink;
  databaseUrl = '';
  base = '';
  authEmulatorHost = '';
  private api: Api | null = null;
  private apiEnv: Record<string, string> = {};
  private logFiles: string[] = [];

  constructor(
    private readonly options: FaultStackOptions,
    private readonly lifecycle: Lifecycle,
  ) {}

  async start(): Promise<void> {
    const { options } = this;
    await rm(options.dir, { recursive: true, force: true });
    await mkdir(options.dir, { recursive: true });
    // Persistent, so that a stop and a start keep the data (the folder is removed by the next run).
    this.postgres = await this.startPostgres();
    const emulator = await startAuthEmulator({
      port: options.authPort,
      projectId: DEMO_PROJECT_ID,
      workDir: path.join(options.dir, 'auth'),
    });
    this.lifecycle.add('Firebase Auth エミュレーター', () => emulator.stop());
    this.smtp = await startSmtpSink();
    this.lifecycle.add('SMTP sink', () => this.smtp.close());
    this.authEmulatorHost = emulator.host;
    this.databaseUrl = await this.postgres.ensureDatabase('kurumatabi_faults', { fresh: true });
    // The seed's listing photos go to a folder of their own: the API's store is the small one the run breaks.
    Object.assign(process.env, {
      DATABASE_URL: this.databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      STORAGE_DIR: path.join(options.dir, 'seed-storage'),
    });
    await runMigrations(this.databaseUrl);
    await seed({ databaseUrl: this.databaseUrl, demoAccounts: true });
    this.base = `http://127.0.0.1:${options.apiPort}`;
    this.apiEnv = {
      DATABASE_URL: this.databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      NODE_ENV: 'production-like',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      // The budgets stay on (ADR 0017), raised above what this one address sends.
      RATE_LIMIT_SCALE: '100000',
      STORAGE_DIR: options.storageDir,
      SMTP_URL: this.smtp.url,
      // pg-boss's shortest poll and first retry (ADR 0026): the retries double from 1 s while SMTP is down.
      MAIL_POLL_SECONDS: '0.5',
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_MAX_ATTEMPTS: '100',
      // Cached reads answer from memory while PostgreSQL is away; the run measures the calls that cannot.
      CONTENT_CACHE_TTL_SECONDS: '60',
    };
    await this.startApi();
  }

  private async startPostgres(): Promise<StartedPostgres> {
    const postgres = await startPostgres({
      dataDir: path.join(this.options.dir, 'postgres'),
      port: this.options.postgresPort,
      persistent: true,
    });
    this.lifecycle.add('PostgreSQL', () => this.postgres.stop());
    return postgres;
  }

  /** Stops PostgreSQL (a fast shutdown: open sessions get 57P01) and answers when it is down. */
  async stopPostgres(): Promise<void> {
    await this.postgres.stop();
  }

  /** Starts PostgreSQL again on the same data folder and port. */
  async restartPostgres(): Promise<void> {
    this.postgres = await startPostgres({
      dataDir: path.join(this.options.dir, 'postgres'),
      port: this.options.postgresPort,
      persistent: true,
    });
  }

  /** Starts (or starts again) the API; its log goes to a new file. */
  async startApi(): Promise<void> {
    const file = path.join(this.options.dir, `api-${this.logFiles.length + 1}.log`);
    this.logFiles.push(file);
    const fd = openSync(file, 'w');
    try {
      this.api = await startApi({ port: this.options.apiPort, env: this.apiEnv, logFd: fd });
    } finally {
      closeSync(fd);
    }
    const api = this.api;
    this.lifecycle.add('API', () => api.stop());
  }

  /**
   * A second API process over the same database (another replica, ADR 0050), with the run's
   * environment and a log file of its own; stopped with the run unless stopped before.
   */
  async startReplica(port: number): Promise<{ base: string; stop: () => Promise<void>; logLines: () => { level: number; msg: string }[] }> {
    const file = path.join(this.options.dir, `api-replica-${port}.log`);
    const fd = openSync(file, 'w');
    let replica: Api;
    try {
      replica = await startApi({ port, env: this.apiEnv, logFd: fd });
    } finally {
      closeSync(fd);
    }
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await replica.stop();
    };
    this.lifecycle.add(`API replica :${port}`, stop);
    const logLines = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
    return { base: `http://127.0.0.1:${port}`, stop, logLines };
  }

  /** Stops the API and starts it again with `env` over the run's own (a fault's processor, say); `{}` goes back. */
  async restartApi(env: Record<string, string>): Promise<void> {
    await this.api?.stop();
    this.api = null;
    const own = this.apiEnv;
    this.apiEnv = { ...own, ...env };
    try {
      await this.startApi();
    } finally {
      this.apiEnv = own;
    }
  }

  get apiPid(): number | undefined {
    return this.api?.child.pid;
  }

  /** kill -9: no shutdown hook runs, open transactions are cut mid-way. */
  async killApi(): Promise<void> {
    const api = this.api;
    if (!api) return;
    api.child.kill('SIGKILL');
    await api.exited;
    this.api = null;
  }

  async apiAlive(): Promise<boolean> {
    return this.api !== null && this.api.child.exitCode === null && this.api.child.signalCode === null;
  }

  /** The current API's log lines (JSON, one per line), parsed. */
  logLines(): { level: number; msg: string; time: number }[] {
    const file = this.logFiles[this.logFiles.length - 1];
    if (!file) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; time: number });
  }

  async waitReady(timeoutMs: number): Promise<void> {
    await waitFor(async () => (await fetch(`${this.base}/readyz`)).ok, { timeoutMs, what: 'API /readyz' });
  }
}
