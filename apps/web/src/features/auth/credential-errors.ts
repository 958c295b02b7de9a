import { ApiError } from '@kurumatabi/contract/client';
import { identityErrorCode, identityErrorMessages } from './identity-errors';
import { credentialMessages as m } from './messages';

/** What the user was doing: the same code means different things in different actions. */
export type CredentialAction =
  'reauthenticate' | 'change-password' | 'change-email' | 'complete-email' | 'set-password' | 'link' | 'unlink';

const common: Record<string, string> = {
  'auth/email-already-in-use': m.emailInUse,
  'auth/invalid-new-email': identityErrorMessages['auth/invalid-email']!,
  'auth/missing-new-email': identityErrorMessages['auth/missing-email']!,
  'auth/credential-already-in-use': m.credentialInUse,
  'auth/provider-already-linked': m.providerAlreadyLinked,
  'auth/no-such-provider': m.noSuchProvider,
  'auth/requires-recent-login': m.recentLoginRequired,
  'auth/user-token-expired': m.sessionExpired,
  'auth/invalid-user-token': m.sessionExpired,
  'auth/user-mismatch': m.wrongCurrentPassword,
  'auth/popup-blocked': m.linkPopupBlocked,
  'auth/popup-closed-by-user': m.linkPopupClosed,
};

/**
 * The Japanese message for a failed credential action. When the user is signed in, the email is
 * known, so a wrong password can be named as such (unlike the sign-in form, which must not reveal
 * whether an address is registered).
 */
export function credentialErrorMessage(error: unknown, action: CredentialAction): string {
  if (error instanceof ApiError || error instanceof CredentialRuleError) return error.message;
  const code = identityErrorCode(error);
  if (!code) return m.actionFailed;
  const wrongPassword = code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials';
  if (wrongPassword) return action === 'complete-email' ? m.newEmailSignInFailed : m.wrongCurrentPassword;
  if (action === 'complete-email' && code === 'auth/user-not-found') return m.newEmailSignInFailed;
  return common[code] ?? identityErrorMessages[code] ?? m.actionFailed;
}

/** A rule of ours refused the action before the identity provider was asked (the message says which). */
export class CredentialRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialRuleError';
  }
}
