import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** A chunk and everything it imports statically: what the browser must fetch before running it. */
export function staticClosure(bundle: BundleLike, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

export const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * Prints the gzipped JavaScript of the home page's first load — the entry chunk, the home route's
 * chunk (lazy, but fetched at once on `/`) and their static imports — and fails the build above
 * the budget (issue 2: 150 KB). Chunks loaded later (identity SDK, other pages) are listed apart.
 */
export function bundleBudget(options: { limitKb: number; homeModule: string }): Plugin {
  return {
    name: 'kurumatabi:bundle-budget',
    apply: 'build',
    generateBundle(_output, rawBundle) {
      const bundle = rawBundle as unknown as BundleLike;
      const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const home = chunks.filter((c) => c.facadeModuleId?.endsWith(options.homeModule)).map((c) => c.fileName);
      if (entries.length === 0 || home.length === 0) {
        this.error(`bundle budget: entry or home chunk (${options.homeModule}) not found`);
      }
      const initial = staticClosure(bundle, [...entries, ...home]);
      const sizeOf = (fileName: string) => gzipSize((bundle[fileName] as ChunkLike).code);
      const total = initial.reduce((sum, f) => sum + sizeOf(f), 0);
      const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
      const later = chunks.filter((c) => !initial.includes(c.fileName));
      const biggestLater = later.sort((a, b) => sizeOf(b.fileName) - sizeOf(a.fileName)).slice(0, 3);
      console.log(
        `\nホームの初回読み込み JavaScript (gzip): ${kb(total)} / 上限 ${options.limitKb} KB` +
          ` (home page initial JS, gzipped)` +
          initial.map((f) => `\n  ${f} ${kb(sizeOf(f))}`).join('') +
          `\n  遅延読み込みの大きいチャンク (largest lazy chunks): ` +
          biggestLater.map((c) => `${c.fileName} ${kb(sizeOf(c.fileName))}`).join(', '),
      );
      if (total > options.limitKb * 1000) {
        this.error(`ホームの初回 JavaScript が上限を超えました: ${kb(total)} > ${options.limitKb} KB (bundle budget exceeded)`);
      }
    },
  };
}
