import { defineEndpoint, showCurrentUser, type Access, type ErrorEnvelope } from '@kurumatabi/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, createRegisteredUser, createTestUser, grantRoles, injectAs, injectRaw, signIn } from '../../test/helpers.js';
import { users } from '../db/schema/index.js';
import { createRouter } from '../http/route.js';

// Role-level endpoints for the test only (the registry has none yet).
const roleEndpoints = (['carOwner', 'facilityProvider', 'operator'] as const).map((access) =>
  defineEndpoint({
    path: `/v1/test/only-${access}`,
    tag: 'test',
    summary: 'test',
    access,
    input: z.strictObject({}),
    output: z.object({ access: z.string() }),
  }),
);
const endpointFor = (access: Access) => roleEndpoints.find((e) => e.access === access)!;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  const { route } = createRouter(app);
  for (const endpoint of roleEndpoints) route(endpoint, () => ({ access: endpoint.access }));
});
afterAll(() => app.close());

function codeOf(body: string): string {
  return (JSON.parse(body) as ErrorEnvelope).error.code;
}

/** The emulator counts revocation in whole seconds: a token is revoked only if issued in an earlier second. */
async function waitForNextSecondAfter(idToken: string): Promise<void> {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number };
  while (Math.floor(Date.now() / 1000) <= payload.auth_time) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the auth plugin', () => {
  it('refuses a revoked token with 401 INVALID_TOKEN, and accepts a token issued after', async () => {
    const user = await createRegisteredUser('失効 テスト');
    expect((await injectAs(user, showCurrentUser, {})).statusCode).toBe(200);
    await waitForNextSecondAfter(user.idToken);
    await app.firebaseAuth.revokeRefreshTokens(user.uid);
    const revoked = await injectAs(user, showCurrentUser, {});
    expect(revoked.statusCode).toBe(401);
    expect(codeOf(revoked.body)).toBe('INVALID_TOKEN');
    const fresh = await injectAs({ token: await signIn(user) }, showCurrentUser, {});
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses the token of a deleted identity', async () => {
    const user = await createRegisteredUser();
    await app.firebaseAuth.deleteUser(user.uid);
    const response = await injectAs(user, showCurrentUser, {});
    expect(response.statusCode).toBe(401);
    expect(codeOf(response.body)).toBe('INVALID_TOKEN');
  });

  it('refuses a deactivated user even with a valid token', async () => {
    const user = await createRegisteredUser();
    await app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.firebaseUid, user.uid));
    const response = await injectAs(user, showCurrentUser, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'このアカウントは利用停止されています。' } });
  });

  it('tells a missing token from a malformed header', async () => {
    const empty = await injectRaw(null, showCurrentUser, { payload: '{}', headers: { authorization: 'Bearer ' } });
    expect(codeOf(empty.body)).toBe('NO_TOKEN');
    const basic = await injectRaw(null, showCurrentUser, { payload: '{}', headers: { authorization: 'Basic dXNlcjpwdw==' } });
    expect(basic.statusCode).toBe(401);
    expect(codeOf(basic.body)).toBe('INVALID_TOKEN');
  });

  it('answers 403 FORBIDDEN on role levels without the role', async () => {
    const registered = await createRegisteredUser();
    const unregistered = await createTestUser();
    for (const endpoint of roleEndpoints) {
      for (const caller of [registered, unregistered]) {
        const response = await injectAs(caller, endpoint, {});
        expect(response.statusCode, endpoint.path).toBe(403);
        expect(codeOf(response.body)).toBe('FORBIDDEN');
      }
    }
  });

  it('lets each role through its own level only', async () => {
    const owner = await createRegisteredUser();
    await grantRoles(owner, { carOwner: true });
    expect((await injectAs(owner, endpointFor('carOwner'), {})).json()).toEqual({ access: 'carOwner' });
    expect((await injectAs(owner, endpointFor('facilityProvider'), {})).statusCode).toBe(403);
    expect((await injectAs(owner, endpointFor('operator'), {})).statusCode).toBe(403);

    const operator = await createRegisteredUser();
    await grantRoles(operator, { operator: true, facilityProvider: true });
    expect((await injectAs(operator, endpointFor('operator'), {})).statusCode).toBe(200);
    expect((await injectAs(operator, endpointFor('facilityProvider'), {})).statusCode).toBe(200);
    expect((await injectAs(operator, endpointFor('carOwner'), {})).statusCode).toBe(403);
  });
});
