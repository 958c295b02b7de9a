/** An account signed up in the Auth emulator through its REST API, as the web's SDK would, with an ID token. */
export interface EmulatorAccount {
  uid: string;
  idToken: string;
}

/**
 * Signs up an email/password account in the Auth emulator at `host` and answers an ID token the API accepts.
 *
 * The emulator dates the sign-up token's `auth_time` and the account's `validSince` with two clock reads in
 * whole seconds; when a second begins between them the token looks older than the account, and the API's
 * revocation check (ADR 0008) refuses it with 401. A token whose `auth_time` is already a past second may be
 * such a token, so the account signs in afresh once: a sign-in dates the new token now, after `validSince`.
 */
export async function signUpInEmulator(host: string, email: string, password: string, key = 'test'): Promise<EmulatorAccount> {
  const { localId, idToken } = await identityCall<{ localId: string; idToken: string }>(host, 'accounts:signUp', key, {
    email,
    password,
    returnSecureToken: true,
  });
  if (authTimeOf(idToken) >= Math.floor(Date.now() / 1000)) return { uid: localId, idToken };
  return { uid: localId, idToken: await signInToEmulator(host, email, password, key) };
}

/** A fresh ID token for an existing email/password account of the emulator. */
export async function signInToEmulator(host: string, email: string, password: string, key = 'test'): Promise<string> {
  const body = await identityCall<{ idToken: string }>(host, 'accounts:signInWithPassword', key, {
    email,
    password,
    returnSecureToken: true,
  });
  return body.idToken;
}

async function identityCall<T>(host: string, method: string, key: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${method}?key=${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The `auth_time` claim (seconds) of an ID token; the emulator's tokens are unsigned JWTs. */
export function authTimeOf(idToken: string): number {
  const payload = idToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { auth_time?: unknown };
  if (typeof claims.auth_time !== 'number') throw new Error('the ID token has no auth_time');
  return claims.auth_time;
}
