import type { UserRow } from '../modules/users/users.repository.js';

/**
 * The verified identity behind a request, and the product's user row when it exists. It lives in the HTTP layer
 * so that routes and services can name it without depending on the plugin that fills it (plugins/auth.ts).
 */
export interface RequestAuth {
  uid: string;
  /** From the token; null when the identity provider gave none. */
  email: string | null;
  user: UserRow | null;
}
