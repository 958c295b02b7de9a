import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { authTimeOf, signUpInEmulator } from './emulator-accounts.js';

/** An unsigned JWT as the emulator makes them, with the given claims. */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** Which call made a token (the stand-in writes it into the claims). */
function madeBy(idToken: string): string {
  return (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { via: string }).via;
}

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for the identity REST API whose sign-up dates its token `signUpAge` seconds back; answers its host and calls. */
async function identityApi(signUpAge: number): Promise<{ host: string; calls: string[] }> {
  const calls: string[] = [];
  server = createServer((request, response) => {
    const method = (request.url ?? '').split('/v1/')[1]?.split('?')[0] ?? '';
    calls.push(method);
    const now = Math.floor(Date.now() / 1000);
    const authTime = method === 'accounts:signUp' ? now - signUpAge : now;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ localId: 'uid-1', idToken: unsignedToken({ auth_time: authTime, via: method }) }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

describe('signUpInEmulator', () => {
  it("keeps the sign-up's token when it is dated this second", async () => {
    const api = await identityApi(0);
    const account = await signUpInEmulator(api.host, 'a@example.test', 'secret123');
    expect(account.uid).toBe('uid-1');
    // Unless a second began during the call itself, the sign-up's own token is kept.
    if (api.calls.length === 1) expect(madeBy(account.idToken)).toBe('accounts:signUp');
    expect(authTimeOf(account.idToken)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 1);
  });

  it('signs in afresh when the sign-up token is dated a past second (it may predate the account)', async () => {
    const api = await identityApi(1);
    const account = await signUpInEmulator(api.host, 'a@example.test', 'secret123');
    expect(api.calls).toEqual(['accounts:signUp', 'accounts:signInWithPassword']);
    expect(madeBy(account.idToken)).toBe('accounts:signInWithPassword');
  });

  it('refuses a token without auth_time', () => {
    expect(() => authTimeOf(unsignedToken({ sub: 'x' }))).toThrow('auth_time');
  });
});
