import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@kurumatabi/contract/client';

export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** The owner's own draft that has nothing to show yet (422 LISTING_INCOMPLETE: no place or price). */
  | { status: 'incomplete' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: T };

/** A 404 from the API: the listing does not exist, is not public, or is not the caller's own. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a detail page shows. A public 404 before the sign-in check is over is not final: the owner's
 * preview of an unlisted listing answers only to the signed-in call.
 */
export function detailState<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'refetch'>, sessionReady: boolean): DetailState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.error) {
    if (isNotFound(query.error)) return sessionReady ? { status: 'notFound' } : { status: 'loading' };
    if (query.error instanceof ApiError && query.error.code === 'LISTING_INCOMPLETE') return { status: 'incomplete' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
