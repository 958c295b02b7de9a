import type { CurrentUser } from '@kurumatabi/contract';
import { useSyncExternalStore } from 'react';

export type LinkedProvider = 'google.com' | 'facebook.com';

/** The client session of spec §3. */
export interface Session {
  /** A user is signed in and their product account is loaded. */
  authenticated: boolean;
  email: string | null;
  name: string | null;
  /** Set after the first sign-in check, whether it succeeds or fails. */
  ready: boolean;
  /** The email-and-password sign-in method is linked. */
  hasPassword: boolean;
  /** The social providers linked to the identity. */
  linkedIdentityProviders: LinkedProvider[];
  /** The product's view of the user (show-current-user). */
  user: CurrentUser | null;
}

const signedOut: Omit<Session, 'ready'> = {
  authenticated: false,
  email: null,
  name: null,
  hasPassword: false,
  linkedIdentityProviders: [],
  user: null,
};

let state: Session = { ...signedOut, ready: false };
const listeners = new Set<() => void>();
let resolveReady: (session: Session) => void = () => {};
const readyPromise = new Promise<Session>((resolve) => {
  resolveReady = resolve;
});

function publish(next: Session): void {
  state = next;
  if (next.ready) resolveReady(next);
  listeners.forEach((listener) => listener());
}

/**
 * A tiny store, not a React context: the identity SDK loads after the first paint and writes here,
 * and route loaders (requireAuth) read it outside React.
 */
export const sessionStore = {
  get: (): Session => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(facts: { user: CurrentUser; hasPassword: boolean; linkedIdentityProviders: LinkedProvider[] }): void {
    publish({
      authenticated: true,
      ready: true,
      email: facts.user.email,
      name: facts.user.name,
      hasPassword: facts.hasPassword,
      linkedIdentityProviders: facts.linkedIdentityProviders,
      user: facts.user,
    });
  },
  /** Signed out, or the current user could not be loaded (spec §4: marked unauthenticated). */
  signedOut(): void {
    publish({ ...signedOut, ready: true });
  },
  /** The product account changed (e.g. the name was edited). */
  userUpdated(user: CurrentUser): void {
    if (!state.authenticated) return;
    publish({ ...state, user, name: user.name, email: user.email });
  },
};

/** Resolves once the first sign-in check is over (at once afterwards). */
export function whenSessionReady(): Promise<Session> {
  return state.ready ? Promise.resolve(state) : readyPromise;
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
