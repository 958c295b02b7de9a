import { ApiError } from '@kurumatabi/contract/client';

/** The API's Japanese message for a refusal, or the form's fallback when the answer did not arrive or the server failed. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.status > 0 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
