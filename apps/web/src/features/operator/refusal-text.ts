import { ApiError } from '@kurumatabi/contract/client';

/** The API's Japanese message for a refusal (another operator acted first), or the fallback when the answer did not arrive or the server failed. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.code !== 'NETWORK_ERROR' && error.message
    ? error.message
    : fallback;
}
