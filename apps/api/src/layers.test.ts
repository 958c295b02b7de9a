import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rooms of DESIGN.md, kept by a test: a layer may not import the layers built on top of it. Only the
 * relative imports of the source files are read (packages are outside the rooms).
 */
const srcDir = dirname(fileURLToPath(import.meta.url));

/** `<layer>` → the layers its files must not import. */
const forbidden: Record<string, string[]> = {
  db: ['modules', 'seed', 'plugins', 'http'],
  lib: ['modules', 'seed', 'plugins', 'http'],
  http: ['plugins', 'seed'],
  modules: ['plugins', 'seed'],
};

/** Tests and their fixtures may read the seed's data to compare with it: only the product's code is held to the rooms. */
const isTestCode = (path: string) => /(\.test|-fixtures)\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The top folder under src/ of a path (`modules`, `db`, …), or the file name for files at the top. */
function layerOf(path: string): string {
  return relative(srcDir, path).split(/[\\/]/)[0] ?? '';
}

/** Static `import … from '…'`, `export … from '…'` and dynamic `import('…')` of relative paths. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const banned = forbidden[layerOf(file)];
    if (!banned || isTestCode(file)) continue;
    for (const target of relativeImports(file)) {
      const inside = !relative(srcDir, target).startsWith('..');
      if (inside && banned.includes(layerOf(target))) found.push(`${relative(srcDir, file)} → ${relative(srcDir, target)}`);
    }
  }
  return found;
}

describe('the layers of apps/api/src', () => {
  it('no layer imports one built on top of it (db and lib are below modules; modules and http below plugins)', () => {
    expect(violations()).toEqual([]);
  });

  it('reads the imports it checks (the walk finds modules importing db)', () => {
    const modulesToDb = sourceFiles(join(srcDir, 'modules')).some((file) =>
      relativeImports(file).some((target) => layerOf(target) === 'db'),
    );
    expect(modulesToDb).toBe(true);
  });
});
