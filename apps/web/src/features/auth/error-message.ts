import { ApiError } from '@kurumatabi/contract/client';
import { toast } from 'react-toastify';
import { identityErrorMessage } from './identity-errors';
import { authMessages } from './messages';
import { RegistrationFailedError } from './sign-up-flow';

/**
 * The message a form shows for a failed identity action. A failed registration also raises the
 * toast of spec §8.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof RegistrationFailedError) {
    // A name that passed the form but is a staff member's (only the API knows them): say so (ADR 0024).
    if (error.cause instanceof ApiError && error.cause.code === 'USER_NAME_RESERVED') {
      toast.error(error.cause.message);
      return error.cause.message;
    }
    toast.error(authMessages.registrationFailed);
    return authMessages.registrationFailed;
  }
  if (error instanceof Error && error.name === 'SessionLoadError') return authMessages.sessionLoadFailed;
  return identityErrorMessage(error);
}
