import { createClient } from '@kurumatabi/contract/client';

type TokenSource = () => Promise<string | null>;

let idTokenSource: TokenSource = async () => null;

/**
 * The identity SDK is loaded after the first paint (it is the largest dependency), so it hands its
 * token getter in when it is ready. Until then only public calls can succeed, and user data
 * queries do not run before the session is authenticated anyway.
 */
export function setIdTokenSource(source: TokenSource): void {
  idTokenSource = source;
}

/** Typed calls to the API (same origin: the API serves the SPA, Vite proxies /v1 in dev). */
export const callApi = createClient({ baseUrl: '', getToken: () => idTokenSource() });
