import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { devRuntimeConfig } from './build/dev-runtime-config.ts';
import { precompress } from './build/precompress.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeConfig(), bundleBudget({ limitKb: 150, homeModule: 'src/routes/home.tsx' }), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The API answers /v1 and the uploaded images (public URLs and signed private ones).
    proxy: {
      '/v1': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/images': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
});
