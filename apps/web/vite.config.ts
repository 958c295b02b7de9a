import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRuntimeConfig } from './build/dev-runtime-config.ts';
import { lightEndpoints } from './build/light-endpoints.ts';
import { precompress } from './build/precompress.ts';
import { toastOnDemand } from './build/toast-on-demand.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  // The first-load budget is measured in the browser, per public page (e2e/specs/first-load.spec.ts, ADR 0030).
  plugins: [lightEndpoints(), toastOnDemand(), react(), tailwindcss(), devRuntimeConfig(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The API answers /v1 and the uploaded images (public URLs and signed private ones).
    proxy: {
      '/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
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
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
