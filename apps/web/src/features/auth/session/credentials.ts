import { ApiError } from '@kurumatabi/contract/client';
import {
  EmailAuthProvider,
  linkWithCredential,
  reauthenticateWithCredential,
  reload,
  unlink,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { sessionStore, type LinkedProvider } from '@/lib/session';
import { credentialErrorMessage, CredentialRuleError } from '../credential-errors';
import { identityErrorCode } from '../identity-errors';
import { credentialMessages as m } from '../messages';
import { canUnlink, signInMethodsOf } from '../sign-in-methods';
import {
  currentIdentity,
  providerFacts,
  providerFor,
  publishSignInMethods,
  signIn,
  signOut,
  syncConfirmedEmail,
  withPolicyRefresh,
  type SocialProvider,
} from './identity';
import { savePendingEmail } from './pending-email';

/**
 * The profile's credential actions (spec §4–§5): each one acts on the signed-in identity, and the
 * session's hasPassword and linkedIdentityProviders follow every change.
 */

/**
 * The address a password signs in with: the identity's email, or for an identity that only has a
 * social provider without a top-level email, the provider's address.
 */
function emailOf(user: User): string {
  const email = user.email ?? user.providerData.find((info) => info.email)?.email;
  if (!email) throw new CredentialRuleError(m.noEmailForPassword);
  return email;
}

/** Re-authentication with the current email and current password (spec §7 identity calls). */
export async function reauthenticate(password: string): Promise<void> {
  const user = currentIdentity();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(emailOf(user), password));
}

/** spec §5: re-authenticate with the current email and password, then set the new password. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  await withPolicyRefresh(() => updatePassword(currentIdentity(), newPassword));
}

/** A first password for an identity that signs in with Google or Facebook only. */
export async function setPassword(password: string): Promise<void> {
  const user = currentIdentity();
  const credential = EmailAuthProvider.credential(emailOf(user), password);
  const result = await withPolicyRefresh(() => linkWithCredential(user, credential));
  publishSignInMethods(result.user);
}

/**
 * ADR 0009: the identity provider mails a link to the new address and changes the email only when
 * it is opened. The link brings the user back to the profile. Password accounts confirm who they
 * are first; for the others the provider may ask for a recent sign-in.
 */
export async function requestEmailChange(newEmail: string, currentPassword: string | null): Promise<void> {
  const user = currentIdentity();
  if (currentPassword !== null) await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail, { url: `${window.location.origin}/mypage/profile` });
  const owner = sessionStore.get().user;
  if (owner) savePendingEmail(owner.id, newEmail);
}

/**
 * After the link: signing in with the new address gives fresh tokens (the change ended the old
 * session at the provider) and the product's copy is updated. Answers whether the email changed.
 */
export async function completeEmailChange(newEmail: string, password: string): Promise<boolean> {
  await signIn(newEmail, password);
  return syncConfirmedEmail(currentIdentity());
}

export type EmailChangeCheck = 'changed' | 'pending' | 'signed-out';

function sessionEnded(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'INVALID_TOKEN' || error.code === 'NO_TOKEN';
  const code = identityErrorCode(error);
  return code === 'auth/user-token-expired' || code === 'auth/invalid-user-token' || code === 'auth/user-disabled';
}

/**
 * For accounts without a password: reads the identity again. A confirmed change usually ends the
 * session at the provider, so the user is signed out and signs in again (which copies the email).
 */
export async function checkEmailChange(): Promise<EmailChangeCheck> {
  const user = currentIdentity();
  try {
    await reload(user);
    return (await syncConfirmedEmail(user)) ? 'changed' : 'pending';
  } catch (error) {
    if (!sessionEnded(error)) throw error;
    await signOut().catch(() => undefined);
    return 'signed-out';
  }
}

/** Links Google or Facebook in the SDK's popup. */
export async function linkProvider(kind: SocialProvider): Promise<void> {
  const user = currentIdentity();
  const { linkWithSocialPopup } = await import('./social-popup');
  const result = await linkWithSocialPopup(user, providerFor(kind));
  publishSignInMethods(result.user);
}

/** Unlinks a provider, never the last way to sign in. */
export async function unlinkProvider(provider: LinkedProvider): Promise<void> {
  const user = currentIdentity();
  if (!canUnlink(signInMethodsOf(providerFacts(user)), provider)) throw new CredentialRuleError(m.lastMethod);
  const updated = await unlink(user, provider);
  publishSignInMethods(updated);
}

/** For a confirmation step elsewhere (退会): null when the password is right, else the Japanese reason. */
export async function confirmCurrentPassword(password: string): Promise<string | null> {
  try {
    await reauthenticate(password);
    return null;
  } catch (error) {
    return credentialErrorMessage(error, 'reauthenticate');
  }
}
