import { ApiError } from '@kurumatabi/contract/client';
import type { ErrorCode } from '@kurumatabi/contract/errors';
import { isRouteErrorResponse } from 'react-router';
import { errorMessages } from './messages';
import { PageError, type ErrorKind } from './page-error';

const byStatus: Record<number, ErrorKind> = {
  400: 'invalidUrl',
  401: 'loginRequired',
  403: 'forbidden',
  404: 'notFound',
  409: 'duplicate',
};

const byApiCode: Partial<Record<ErrorCode, ErrorKind>> = {
  NOT_FOUND: 'notFound',
  FORBIDDEN: 'forbidden',
  CONFLICT: 'duplicate',
  NO_TOKEN: 'loginRequired',
  INVALID_TOKEN: 'loginRequired',
  // A page's ids come from its URL; an id the API refuses as malformed means a malformed URL.
  VALIDATION_FAILED: 'invalidUrl',
};

export function classifyError(error: unknown): ErrorKind {
  if (error instanceof PageError) return error.kind;
  if (error instanceof ApiError) return (byApiCode[error.code as ErrorCode] ?? 'unexpected') as ErrorKind;
  if (isRouteErrorResponse(error)) return byStatus[error.status] ?? 'unexpected';
  // decodeURIComponent on a broken percent-escape in the address.
  if (error instanceof URIError) return 'invalidUrl';
  return 'unexpected';
}

/**
 * The class for a page's error at its address: a "page not found" whose path cannot even be decoded
 * (a broken percent-escape such as `/%E0%A4%A`) is a malformed URL, not a missing page.
 */
export function classifyErrorAt(error: unknown, pathname: string): ErrorKind {
  const kind = classifyError(error);
  return kind === 'notFound' && !isDecodable(pathname) ? 'invalidUrl' : kind;
}

function isDecodable(pathname: string): boolean {
  try {
    // The decoded value is used on purpose: the minifier drops a call whose result is unused.
    return decodeURIComponent(pathname).length >= 0;
  } catch {
    return false;
  }
}

/** What the error screen says for a class; the forbidden solution depends on being signed in. */
export function errorContent(kind: Exclude<ErrorKind, 'loginRequired'>, signedIn: boolean): { cause: string; solution: string } {
  if (kind === 'forbidden') {
    const forbidden = errorMessages.kinds.forbidden;
    return { cause: forbidden.cause, solution: signedIn ? forbidden.solutionSignedIn : forbidden.solutionSignedOut };
  }
  return errorMessages.kinds[kind];
}

/** The message the default fallback shows (like React Router's own). */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return JSON.stringify(error) ?? String(error);
}
