/** The error classes of spec §8; `loginRequired` redirects to sign-in instead of showing a screen. */
export type ErrorKind = 'notFound' | 'duplicate' | 'forbidden' | 'invalidUrl' | 'loginRequired' | 'unexpected';

/**
 * Thrown by pages and loaders to show a given class, e.g. `throw new PageError('notFound')`. A module
 * of its own: pages import it, while the classification and the error screen load with the first
 * error (error-boundaries.tsx).
 */
export class PageError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'PageError';
  }
}
