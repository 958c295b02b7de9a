import { isRouteErrorResponse } from 'react-router';
import { PageError } from './page-error';

/**
 * The status the server gave the page this document was loaded for (issue 32): a 404 or 410 carries
 * `<meta name="page-status">` (apps/api/src/pages/page-head.ts). Read once, when the app starts: it
 * speaks of the first address only, not of later navigations.
 */
function readMissingStatus(): 404 | 410 | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="page-status"]')?.getAttribute('content');
  return content === '404' || content === '410' ? (Number(content) as 404 | 410) : null;
}

const missingStatus = readMissingStatus();

/**
 * Whether the screen for this history entry is the server's not-found answer: the first entry of the
 * session (React Router's key "default", also when the reader comes back to it) of a document the
 * server answered 404 or 410. The page's own screen would ask the API again and fail the same way.
 */
export function isServerMissing(locationKey: string): boolean {
  return missingStatus !== null && locationKey === 'default';
}

/**
 * Errors the error screens exist for (a missing page, a forbidden one, a malformed address: PageError,
 * or a route's thrown 4xx answer) are not logged: they are the product's answers, not faults. Anything
 * else is, as React and React Router would.
 */
export function logUnexpectedError(error: unknown): void {
  if (error instanceof PageError && error.kind !== 'unexpected') return;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return;
  console.error(error);
}
