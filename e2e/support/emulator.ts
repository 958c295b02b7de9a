import { expect, type Page } from '@playwright/test';

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

/**
 * The newest email-change link (verifyBeforeUpdateEmail) the emulator "sent" for this account's
 * change to `newEmail`. Opening it changes the identity's email, as the link in the mail does.
 */
export async function latestEmailChangeLink(currentEmail: string, newEmail: string): Promise<string> {
  const response = await fetch(`${emulatorUrl()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: (OobCode & { newEmail?: string })[] };
  const links = oobCodes.filter((c) => c.email === currentEmail && c.newEmail === newEmail && c.requestType === 'VERIFY_AND_CHANGE_EMAIL');
  const latest = links.at(-1);
  if (!latest) throw new Error(`no email change link from ${currentEmail} to ${newEmail}`);
  return latest.oobLink;
}

/** A fake provider id_token: the emulator accepts unsigned JSON (see the API's social-sign-in test). */
function fakeProviderToken(providerId: string, profile: { email: string; name: string }): string {
  return JSON.stringify({
    sub: `${providerId}-${Math.random().toString(36).slice(2)}`,
    email: profile.email,
    email_verified: true,
    name: profile.name,
  });
}

/**
 * Links a social provider to an existing identity as the SDK does after the provider's popup: the
 * emulator accepts an unsigned JSON id_token (see the API's social-sign-in test). The popup itself
 * needs the provider's servers, which a journey cannot reach.
 */
export async function linkSocialIdentity(
  idToken: string,
  providerId: 'google.com' | 'facebook.com',
  profile: { email: string; name: string },
): Promise<void> {
  const providerToken = fakeProviderToken(providerId, profile);
  const response = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      idToken,
      postBody: `id_token=${encodeURIComponent(providerToken)}&providerId=${providerId}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`emulator link failed: ${response.status} ${await response.text()}`);
}

/**
 * Signs the browser in as a new identity that has only a social provider (no password), which a
 * journey cannot do through the provider's popup offline. The emulator signs in with a fake
 * id_token over REST (as the SDK does after the popup); the result is stored where the SDK keeps
 * its signed-in user (IndexedDB `firebaseLocalStorageDb`), so the SDK restores it, reads the
 * identity again from the emulator and the app registers the user on its first sign-in.
 */
export async function signInSocialOnly(
  page: Page,
  providerId: 'google.com' | 'facebook.com',
  profile: { email: string; name: string },
): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(fakeProviderToken(providerId, profile))}&providerId=${providerId}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`emulator signInWithIdp failed: ${response.status} ${await response.text()}`);
  const tokens = (await response.json()) as { idToken: string; refreshToken: string; localId: string; expiresIn: string };

  await page.goto('/');
  // Wait for the SDK's own start (the header offers ログイン once the session is ready): a signed-out
  // SDK that is still initialising clears the stored user, and would undo the write below.
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}') as { firebase: { apiKey: string } };
  await page.evaluate(
    async ({ apiKey, tokens, email }) => {
      const now = Date.now();
      const user = {
        uid: tokens.localId,
        email,
        emailVerified: true,
        isAnonymous: false,
        providerData: [],
        stsTokenManager: {
          refreshToken: tokens.refreshToken,
          accessToken: tokens.idToken,
          expirationTime: now + Number(tokens.expiresIn) * 1000,
        },
        createdAt: String(now),
        lastLoginAt: String(now),
        apiKey,
        appName: '[DEFAULT]',
      };
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put({ fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`, value: user });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { apiKey: config.firebase.apiKey, tokens, email: profile.email },
  );
  await page.reload();
}
