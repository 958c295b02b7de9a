import { ApiError } from '@kurumatabi/contract/client';
import { toast } from 'react-toastify';

/**
 * What the web does with a 429 (ADR 0017): one toast saying how long to wait, whichever calls were
 * refused; queries are asked again after the API's Retry-After (reads are safe to repeat), while
 * mutations are not repeated behind the person's back — they press the button again.
 */
export const rateLimitMessages = {
  waitSeconds: (seconds: number) =>
    `アクセスが集中しています。${seconds}秒ほど待ってから、もう一度お試しください（表示中の内容は自動で読み込み直します）。`,
} as const;

/** Used when a 429 comes without Retry-After (a proxy's own, for instance). */
const DEFAULT_WAIT_SECONDS = 5;
/** The API's windows are a minute long: never wait longer than that. */
const MAX_WAIT_SECONDS = 60;
/** A query is asked again at most this many times after 429s, then its page shows the error screen. */
export const MAX_RATE_LIMIT_RETRIES = 3;
const TOAST_ID = 'rate-limited';

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'RATE_LIMITED';
}

/** The seconds to wait before asking again. */
export function rateLimitWaitSeconds(error: ApiError): number {
  const given = error.retryAfterSeconds;
  return given === undefined || given < 1 ? DEFAULT_WAIT_SECONDS : Math.min(given, MAX_WAIT_SECONDS);
}

/** One toast for every call refused at once (a page's queries often are), updated rather than stacked. */
export function notifyRateLimited(error: ApiError): void {
  const message = rateLimitMessages.waitSeconds(rateLimitWaitSeconds(error));
  if (toast.isActive(TOAST_ID)) toast.update(TOAST_ID, { render: message });
  else toast.warning(message, { toastId: TOAST_ID, autoClose: 6000 });
}

/** TanStack Query's `retry`: only a 429, a few times; every other error keeps spec §9's "no retry". */
export function retryAfterRateLimit(failureCount: number, error: unknown): boolean {
  return isRateLimited(error) && failureCount < MAX_RATE_LIMIT_RETRIES;
}

/** TanStack Query's `retryDelay`: the API's Retry-After. */
export function rateLimitRetryDelay(_failureCount: number, error: unknown): number {
  return isRateLimited(error) ? rateLimitWaitSeconds(error) * 1000 : 0;
}
