/**
 * The Firebase Auth emulator's REST endpoints that a test may read: the out-of-band codes it would
 * have emailed (password reset), and plain sign-up for arranging a user.
 */
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-kurumatabi';

function emulatorUrl(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the journeys through `npm test`.');
  return `http://${host}`;
}

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

/** The newest password-reset code the emulator "sent" to this address. */
export async function latestPasswordResetCode(email: string): Promise<string> {
  const response = await fetch(`${emulatorUrl()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  const latest = codes.at(-1);
  if (!latest) throw new Error(`no password reset code for ${email}`);
  return latest.oobCode;
}

/** A unique address per test run, so journeys never collide with each other or the demo accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.kurumatabi.jp`;
}

export async function signUpIdentity(email: string, password: string): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`);
}

/**
 * Signs in with email and password through the emulator's REST API (no browser) and returns the
 * identity's ID token, for calling the API directly from a journey (see api.ts).
 */
export async function signInIdentity(email: string, password: string): Promise<string> {
  const response = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`emulator sign-in failed: ${response.status} ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}
