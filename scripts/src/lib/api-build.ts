import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { repoRoot } from './paths.js';

const apiDir = path.join(repoRoot, 'apps/api');
export const defaultApiDist = path.join(apiDir, 'dist');

/** What production runs: the server (`npm run serve`) and the migrator (`npm run db:migrate`). */
const entryPoints = [
  { out: 'server', in: path.join(apiDir, 'src/server.ts') },
  { out: 'migrate', in: path.join(repoRoot, 'scripts/src/migrate.ts') },
];

/** The package a bare import names: `@fastify/static/x` → `@fastify/static`, `pg` → `pg`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Our own code (the API, the contract workspace, the migrate script) is bundled; packages from
 * node_modules stay imports, so native ones (sharp, pg's optional bindings) and those that read
 * their own files (swagger-ui's assets, pino's transports) work as installed.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kurumatabi/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Every package the build imports that the API's production dependencies do not provide. */
async function missingRuntimePackages(metafile: Metafile): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const provided = new Set([...Object.keys(manifest.dependencies ?? {}), ...builtinModules]);
  const imported = new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageOf(i.path)),
    ),
  );
  return [...imported].filter((name) => !provided.has(name)).sort();
}

/**
 * Compiles the API to JavaScript with source maps (ADR 0019): `<outdir>/server.js` and `<outdir>/migrate.js`,
 * ES modules for Node 20. Fails when the bundle imports a package that is not a production dependency
 * of apps/api (the container installs only those).
 */
export async function buildApi(outdir: string = defaultApiDist): Promise<{ files: string[] }> {
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    legalComments: 'none',
  });
  const missing = await missingRuntimePackages(result.metafile);
  if (missing.length > 0) {
    throw new Error(
      `API のビルドが本番の依存関係にないパッケージを読み込んでいます: ${missing.join(', ')}（apps/api/package.json の dependencies に加えてください）\n` +
        `The API build imports packages that are not production dependencies of apps/api: ${missing.join(', ')}`,
    );
  }
  return { files: Object.keys(result.metafile.outputs) };
}
