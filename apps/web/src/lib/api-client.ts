import { showCurrentUser } from '@kurumatabi/contract';
import { ApiError, createClient, type CallApi } from '@kurumatabi/contract/client';
import { isRateLimited, notifyRateLimited } from './rate-limit';
import { sessionStore } from './session';

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
    if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED') void learnSuspension();
    throw error;
  }
};

/**
 * Staff suspended the account while this page was open (ADR 0033): read the user again (the one call
 * still answered), so the site-wide banner says why every other call is refused.
 */
async function learnSuspension(): Promise<void> {
  if (sessionStore.get().user?.suspension) return;
  try {
    sessionStore.userUpdated(await call(showCurrentUser, {}));
  } catch {
    // Nothing more to tell: the refusal itself already carries the reason.
  }
}
