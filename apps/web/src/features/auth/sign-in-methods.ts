import type { LinkedProvider } from '@/lib/session';

/** A way to sign in: the email and password, or a linked social provider (spec §3). */
export type SignInMethod = 'password' | LinkedProvider;

/** The social providers a user can link, in the order the page lists them. */
export const linkableProviders: readonly LinkedProvider[] = ['google.com', 'facebook.com'];

/** The session's sign-in methods as one list: the password first, then the linked providers. */
export function signInMethodsOf(facts: { hasPassword: boolean; linkedIdentityProviders: readonly LinkedProvider[] }): SignInMethod[] {
  return [...(facts.hasPassword ? (['password'] as const) : []), ...facts.linkedIdentityProviders];
}

/**
 * A provider may be unlinked only while another way to sign in remains: an identity without any
 * method could never sign in again.
 */
export function canUnlink(methods: readonly SignInMethod[], provider: LinkedProvider): boolean {
  return methods.includes(provider) && methods.length > 1;
}
