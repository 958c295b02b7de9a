import { ApiError } from '@kurumatabi/contract/client';
import type { CurrentUser, RuntimeConfig } from '@kurumatabi/contract';
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  FacebookAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import { toast } from 'react-toastify';
import { setIdTokenSource } from '@/lib/api-client';
import { initFirebaseAuth } from '@/lib/firebase';
import { queryClient } from '@/lib/query-client';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { fetchCurrentUser, registerUser } from '../api/current-user';
import { defaultDisplayName } from '../default-name';
import { syncEmail } from '../api/update-email';
import { needsEmailSync } from '../email-sync';
import { identityErrorCode } from '../identity-errors';
import { authMessages } from '../messages';
import {
  defaultPasswordPolicy,
  fetchPasswordPolicy,
  passwordPolicyQueryKey,
  passwordPolicyUrl,
  type PasswordPolicy,
} from '../password-policy';
import { RegistrationFailedError, signUpFlow, type SignUpInput } from '../sign-up-flow';
import { syncToken } from '../token-sync';
import { clearPendingEmail } from './pending-email';
import { sessionStore, type LinkedProvider } from '@/lib/session';

/** The session could not be loaded from the API after a successful sign-in. */
export class SessionLoadError extends Error {
  constructor() {
    super(authMessages.sessionLoadFailed);
    this.name = 'SessionLoadError';
  }
}

let auth: Auth | null = null;
let config: RuntimeConfig | null = null;
/** While sign-up runs, it registers the user itself; the token listener must not race it. */
let registering = false;
let loadedUid: string | null = null;
let generation = 0;
let inflight: { uid: string; promise: Promise<boolean> } | null = null;

/** Initialises the SDK and starts listening to the identity (once). */
export function start(): void {
  if (auth) return;
  config = readRuntimeConfig();
  const instance = initFirebaseAuth(config);
  auth = instance;
  setIdTokenSource(async () => (instance.currentUser ? instance.currentUser.getIdToken() : null));
  onIdTokenChanged(instance, (user) => {
    void syncCurrentToken(user);
    if (!user) {
      generation += 1;
      loadedUid = null;
      inflight = null;
      sessionStore.signedOut();
      return;
    }
    if (!registering) void ensureSession(user);
  });
}

function requireAuth(): Auth {
  if (!auth) start();
  if (!auth) throw new Error(authMessages.identityUnavailable);
  return auth;
}

/** The signed-in identity, for the credential actions of the profile (credentials.ts). */
export function currentIdentity(): User {
  const user = requireAuth().currentUser;
  if (!user) throw Object.assign(new Error(authMessages.sessionLoadFailed), { code: 'auth/user-token-expired' });
  return user;
}

async function syncCurrentToken(user: User | null): Promise<void> {
  const url = config?.tokenSyncUrl ?? null;
  if (!url) return;
  await syncToken(url, user ? await user.getIdToken() : null);
}

export function providerFacts(user: User): { hasPassword: boolean; linkedIdentityProviders: LinkedProvider[] } {
  const ids = user.providerData.map((p) => p.providerId);
  return {
    hasPassword: ids.includes('password'),
    linkedIdentityProviders: ids.filter((id): id is LinkedProvider => id === 'google.com' || id === 'facebook.com'),
  };
}

async function currentOrRegistered(user: User): Promise<CurrentUser> {
  try {
    return await fetchCurrentUser();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'USER_NOT_REGISTERED') throw error;
  }
  // A first social sign-in (or an earlier registration that did not finish): register now.
  try {
    const created = await registerUser(defaultDisplayName(user));
    void queryClient.invalidateQueries();
    return created;
  } catch (cause) {
    throw new RegistrationFailedError(cause);
  }
}

/**
 * ADR 0009: when the identity holds a verified address that differs from the product's (an email
 * change was confirmed by its link), the product's copy is updated. A failure keeps the old copy:
 * the next sign-in tries again.
 */
async function withConfirmedEmail(user: User, current: CurrentUser): Promise<CurrentUser> {
  if (!needsEmailSync(user, current.email)) return current;
  try {
    const updated = await syncEmail(user.email);
    clearPendingEmail();
    void queryClient.invalidateQueries();
    return updated;
  } catch (error) {
    console.warn('the confirmed email could not be copied to the product', error);
    return current;
  }
}

/**
 * Copies a confirmed email change into the product and the session, now (the profile's "confirm"
 * actions). Answers whether the product's email changed.
 */
export async function syncConfirmedEmail(user: User): Promise<boolean> {
  const current = sessionStore.get().user;
  if (!current || !needsEmailSync(user, current.email)) return false;
  const updated = await syncEmail(user.email);
  clearPendingEmail();
  sessionStore.userUpdated(updated);
  void queryClient.invalidateQueries();
  return true;
}

/** After a link, an unlink or a first password: the session's sign-in methods follow the identity. */
export function publishSignInMethods(user: User): void {
  const { authenticated, user: current } = sessionStore.get();
  if (!authenticated || !current) return;
  sessionStore.signedIn({ user: current, ...providerFacts(user) });
}

