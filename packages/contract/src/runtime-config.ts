import { z } from 'zod';

/**
 * What the browser needs to know at run time, injected by the server into index.html (a JSON
 * script tag, id `runtime-config`) so one build serves any environment: the emulator in dev and
 * tests, a real Firebase project in production.
 */
export const runtimeConfig = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** e.g. `http://127.0.0.1:9099` when the Auth emulator is in use; null in production. */
  authEmulatorUrl: z.string().nullable(),
  /** Optional token sync endpoint of spec §7; null when not configured. */
  tokenSyncUrl: z.string().nullable(),
  /**
   * The card processor (issue 33): `sandbox` shows the app's own test card form; `stripe` loads
   * Stripe.js (from Stripe, in that mode only) with the publishable key.
   */
  payments: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    stripePublishableKey: z.string().nullable(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

export const RUNTIME_CONFIG_PLACEHOLDER = '__KURUMATABI_RUNTIME_CONFIG__';
