import { describe, expect, it } from 'vitest';
import { syncToken, tokenAgeMs, tokenSyncAction } from './token-sync';

const now = Date.UTC(2026, 10, 22, 3, 0, 0);
/** An unsigned JWT like the Auth emulator's, issued `ageSeconds` before `now`. */
function tokenIssued(ageSeconds: number): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ iat: now / 1000 - ageSeconds, sub: 'uid-1', name: '山田' })}.`;
}

describe('token sync age rule', () => {
  it('reads the age from the iat claim', () => {
    expect(tokenAgeMs(tokenIssued(90), now)).toBe(90_000);
    expect(tokenAgeMs('not-a-jwt', now)).toBeNull();
    expect(tokenAgeMs('a.@@@.c', now)).toBeNull();
  });

  it('posts a token under five minutes old', () => {
    const token = tokenIssued(4 * 60 + 59);
    expect(tokenSyncAction(token, now)).toEqual({ method: 'POST', token });
  });

  it('skips a token five minutes old or more, or one without iat', () => {
    expect(tokenSyncAction(tokenIssued(5 * 60), now)).toBeNull();
    expect(tokenSyncAction(tokenIssued(3600), now)).toBeNull();
    expect(tokenSyncAction('x.e30.y', now)).toBeNull(); // payload {}
  });

  it('deletes when there is no token', () => {
    expect(tokenSyncAction(null, now)).toEqual({ method: 'DELETE' });
  });
});

describe('syncToken', () => {
  function recorder() {
    const requests: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    return { requests, fakeFetch };
  }

  it('sends POST with the Bearer header, and DELETE without one', async () => {
    const { requests, fakeFetch } = recorder();
    const token = tokenIssued(10);
    await syncToken('https://sync.example/session', token, { now, fetch: fakeFetch });
    await syncToken('https://sync.example/session', null, { now, fetch: fakeFetch });
    expect(requests.map((r) => r.init.method)).toEqual(['POST', 'DELETE']);
    expect(requests[0]?.init.headers).toEqual({ authorization: `Bearer ${token}` });
    expect(requests[1]?.init.headers).toEqual({});
  });

  it('does nothing without a configured URL or for an old token', async () => {
    const { requests, fakeFetch } = recorder();
    await syncToken(null, tokenIssued(10), { now, fetch: fakeFetch });
    await syncToken('https://sync.example/session', tokenIssued(600), { now, fetch: fakeFetch });
    expect(requests).toHaveLength(0);
  });
});
