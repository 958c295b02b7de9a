import { QueryClient } from '@tanstack/react-query';

/** spec §9: no retry, no refetch on window focus, five minutes before data counts as stale. */
export const queryDefaults = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } } });
}

/** The app's one cache; the session clears it on sign-out and invalidates it after registration. */
export const queryClient = createQueryClient();
