import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every emitted js/css/html/svg file (public files included), so the
 * API serves them precompressed (@fastify/static `preCompressed`) without compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'kurumatabi:precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      for await (const file of walk(outDir)) {
        const source = await readFile(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        await writeFile(`${file}.br`, brotli);
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
