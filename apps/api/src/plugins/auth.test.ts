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
    ids: {},
    input: z.strictObject({}),
    output: z.object({ access: z.string() }),
  }),
);
const endpointFor = (access: Access) => roleEndpoints.find((e) => e.access === access)!;

let app: FastifyInstance;
/** Revocation checked on every request (AUTH_REVOCATION_CHECK_TTL_SECONDS=0). */
let uncached: FastifyInstance;
/** A verified token remembered for an hour, as long as a token lives. */
let longTtl: FastifyInstance;
/** The clocks of the caches of `app` and `longTtl` run this many ms ahead of the real one. */
let clockOffsetMs = 0;
let longTtlClockOffsetMs = 0;
beforeAll(async () => {
  uncached = await buildTestApp({ AUTH_REVOCATION_CHECK_TTL_SECONDS: '0' });
  longTtl = await buildTestApp({ AUTH_REVOCATION_CHECK_TTL_SECONDS: '3600' }, { now: () => Date.now() + longTtlClockOffsetMs });
  // Built last, so the helpers (createRegisteredUser, injectAs) talk to it: the default TTL (60 s).
  app = await buildTestApp({}, { now: () => Date.now() + clockOffsetMs });
  const { route } = createRouter(app);
  for (const endpoint of roleEndpoints) route(endpoint, () => ({ access: endpoint.access }));
});
afterAll(async () => {
  await Promise.all([uncached.close(), longTtl.close()]);
  await app.close();
});

function codeOf(body: string): string {
  return (JSON.parse(body) as ErrorEnvelope).error.code;
}

function claimsOf(idToken: string): { auth_time: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number; iat: number; exp: number };
}

/** The emulator counts revocation in whole seconds: a token is revoked only if issued in an earlier second. */
async function waitForNextSecondAfter(idToken: string): Promise<void> {
  const { auth_time } = claimsOf(idToken);
  while (Math.floor(Date.now() / 1000) <= auth_time) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the auth plugin', () => {
  it('with a TTL of 0, refuses a revoked token at once with 401 INVALID_TOKEN, and accepts a token issued after', async () => {
    const user = await createRegisteredUser('失効 テスト');
    expect((await injectAs(user, showCurrentUser, {}, { app: uncached })).statusCode).toBe(200);
    await waitForNextSecondAfter(user.idToken);
    await uncached.firebaseAuth.revokeRefreshTokens(user.uid);
    const revoked = await injectAs(user, showCurrentUser, {}, { app: uncached });
    expect(revoked.statusCode).toBe(401);
    expect(codeOf(revoked.body)).toBe('INVALID_TOKEN');
    const fresh = await injectAs({ token: await signIn(user) }, showCurrentUser, {}, { app: uncached });
    expect(fresh.statusCode).toBe(200);
  });

  it('with a TTL of 0, refuses the token of a deleted identity at once', async () => {
    const user = await createRegisteredUser();
    expect((await injectAs(user, showCurrentUser, {}, { app: uncached })).statusCode).toBe(200);
    await uncached.firebaseAuth.deleteUser(user.uid);
    const response = await injectAs(user, showCurrentUser, {}, { app: uncached });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response.body)).toBe('INVALID_TOKEN');
  });

  it('refuses a revoked token at the latest when the TTL has passed (ADR 0008)', async () => {
    const user = await createRegisteredUser('失効 キャッシュ');
    expect((await injectAs(user, showCurrentUser, {})).statusCode).toBe(200);
    await waitForNextSecondAfter(user.idToken);
    await app.firebaseAuth.revokeRefreshTokens(user.uid);
    // Within the TTL the verified token is still trusted: the documented staleness.
    expect((await injectAs(user, showCurrentUser, {})).statusCode).toBe(200);
    clockOffsetMs += 60_000;
    const revoked = await injectAs(user, showCurrentUser, {});
    expect(revoked.statusCode).toBe(401);
    expect(codeOf(revoked.body)).toBe('INVALID_TOKEN');
    expect((await injectAs({ token: await signIn(user) }, showCurrentUser, {})).statusCode).toBe(200);
  });

  it('refuses the token of a deleted identity at the latest when the TTL has passed', async () => {
    const user = await createRegisteredUser();
    expect((await injectAs(user, showCurrentUser, {})).statusCode).toBe(200);
    await app.firebaseAuth.deleteUser(user.uid);
    clockOffsetMs += 60_000;
    const response = await injectAs(user, showCurrentUser, {});
    expect(response.statusCode).toBe(401);
    expect(codeOf(response.body)).toBe('INVALID_TOKEN');
  });

  it('refuses a deactivated user at once, even with a token verified a moment ago', async () => {
    const user = await createRegisteredUser();
    expect((await injectAs(user, showCurrentUser, {})).statusCode).toBe(200);
    await app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.firebaseUid, user.uid));
    const response = await injectAs(user, showCurrentUser, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: 'このアカウントは利用停止されています。' } });
  });

  it('never trusts a remembered token past its own expiry', async () => {
    const user = await createRegisteredUser();
    const { iat, exp } = claimsOf(user.idToken);
    // Verified at least a second after it was issued, so the remembered entry (1 h) outlives the token (1 h).
    while (Date.now() < (iat + 1) * 1000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await injectAs(user, showCurrentUser, {}, { app: longTtl })).statusCode).toBe(200);
    longTtlClockOffsetMs = exp * 1000 - Date.now();
    const expired = await injectAs(user, showCurrentUser, {}, { app: longTtl });
    expect(expired.statusCode).toBe(401);
    expect(codeOf(expired.body)).toBe('INVALID_TOKEN');
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

    // A name of its own: nobody else may register an operator's name (ADR 0024), and other files use the default.
    const operator = await createRegisteredUser(`権限 確認 ${Date.now().toString(36)}`);
    await grantRoles(operator, { operator: true, facilityProvider: true });
    expect((await injectAs(operator, endpointFor('operator'), {})).statusCode).toBe(200);
    expect((await injectAs(operator, endpointFor('facilityProvider'), {})).statusCode).toBe(200);
    expect((await injectAs(operator, endpointFor('carOwner'), {})).statusCode).toBe(403);
  });
});
