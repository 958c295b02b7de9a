import { ApiError } from '@kurumatabi/contract/client';

/**
 * What to tell a person when a call failed: the API's own Japanese message for a refusal (a closed
 * thread, a too-long text, a rate limit), or the screen's fallback when the answer did not arrive
 * or the server failed (its message is not for people).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.status > 0 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
