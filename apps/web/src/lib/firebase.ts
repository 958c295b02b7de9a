import type { RuntimeConfig } from '@kurumatabi/contract';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

/**
 * Initialises the identity SDK from the runtime config. With the Auth emulator (dev and tests) the
 * SDK is pointed at it; its warning banner is disabled because it would cover the page's footer.
 */
export function initFirebaseAuth(config: RuntimeConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  auth.languageCode = 'ja';
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
