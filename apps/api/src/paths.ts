import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api: the nearest folder above this module that holds a package.json. The same rule finds it
 * from the sources (src/paths.ts) and from a build (dist/server.js, where this code is bundled), so
 * the API finds its migrations and the web build whatever the working directory (ADR 0019).
 */
function packageRootAbove(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${file}`);
    dir = parent;
  }
  return dir;
}

export const apiRoot = packageRootAbove(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');
