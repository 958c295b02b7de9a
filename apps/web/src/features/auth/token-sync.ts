/**
 * The optional token sync of spec §7: when a sync URL is configured, the current ID token is
 * POSTed there with a Bearer header — only while it is under five minutes old, i.e. just after
 * sign-in or a refresh — and a DELETE is sent when there is no token (signed out).
 */
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60 * 1000;

/** Milliseconds since the token was issued (`iat` of its payload), or null when unreadable. */
export function tokenAgeMs(token: string, nowMs: number): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    // The payload is UTF-8 JSON (a display name may be Japanese), so decode the bytes, not latin-1.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const iat = (claims as { iat?: unknown }).iat;
    return typeof iat === 'number' ? nowMs - iat * 1000 : null;
  } catch {
    return null;
  }
}

export type TokenSyncAction = { method: 'POST'; token: string } | { method: 'DELETE' } | null;

export function tokenSyncAction(token: string | null, nowMs: number): TokenSyncAction {
  if (token === null) return { method: 'DELETE' };
  const age = tokenAgeMs(token, nowMs);
  if (age === null || age >= TOKEN_SYNC_MAX_AGE_MS) return null;
  return { method: 'POST', token };
}

/** Sends the sync; a failure is logged and never breaks the session. */
export async function syncToken(
  url: string | null,
  token: string | null,
  options: { now?: number; fetch?: typeof fetch } = {},
): Promise<TokenSyncAction> {
  if (!url) return null;
  const action = tokenSyncAction(token, options.now ?? Date.now());
  if (!action) return null;
  const doFetch = options.fetch ?? fetch;
  try {
    await doFetch(url, {
      method: action.method,
      headers: action.method === 'POST' ? { authorization: `Bearer ${action.token}` } : {},
      credentials: 'include',
      keepalive: true,
    });
  } catch (error) {
    console.warn('token sync failed', error);
  }
  return action;
}
