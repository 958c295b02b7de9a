import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRuntimeConfig } from './build/dev-runtime-config.ts';
import { lightEndpoints } from './build/light-endpoints.ts';
import { precompress } from './build/precompress.ts';
import { shakeReactRouter } from './build/shake-react-router.ts';
import { toastOnDemand } from './build/toast-on-demand.ts';

const apiPort = process.env.API_PORT ?? '3000';
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
if (!reactRouterProduction.endsWith('/production/index.mjs'))
  throw new Error(`react-router's production build not found from ${reactRouterProduction}`);

export default defineConfig(({ command }) => ({
  // The first-load budget is measured in the browser, per public page (e2e/specs/first-load.spec.ts, ADR 0030).
  plugins: [lightEndpoints(), toastOnDemand(), shakeReactRouter(), react(), tailwindcss(), devRuntimeConfig(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports its development build to every bundler; the production one is the same code
      // without the development warnings (ENABLE_DEV_WARNINGS), as React's own production build is (ADR 0030).
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    // The API answers /v1 and the uploaded images (public URLs and signed private ones).
    proxy: {
      '/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // Receipt PDFs behind their signed links (ADR 0038).
      '/receipts': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  // ADR 0030: every browser we support has modulepreload; its polyfill was 1 KB of the first load.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Everything the entry imports statically in one chunk: the bundler had split what the lazy screens share with
    // it into a dozen small files (React, the JSX runtime, the API client…), each a request with its headers on
    // every page's first load (ADR 0030).
    // The small chunks that lazy screens share (icons, the UI kit, TanStack Query's hooks, the contract's calls, a
    // feature's messages) are copied into the screens that import them instead of being files of their own: a
    // search page fetched 40 files, half of its bytes on the wire headers. Rolldown's runtime keeps one execution
    // and one state per module across the copies, and a screen only gets what it imports. 64 KB (source size) also
    // copies TanStack Query's observer and the listings' shared modules into each screen: one file a page instead of
    // three, 2–3 KB less on the searches and listings now that they hydrate at load (ADR 0056); the build grew
    // from 1.0 to 1.5 MB brotli, and a navigation between two screens fetches their shared modules again.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 64 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
}));
