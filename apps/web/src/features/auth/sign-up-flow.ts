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
    throw new RegistrationFailedError(cause);
  }
  await steps.refreshSession();
  await steps.invalidateAll();
}
