import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { RegistrationFailedError, signUpFlow, type SignUpSteps } from './sign-up-flow';

const input = { name: '山田 花子', email: 'hanako@example.jp', password: 'secret123' };
const authError = (code: string) => Object.assign(new Error(code), { code });

/** Fake steps recording the calls; each may be told to fail with a given error. */
function fakeSteps(failures: Partial<Record<keyof SignUpSteps, unknown>> = {}) {
  const calls: string[] = [];
  const step =
    (name: keyof SignUpSteps) =>
    async (...args: string[]) => {
      calls.push([name, ...args].join(':'));
      if (name in failures) throw failures[name];
    };
  const steps: SignUpSteps = {
    createAccount: step('createAccount'),
    signIn: step('signIn'),
    registerUser: step('registerUser'),
    refreshSession: step('refreshSession'),
    invalidateAll: step('invalidateAll'),
  };
  return { steps, calls };
}

describe('signUpFlow', () => {
  it('creates the account, registers the user, refreshes the session and invalidates all queries, in order', async () => {
    const { steps, calls } = fakeSteps();
    await signUpFlow(steps, input);
    expect(calls).toEqual(['createAccount:hanako@example.jp:secret123', 'registerUser:山田 花子', 'refreshSession', 'invalidateAll']);
  });

  it('signs in with the same password when the email already exists, then registers', async () => {
    const { steps, calls } = fakeSteps({ createAccount: authError('auth/email-already-in-use') });
    await signUpFlow(steps, input);
    expect(calls).toEqual([
      'createAccount:hanako@example.jp:secret123',
      'signIn:hanako@example.jp:secret123',
      'registerUser:山田 花子',
      'refreshSession',
      'invalidateAll',
    ]);
  });

  it('raises the original already-exists error when that sign-in fails too', async () => {
    const original = authError('auth/email-already-in-use');
    const { steps, calls } = fakeSteps({ createAccount: original, signIn: authError('auth/wrong-password') });
    await expect(signUpFlow(steps, input)).rejects.toBe(original);
    expect(calls).not.toContain('registerUser:山田 花子');
  });

  it('does not fall back to sign-in for other identity errors', async () => {
    const weak = authError('auth/password-does-not-meet-requirements');
    const { steps, calls } = fakeSteps({ createAccount: weak });
    await expect(signUpFlow(steps, input)).rejects.toBe(weak);
    expect(calls).toEqual(['createAccount:hanako@example.jp:secret123']);
  });

  it('reports a failed registration as such and stops there', async () => {
    const cause = new Error('500');
    const { steps, calls } = fakeSteps({ registerUser: cause });
    const failure = await signUpFlow(steps, input).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RegistrationFailedError);
    expect((failure as RegistrationFailedError).message).toBe('ユーザー登録に失敗しました');
    expect((failure as RegistrationFailedError).cause).toBe(cause);
    expect(calls).not.toContain('refreshSession');
    expect(calls).not.toContain('invalidateAll');
  });

  it("signs in afresh once when the API refuses the new account's first token, then registers", async () => {
    const refused = new ApiError('INVALID_TOKEN', 'ログインの有効期限が切れたか、無効な認証情報です。', 401);
    const { steps, calls } = fakeSteps();
    let registerCalls = 0;
    steps.registerUser = async (name) => {
      calls.push(`registerUser:${name}`);
      registerCalls += 1;
      if (registerCalls === 1) throw refused;
    };
    await signUpFlow(steps, input);
    expect(calls).toEqual([
      'createAccount:hanako@example.jp:secret123',
      'registerUser:山田 花子',
      'signIn:hanako@example.jp:secret123',
      'registerUser:山田 花子',
      'refreshSession',
      'invalidateAll',
    ]);
  });

  it('reports a registration refused twice as failed, and does not retry other failures', async () => {
    const refused = new ApiError('INVALID_TOKEN', '無効な認証情報です。', 401);
    const twice = fakeSteps({ registerUser: refused });
    const failure = await signUpFlow(twice.steps, input).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RegistrationFailedError);
    expect(twice.calls.filter((call) => call.startsWith('registerUser'))).toHaveLength(2);
    const other = fakeSteps({ registerUser: new ApiError('RATE_LIMITED', '混み合っています。', 429) });
    await expect(signUpFlow(other.steps, input)).rejects.toBeInstanceOf(RegistrationFailedError);
    expect(other.calls.filter((call) => call.startsWith('registerUser'))).toHaveLength(1);
    expect(other.calls).not.toContain('signIn:hanako@example.jp:secret123');
  });
});
