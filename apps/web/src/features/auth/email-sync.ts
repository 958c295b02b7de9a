/**
 * ADR 0009: the identity provider owns the email. Once it holds a verified address different from
 * the product's copy (a confirmed email change), the web asks the API to copy it (update-email).
 * An unverified address is never sent: the API would refuse it with EMAIL_CHANGE_NOT_CONFIRMED.
 */
export function needsEmailSync(
  identity: { email: string | null; emailVerified: boolean },
  productEmail: string | null | undefined,
): identity is { email: string; emailVerified: true } {
  if (!identity.email || !identity.emailVerified || productEmail == null) return false;
  return identity.email.toLowerCase() !== productEmail.toLowerCase();
}
