/**
 * The address a user asked to change to, kept while the confirmation link waits in their inbox, so
 * the profile can say so after a reload. Per product user (id): another account on the same
 * browser never sees it. The identity provider holds the real pending change; this is only a reminder.
 */
const KEY = 'kurumatabi.pending-email';

interface PendingEmail {
  userId: string;
  email: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the reminder is simply not kept
  }
}

export function savePendingEmail(userId: string, email: string): void {
  storage()?.setItem(KEY, JSON.stringify({ userId, email } satisfies PendingEmail));
}

export function clearPendingEmail(): void {
  storage()?.removeItem(KEY);
}

/**
 * The pending address of this identity, or null. Once the product's email equals it, the change is
 * complete and the reminder is dropped.
 */
export function readPendingEmail(userId: string, currentEmail: string | null): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  let pending: Partial<PendingEmail>;
  try {
    pending = JSON.parse(raw) as Partial<PendingEmail>;
  } catch {
    clearPendingEmail();
    return null;
  }
  if (pending.userId !== userId || typeof pending.email !== 'string') return null;
  if (currentEmail && pending.email.toLowerCase() === currentEmail.toLowerCase()) {
    clearPendingEmail();
    return null;
  }
  return pending.email;
}
