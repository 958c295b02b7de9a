import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api — resolved from this file, so the API finds its folders whatever the working directory. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultWebDistDir = path.join(repoRoot, 'apps/web/dist');
