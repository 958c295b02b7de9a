import { randomUUID } from 'node:crypto';
import { createUser, currentUser, showCurrentUser } from '@kurumatabi/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildTestApp, injectAs } from '../../../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/**
 * Signs in through a federated provider at the emulator's REST endpoint, as the SDK does after the
 * provider's popup: the emulator accepts an unsigned JSON id_token and returns a real ID token whose
 * sign-in provider is the social one.
 */
async function socialSignIn(providerId: 'google.com' | 'facebook.com', profile: { email: string; name: string }) {
  const idToken = JSON.stringify({ sub: randomUUID(), email: profile.email, email_verified: true, name: profile.name });
  const response = await fetch(`http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=${providerId}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`emulator signInWithIdp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { idToken: string };
  return { token: body.idToken };
}

describe('a first social sign-in', () => {
  for (const providerId of ['google.com', 'facebook.com'] as const) {
    it(`registers a ${providerId} identity through create-user, with the provider's email (ADR 0006)`, async () => {
      const email = `social-${randomUUID()}@example.test`;
      const caller = await socialSignIn(providerId, { email, name: 'ソーシャル 次郎' });

      const before = await injectAs(caller, showCurrentUser, {});
      expect(before.statusCode).toBe(404);
      expect(before.json()).toMatchObject({ error: { code: 'USER_NOT_REGISTERED' } });

      const created = await injectAs(caller, createUser, { name: 'ソーシャル 次郎' });
      expect(created.statusCode).toBe(200);
      expect(currentUser.parse(created.json())).toMatchObject({ name: 'ソーシャル 次郎', email });

      const after = await injectAs(caller, showCurrentUser, {});
      expect(after.statusCode).toBe(200);
      expect(currentUser.parse(after.json()).email).toBe(email);
    });
  }
});
