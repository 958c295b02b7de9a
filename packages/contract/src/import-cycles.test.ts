import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The contract's files import each other without circles (a circle makes the order of module evaluation
 * decide whether a schema is defined yet). Type-only imports count too: they tie the files' meanings.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)\.js'/g)].map((m) => `${resolve(dirname(file), m[1] ?? '')}.ts`);
}

/** Every circle found by a depth-first walk, each as the files along it. */
function circles(): string[][] {
  const graph = new Map(sourceFiles(srcDir).map((file) => [file, importsOf(file)]));
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push(path.slice(at).map((f) => relative(srcDir, f)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('the contract’s imports', () => {
  it('form no circle', () => {
    expect(circles()).toEqual([]);
  });
});
