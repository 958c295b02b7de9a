import { userName } from '@kurumatabi/contract';

/** The name of last resort: plain, and free of every rule of the contract's display names. */
export const FALLBACK_DISPLAY_NAME = 'ユーザー';

/**
 * The name a first social sign-in registers with: the provider's display name, else the email's local
 * part, each as the contract normalises it (NFKC, spaces) and only when the contract takes it — a provider
 * name may hold a zero-width space or one of the marketplace's words (ADR 0024) — else a plain fallback.
 */
export function defaultDisplayName(identity: { displayName: string | null; email: string | null }): string {
  const candidates = [identity.displayName, identity.email?.split('@')[0]];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const parsed = userName.safeParse([...candidate.trim()].slice(0, 50).join(''));
    if (parsed.success) return parsed.data;
  }
  return FALLBACK_DISPLAY_NAME;
}
