// Type-only import: Vite loads this file with Node, which cannot import the contract's TypeScript
// source; the placeholder is repeated here and a unit test keeps it equal to the contract's.
import type { RuntimeConfig } from '@kurumatabi/contract';
import type { Plugin } from 'vite';

export const RUNTIME_CONFIG_PLACEHOLDER = '__KURUMATABI_RUNTIME_CONFIG__';

/**
 * The runtime config the dev server injects, read from the same variables as the API
 * (apps/api/src/config.ts) so `npm run dev` and `npm start` see the same identity and payment set-up.
 * Without FIREBASE_API_KEY the Auth emulator is assumed, as in the API.
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): RuntimeConfig {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-kurumatabi';
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || (env.FIREBASE_API_KEY ? null : `127.0.0.1:${env.AUTH_EMULATOR_PORT || '9099'}`);
  return {
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
    },
    authEmulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    tokenSyncUrl: env.TOKEN_SYNC_URL || null,
    // As the API: the sandbox card form unless PAYMENT_PROVIDER=stripe (which needs the publishable key).
    payments:
      env.PAYMENT_PROVIDER === 'stripe'
        ? { provider: 'stripe', stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null }
        : { provider: 'sandbox', stripePublishableKey: null },
  };
}

/** Dev server only: the built index.html keeps the placeholder, which the API fills in at run time. */
export function devRuntimeConfig(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'kurumatabi:dev-runtime-config',
    apply: 'serve',
    transformIndexHtml(html) {
      // `<` escaped so no value can close the script tag (as the API does).
      const json = JSON.stringify(runtimeConfigFromEnv(env)).replace(/</g, '\\u003c');
      return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => json);
    },
  };
}
