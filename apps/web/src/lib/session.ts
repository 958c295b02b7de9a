import type { CurrentUser } from '@kurumatabi/contract';
import { startTransition, useEffect, useState } from 'react';

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
/** What the server rendered (the session is unknown there): hydration starts from it. */
const initialState = state;
const listeners = new Set<() => void>();
let resolveReady: (session: Session) => void = () => {};
const readyPromise = new Promise<Session>((resolve) => {
  resolveReady = resolve;
});
let checked = false;
let resolveChecked: (session: Session) => void = () => {};
const checkedPromise = new Promise<Session>((resolve) => {
  resolveChecked = resolve;
});

/**
 * ADR 0030: a hint in localStorage that this browser had a session, so a returning signed-in user
 * gets the identity SDK after the page is idle while a visitor never downloads it. Written on
 * sign-in, removed when the identity says signed out; the SDK itself stays the truth.
 */
export const SESSION_HINT_KEY = 'kurumatabi:session';

function writeHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the hint is only an optimisation.
  }
}

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function publish(next: Session, fromIdentity: boolean): void {
  state = next;
  if (next.ready) resolveReady(next);
  if (fromIdentity) {
    checked = true;
    writeHint(next.authenticated);
    resolveChecked(next);
  }
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
    publish(
      {
        authenticated: true,
        ready: true,
        email: facts.user.email,
        name: facts.user.name,
        hasPassword: facts.hasPassword,
        linkedIdentityProviders: facts.linkedIdentityProviders,
        user: facts.user,
      },
      true,
    );
  },
  /** Signed out, or the current user could not be loaded (spec §4: marked unauthenticated). */
  signedOut(): void {
    publish({ ...signedOut, ready: true }, true);
  },
  /**
   * No sign of a session in this browser: the header offers ログイン at once and the identity SDK
   * is not loaded (ADR 0030). The identity's own check, when something needs it, still decides.
   */
  assumeSignedOut(): void {
    if (checked) return;
    publish({ ...signedOut, ready: true }, false);
  },
  /** The product account changed (e.g. the name was edited). */
  userUpdated(user: CurrentUser): void {
    if (!state.authenticated) return;
    publish({ ...state, user, name: user.name, email: user.email }, true);
  },
};

/** Resolves once the header knows what to show: the identity's check, or no sign of a session. */
export function whenSessionReady(): Promise<Session> {
  return state.ready ? Promise.resolve(state) : readyPromise;
}

let checkNow: () => void = () => {};

/** features/auth says how to start the identity's check at once (lib cannot load the SDK itself). */
export function setSessionCheck(start: () => void): void {
  checkNow = start;
}

/**
 * The session as soon as it is known, for a press that depends on it (signed-in-action.ts). A
 * returning user's check waits for the page to be idle; a press does not wait for idle: it starts
 * the check now.
 */
export function whenSessionKnown(): Promise<Session> {
  if (!state.ready) checkNow();
  return whenSessionReady();
}

/** Resolves once the identity SDK has checked the session (load it first: checkSession in features/auth). */
export function whenSessionChecked(): Promise<Session> {
  return checked ? Promise.resolve(state) : checkedPromise;
}

/** Whether React is hydrating a server-rendered page (mount-app.tsx): components then start from what the server rendered. */
let hydrating = false;

/** mount-app.tsx: hydration begins (true) or its first commit is done (false). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** True while React hydrates a server-rendered page: what the server wrote is in the document and matches this render. */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * The session as React shows it. A component first renders the store's state, or, while a
 * server-rendered page hydrates, the unknown session the server rendered (hydration must match
 * it). Changes reach components as a transition: the switch from the server's placeholder to the
 * visitor's ログイン right after hydration re-renders the page's session-dependent parts (the
 * header, a detail's query, the hearts) in slices React can interrupt, not in one long blocking
 * task (ADR 0030, fourth pass) as a store subscription (`useSyncExternalStore`, always
 * synchronous) did. Code outside React (route loaders) reads `sessionStore.get()`, which is always
 * current.
 */
export function useSession(): Session {
  const [session, setSession] = useState<Session>(() => (hydrating ? initialState : state));
  useEffect(() => {
    const sync = () => {
      const next = state;
      startTransition(() => setSession(next));
    };
    // What changed between this render and the subscription (and, after hydration, the client's state).
    sync();
    return sessionStore.subscribe(sync);
  }, []);
  return session;
}
