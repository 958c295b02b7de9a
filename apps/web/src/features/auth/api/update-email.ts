import { updateEmail, type CurrentUser } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/**
 * `/v1/update-email`: copies the identity's verified address to the product (ADR 0009). The API
 * asks the identity provider; it answers 409 EMAIL_CHANGE_NOT_CONFIRMED until the link is opened.
 */
export function syncEmail(email: string): Promise<CurrentUser> {
  return callApi(updateEmail, { email });
}
