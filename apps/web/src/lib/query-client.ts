import { QueryClient } from '@tanstack/react-query';
import { rateLimitRetryDelay, retryAfterRateLimit } from './rate-limit';

/**
 * spec §9: no retry, no refetch on window focus, five minutes before data counts as stale. The one
 * retry is a 429's (ADR 0017): the query asks again after the API's Retry-After, so a page waits a
 * few seconds instead of showing an error.
 */
export const queryDefaults = {
  retry: retryAfterRateLimit,
  retryDelay: rateLimitRetryDelay,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } } });
}

/** The app's one cache; the session clears it on sign-out and invalidates it after registration. */
export const queryClient = createQueryClient();
