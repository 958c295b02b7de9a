import { ApiError } from '@kurumatabi/contract/client';
import { identityErrorCode } from './identity-errors';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** The steps of sign-up, injected so the order and the fallback are tested without Firebase. */
export interface SignUpSteps {
  createAccount(email: string, password: string): Promise<unknown>;
  signIn(email: string, password: string): Promise<unknown>;
  registerUser(name: string): Promise<unknown>;
  refreshSession(): Promise<unknown>;
  invalidateAll(): Promise<unknown>;
}

/** The product's own registration (create-user) failed: spec §8's toast 'ユーザー登録に失敗しました'. */
export class RegistrationFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super('ユーザー登録に失敗しました');
    this.name = 'RegistrationFailedError';
  }
}

/**
 * spec §4: create the identity account; when the email already exists, sign in with the given
 * password instead, and if that fails too raise the ORIGINAL already-exists error (so the user is
 * told the address is taken, not that the password is wrong). Then register the user with the
 * backend, refresh the session and invalidate every cached query.
 */
export async function signUpFlow(steps: SignUpSteps, input: SignUpInput): Promise<void> {
  try {
    await steps.createAccount(input.email, input.password);
  } catch (error) {
    if (identityErrorCode(error) !== 'auth/email-already-in-use') throw error;
    try {
      await steps.signIn(input.email, input.password);
    } catch {
      throw error;
    }
  }
  try {
    await steps.registerUser(input.name);
  } catch (cause) {
    if (!isRefusedToken(cause)) throw new RegistrationFailedError(cause);
    // The account's first token can be refused as older than the account itself: the Auth emulator dates the
    // token's sign-in and the account's validity with two clock reads, and a second may begin between them.
    // A new sign-in makes a token dated now; one more try, then the failure is real.
    try {
      await steps.signIn(input.email, input.password);
      await steps.registerUser(input.name);
    } catch (again) {
      throw new RegistrationFailedError(again);
    }
  }
  await steps.refreshSession();
  await steps.invalidateAll();
}

/** The API refused the ID token itself (401 INVALID_TOKEN). */
function isRefusedToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_TOKEN';
}
