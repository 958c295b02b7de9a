/**
 * Freezes a value and everything it holds. A value shared between requests (an in-memory cache)
 * is frozen so that no handler can change it for the others; the route helper also takes a frozen
 * result as "the same every time" and serializes it only once (ADR 0008).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
