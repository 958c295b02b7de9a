import { createClient, type CallApi } from '@kurumatabi/contract/client';
import { isRateLimited, notifyRateLimited } from './rate-limit';

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

const call = createClient({ baseUrl: '', getToken: () => idTokenSource() });

/**
 * Typed calls to the API (same origin: the API serves the SPA, Vite proxies /v1 in dev). A 429 is
 * told to the person here, once for every caller (queries, mutations, the sign-up flow, uploads).
 */
export const callApi: CallApi = async (endpoint, body, init) => {
  try {
    return await call(endpoint, body, init);
  } catch (error) {
    if (isRateLimited(error)) notifyRateLimited(error);
    throw error;
  }
};
