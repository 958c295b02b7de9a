import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/lib/toast-on-demand.tsx', import.meta.url));

/**
 * ADR 0030: the app's `import { toast } from 'react-toastify'` resolves to
 * src/lib/toast-on-demand.tsx, which fetches the real package (its own import is left alone) with
 * the first toast. Builds and the dev server alike (unit tests use the package directly).
 */
export function toastOnDemand(): Plugin {
  return {
    name: 'kurumatabi:toast-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-toastify' && importer !== shim) return shim;
      return null;
    },
  };
}
