import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.js';

const webDir = path.join(repoRoot, 'apps/web');
export const defaultWebDist = path.join(webDir, 'dist');
const stampFile = path.join(defaultWebDist, '.build-stamp');

/** Everything the web build reads: when any of it is newer than the last build, the build is stale. */
const inputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'vite.ssr.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoRoot, 'packages/contract/src'),
  path.join(repoRoot, 'package-lock.json'),
];

async function newestMtime(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export async function isWebBuildStale(): Promise<boolean> {
  if (!existsSync(stampFile) || !existsSync(path.join(defaultWebDist, 'index.html'))) return true;
  // The server-rendering bundle (ADR 0029) is part of the build.
  if (!existsSync(path.join(webDir, 'dist-ssr/entry-server.js'))) return true;
  const built = (await stat(stampFile)).mtimeMs;
  const sources = Math.max(...(await Promise.all(inputs.map(newestMtime))));
  return sources > built;
}

function runVite(args: string[]): Promise<void> {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited with code ${code}`))));
  });
}

/**
 * Runs `vite build` in apps/web (its output, including the bundle-size line, goes to our stdout),
 * then the server-rendering bundle into apps/web/dist-ssr (ADR 0029).
 */
export async function buildWeb(): Promise<void> {
  await runVite(['build']);
  await runVite(['build', '-c', 'vite.ssr.config.ts']);
  await writeFile(stampFile, new Date().toISOString());
}

export async function buildWebIfStale(log: (line: string) => void): Promise<void> {
  if (await isWebBuildStale()) {
    log('Web アプリをビルドしています… (building the web app)');
    await buildWeb();
  } else {
    log('Web アプリのビルドは最新です (web build is up to date)');
  }
}
