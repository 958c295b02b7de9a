import { hasSessionHint, sessionStore, setSessionCheck, whenSessionChecked, type Session } from '@/lib/session';
import type * as Identity from './identity';

type IdentityModule = typeof Identity;

let loading: Promise<IdentityModule> | null = null;

/**
 * The identity SDK is the largest dependency, so it is a separate chunk fetched on first use (the
 * sign-in dialog, a sign-in-only page) or after idle for a returning user (ADR 0030); every
 * sign-in action goes through here.
 */
export function loadIdentity(): Promise<IdentityModule> {
  loading ??= import('./identity').catch((error: unknown) => {
    loading = null; // a failed chunk download may succeed on the next attempt
    throw error;
  });
  return loading;
}

let booting: Promise<void> | null = null;

/** Loads the SDK and starts listening to the identity (once); its first answer publishes the session. */
function bootIdentity(): Promise<void> {
  booting ??= loadIdentity()
    .then((identity) => identity.start())
    .catch((error: unknown) => {
      booting = null;
      // Without the SDK nobody can sign in; the public pages still work.
      console.error('identity could not be loaded', error);
      sessionStore.signedOut();
    });
  return booting;
}

/** The session as the identity SDK sees it, loading the SDK if needed (sign-in-only routes). */
export async function checkSession(): Promise<Session> {
  void bootIdentity();
  return whenSessionChecked();
}

const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';

/**
 * Whether the SDK's IndexedDB holds a signed-in user (a session from before the hint existed, or
 * written by a test): read without the SDK and without creating the database.
 */
async function storedIdentityExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === FIREBASE_DB)) return false;
  return new Promise((resolve) => {
    const open = indexedDB.open(FIREBASE_DB);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) return done(false);
      const keys = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).getAllKeys();
      keys.onsuccess = () => done(keys.result.some((key) => String(key).startsWith('firebase:authUser:')));
      keys.onerror = () => done(false);
    };
  });
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}

/**
 * At start (ADR 0030): a browser with a sign of a session loads the SDK once the page is idle (the
 * header shows a placeholder meanwhile); any other visitor gets ログイン at once and no SDK at all.
 */
export function startSession(): void {
  const boot = () => void bootIdentity();
  setSessionCheck(boot);
  if (hasSessionHint()) return whenIdle(boot);
  storedIdentityExists().then(
    (found) => (found ? whenIdle(boot) : sessionStore.assumeSignedOut()),
    () => sessionStore.assumeSignedOut(),
  );
}
