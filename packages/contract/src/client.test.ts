import { describe, expect, it, vi } from 'vitest';
import { ApiError, RequiredError, createClient } from './client.js';
import { showCurrentUser, showTerms } from './index.js';

describe('createClient', () => {
  it('fails locally, before any request, when the body is missing (spec §5)', async () => {
    const fetch = vi.fn();
    const call = createClient({ baseUrl: 'http://api.test', fetch });
    // @ts-expect-error — the body is required by the types too; this is the runtime guard.
    await expect(call(showTerms, undefined)).rejects.toThrow(
      'Required parameter showTermsRequest was null or undefined when calling showTerms.',
    );
    // @ts-expect-error — null is not a body either.
    await expect(call(showTerms, null)).rejects.toBeInstanceOf(RequiredError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts JSON to the exact path, with the bearer token only for non-public calls', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const call = createClient({ baseUrl: 'http://api.test', fetch, getToken: async () => 'token-1' });
    await call(showTerms, {});
    await call(showCurrentUser, {});
    const [publicUrl, publicInit] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [userUrl, userInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(publicUrl).toBe('http://api.test/v1/public/show-terms');
    expect(publicInit.method).toBe('POST');
    expect(publicInit.body).toBe('{}');
    expect((publicInit.headers as Record<string, string>).authorization).toBeUndefined();
    expect(userUrl).toBe('http://api.test/v1/show-current-user');
    expect((userInit.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('turns the error envelope into an ApiError with its code, status and message', async () => {
    const body = { error: { code: 'NO_TOKEN', message: 'No token provided' } };
    const call = createClient({ baseUrl: '', fetch: async () => new Response(JSON.stringify(body), { status: 401 }) });
    const error = await call(showCurrentUser, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NO_TOKEN', status: 401, message: 'No token provided' });
  });

  it('carries a 429’s Retry-After in seconds (ADR 0017)', async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'リクエストが多すぎます。' } };
    const call = createClient({
      baseUrl: '',
      fetch: async () => new Response(JSON.stringify(body), { status: 429, headers: { 'retry-after': '17' } }),
    });
    await expect(call(showTerms, {})).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 17 });
  });

  it('reports a network failure as NETWORK_ERROR in Japanese', async () => {
    const call = createClient({ baseUrl: '', fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(call(showTerms, {})).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
