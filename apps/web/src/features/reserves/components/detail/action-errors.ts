import { ApiError } from '@kurumatabi/contract/client';
import { reserveMessages as m } from '../../messages';

/**
 * The toast of a refused action: a state someone else changed first (the page shows the new one),
 * the API's own Japanese message for the reservation's rules, or the generic failure.
 */
export function actionErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.errors.actionFailed;
  if (error.code === 'RESERVE_STATUS_CONFLICT') return m.errors.statusConflict;
  if (error.code.startsWith('RESERVE_') || error.code === 'IMAGE_NOT_FOUND' || error.code === 'NETWORK_ERROR') return error.message;
  return m.errors.actionFailed;
}

/** Whether the reservation should be read again after the refusal (it moved under the user). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'RESERVE_STATUS_CONFLICT' || error.code === 'RESERVE_ACTION_FORBIDDEN');
}
