import { createUser, showCurrentUser, type CurrentUser } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** `/v1/show-current-user`: the product's user for the signed-in identity. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  return callApi(showCurrentUser, {});
}

/** `/v1/create-user`: registers the signed-in identity (idempotent on the API side). */
export function registerUser(name: string): Promise<CurrentUser> {
  return callApi(createUser, { name });
}
