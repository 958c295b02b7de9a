import { writeFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type ConfigEnv } from 'vite';
import base from './vite.config.ts';
export default defineConfig((env: ConfigEnv) =>
  mergeConfig((base as (e: ConfigEnv) => object)(env), {
    plugins: [{
      name: 'dump-chunks',
      generateBundle(_o: unknown, bundle: Record<string, any>) {
        const out: Record<string, unknown> = {};
        for (const [file, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk') continue;
          out[file] = { name: c.name, imports: c.imports, dynamicImports: c.dynamicImports, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]: [string, any]) => [id.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/'), m.code ?? ''])) };
        }
        writeFileSync('/tmp/chunks.json', JSON.stringify(out));
      },
    }],
  }),
);
