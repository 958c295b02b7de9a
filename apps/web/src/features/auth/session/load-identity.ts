import { sessionStore } from '@/lib/session';
import type * as Identity from './identity';

type IdentityModule = typeof Identity;

let loading: Promise<IdentityModule> | null = null;

/**
 * The identity SDK is the largest dependency, so it is a separate chunk fetched right after the
 * first paint; every sign-in action goes through here.
 */
export function loadIdentity(): Promise<IdentityModule> {
  loading ??= import('./identity').catch((error: unknown) => {
    loading = null; // a failed chunk download may succeed on the next attempt
    throw error;
  });
  return loading;
}

/** Boots the session once, at start: the page renders meanwhile and the header waits for `ready`. */
export function startSession(): void {
  loadIdentity()
    .then((identity) => identity.start())
    .catch((error: unknown) => {
      // Without the SDK nobody can sign in; the public pages still work.
      console.error('identity could not be loaded', error);
      sessionStore.signedOut();
    });
}
