import { ApiError } from '@kurumatabi/contract/client';

/**
 * The Japanese text of a refused review call: the API's own message for the review rules, a
 * validation's first field message, the network's; otherwise the screen's fallback.
 */
export function reviewErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'VALIDATION_FAILED') return error.details?.[0]?.message ?? error.message;
  if (error.code.startsWith('REVIEW_') || error.code === 'IMAGE_NOT_FOUND' || error.code === 'NETWORK_ERROR') return error.message;
  if (error.code === 'OPERATOR_OWN_RECORD') return error.message;
  return fallback;
}
