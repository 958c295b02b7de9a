import { ApiError } from '@kurumatabi/contract/client';
import { reserveMessages as m } from '../../messages';
import { paymentMessages as pm } from '../../payment-messages';

/**
 * The toast of a refused action: a state someone else changed first (the page shows the new one),
 * the card not held yet or not chargeable at approval (issue 33), the provider down (nothing
 * charged), the API's own Japanese message for the reservation's rules, or the generic failure.
 */
export function actionErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.errors.actionFailed;
  switch (error.code) {
    case 'RESERVE_STATUS_CONFLICT':
      return m.errors.statusConflict;
    case 'PAYMENT_NOT_AUTHORIZED':
      return pm.errors.notAuthorized;
    case 'PAYMENT_CAPTURE_FAILED':
      return pm.errors.captureFailed;
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return pm.errors.providerUnavailable;
    case 'PAYMENT_STATE_CONFLICT':
      return error.message;
    default:
      break;
  }
  if (error.code.startsWith('RESERVE_') || error.code === 'IMAGE_NOT_FOUND' || error.code === 'NETWORK_ERROR') return error.message;
  return m.errors.actionFailed;
}

/** Whether the reservation should be read again after the refusal (it, or its payment, moved under the user). */
export function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'RESERVE_STATUS_CONFLICT' ||
      error.code === 'RESERVE_ACTION_FORBIDDEN' ||
      error.code === 'RESERVE_RETURN_CHECK_CLOSED' ||
      error.code === 'PAYMENT_CAPTURE_FAILED' ||
      error.code === 'PAYMENT_NOT_AUTHORIZED' ||
      error.code === 'PAYMENT_STATE_CONFLICT')
  );
}