async function loadSession(user: User): Promise<boolean> {
  const mine = ++generation;
  try {
    const current = await withConfirmedEmail(user, await currentOrRegistered(user));
    if (mine !== generation) return false;
    loadedUid = user.uid;
    sessionStore.signedIn({ user: current, ...providerFacts(user) });
    return true;
  } catch (error) {
    if (mine !== generation) return false;
    console.error('the current user could not be loaded', error);
    loadedUid = null;
    sessionStore.signedOut(); // spec §4: loading the current user failed → unauthenticated
    if (error instanceof RegistrationFailedError) {
      toast.error(authMessages.registrationFailed);
      await firebaseSignOut(requireAuth()).catch(() => undefined);
    }
    return false;
  }
}

/** Loads the session for this identity, sharing a load already under way. */
function ensureSession(user: User, force = false): Promise<boolean> {
  if (!force && inflight?.uid === user.uid) return inflight.promise;
  if (!force && loadedUid === user.uid && sessionStore.get().authenticated) return Promise.resolve(true);
  const promise = loadSession(user).finally(() => {
    if (inflight?.promise === promise) inflight = null;
  });
  inflight = { uid: user.uid, promise };
  return promise;
}

/** Reloads the current user from the API (after registration or a profile change). */
export async function refreshSession(): Promise<void> {
  const user = requireAuth().currentUser;
  if (!user || !(await ensureSession(user, true))) throw new SessionLoadError();
}

// ---------- password policy (spec §5) ----------

let policy: Promise<PasswordPolicy> | null = null;

export function getPasswordPolicy(): Promise<PasswordPolicy> {
  requireAuth();
  // The Auth emulator does not implement the policy endpoint (it answers 501): its rule is the default.
  if (!config || config.authEmulatorUrl) return Promise.resolve(defaultPasswordPolicy);
  policy ??= fetchPasswordPolicy(passwordPolicyUrl(config.firebase.apiKey, config.authEmulatorUrl));
  return policy;
}

/** On 'password does not meet requirements' the policy may have changed: fetch it again. */
function refreshPolicyOn(error: unknown): void {
  if (identityErrorCode(error) !== 'auth/password-does-not-meet-requirements') return;
  policy = null;
  void queryClient.invalidateQueries({ queryKey: passwordPolicyQueryKey });
}

export async function withPolicyRefresh<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    refreshPolicyOn(error);
    throw error;
  }
}

// ---------- actions ----------

export async function signIn(email: string, password: string): Promise<void> {
  const a = requireAuth();
  const credential = await withPolicyRefresh(() => signInWithEmailAndPassword(a, email, password));
  if (!(await ensureSession(credential.user))) throw new SessionLoadError();
}

/** spec §4, with the steps bound to Firebase and the API. */
export async function signUp(input: SignUpInput): Promise<void> {
  const a = requireAuth();
  registering = true;
  try {
    await signUpFlow(
      {
        createAccount: (email, password) => withPolicyRefresh(() => createUserWithEmailAndPassword(a, email, password)),
        signIn: (email, password) => withPolicyRefresh(() => signInWithEmailAndPassword(a, email, password)),
        registerUser: (name) => registerUser(name),
        refreshSession,
        invalidateAll: () => queryClient.invalidateQueries(),
      },
      input,
    );
  } catch (error) {
    // An identity without a product account would be half signed in: sign it out, so that trying
    // again takes the "already exists → sign in → register" path of spec §4.
    if (error instanceof RegistrationFailedError) await firebaseSignOut(a).catch(() => undefined);
    throw error;
  } finally {
    registering = false;
  }
}

export type SocialProvider = 'google' | 'facebook';

/** spec §9: scopes email and profile for Google, email and public_profile for Facebook. */
export function providerFor(kind: SocialProvider): GoogleAuthProvider | FacebookAuthProvider {
  if (kind === 'google') {
    const google = new GoogleAuthProvider();
    google.addScope('email');
    google.addScope('profile');
    return google;
  }
  const facebook = new FacebookAuthProvider();
  facebook.addScope('email');
  facebook.addScope('public_profile');
  return facebook;
}

/** Fetches the popup's code ahead of a press (the dialog is open), without starting it. */
export function preloadSocialPopup(): void {
  void import('./social-popup');
}

/** Social sign-in in the SDK's popup (500 × 600); a first sign-in registers the user. */
export async function signInWithProvider(kind: SocialProvider): Promise<void> {
  const a = requireAuth();
  const { signInWithSocialPopup } = await import('./social-popup');
  const credential = await signInWithSocialPopup(a, providerFor(kind));
  if (!(await ensureSession(credential.user))) throw new SessionLoadError();
}

/** Sign-out clears all cached data, the email and the name (spec §4). */
export async function signOut(): Promise<void> {
  await firebaseSignOut(requireAuth());
  queryClient.clear();
  sessionStore.signedOut();
}

/** Sends the reset code; an unknown address answers like a known one, so it reveals nothing. */
export async function sendResetCode(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(requireAuth(), email);
  } catch (error) {
    if (identityErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** Sets the new password with the emailed code, then signs in with it. */
export async function resetPassword(code: string, newPassword: string): Promise<{ signedIn: boolean }> {
  const a = requireAuth();
  const email = await verifyPasswordResetCode(a, code);
  await withPolicyRefresh(() => confirmPasswordReset(a, code, newPassword));
  try {
    await signIn(email, newPassword);
    return { signedIn: true };
  } catch {
    return { signedIn: false };
  }
}
