import type { RuntimeConfig } from '@kurumatabi/contract';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

/**
 * Initialises the identity SDK from the runtime config. With the Auth emulator (dev and tests) the
 * SDK is pointed at it; its warning banner is disabled because it would cover the page's footer.
 *
 * ADR 0030: `initializeAuth` with getAuth's persistences but without its popup/redirect resolver,
 * whose start loads apis.google.com/js/api.js on every page; the resolver is passed to the popup
 * call itself (social-popup.ts), loaded when a social button is pressed.
 */
export function initFirebaseAuth(config: RuntimeConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  auth.languageCode = 'ja';
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
