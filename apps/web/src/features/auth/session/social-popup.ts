import {
  browserPopupRedirectResolver,
  linkWithPopup,
  signInWithPopup,
  type Auth,
  type AuthProvider,
  type User,
  type UserCredential,
} from 'firebase/auth';

/**
 * The SDK's popup with its resolver (the helper that loads apis.google.com/js/api.js): a chunk of
 * its own, fetched when the sign-in dialog or the sign-in methods card opens and used only when a
 * social button is pressed (ADR 0030). Auth is initialised without a resolver, so nothing calls
 * Google on a plain page view.
 */
export function signInWithSocialPopup(auth: Auth, provider: AuthProvider): Promise<UserCredential> {
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}

export function linkWithSocialPopup(user: User, provider: AuthProvider): Promise<UserCredential> {
  return linkWithPopup(user, provider, browserPopupRedirectResolver);
}
