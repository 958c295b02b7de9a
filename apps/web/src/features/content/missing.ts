import { ApiError } from '@kurumatabi/contract/client';

/** Whether a content query failed because the item (or category, tag) is not published: the page is then not found. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
