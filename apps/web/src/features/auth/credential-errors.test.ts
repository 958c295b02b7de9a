import { ApiError } from '@kurumatabi/contract/client';
import { describe, expect, it } from 'vitest';
import { credentialErrorMessage, CredentialRuleError } from './credential-errors';
import { credentialMessages as m } from './messages';

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('credentialErrorMessage', () => {
  it('names a wrong current password as such (the signed-in user knows their email)', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(credentialErrorMessage(authError(code), 'change-password')).toBe('現在のパスワードが正しくありません。');
    }
  });

  it('explains a failed sign-in with the new address as an unconfirmed change or a wrong password', () => {
    expect(credentialErrorMessage(authError('auth/user-not-found'), 'complete-email')).toBe(m.newEmailSignInFailed);
    expect(credentialErrorMessage(authError('auth/invalid-credential'), 'complete-email')).toBe(m.newEmailSignInFailed);
  });

  it('says when too many attempts were made, and when the password is weak', () => {
    expect(credentialErrorMessage(authError('auth/too-many-requests'), 'change-password')).toMatch(/試行回数/);
    expect(credentialErrorMessage(authError('auth/weak-password'), 'change-password')).toMatch(/6文字以上/);
    expect(credentialErrorMessage(authError('auth/password-does-not-meet-requirements'), 'set-password')).toMatch(/条件/);
  });

  it('speaks of linking, not signing in, for the popup errors and conflicts', () => {
    expect(credentialErrorMessage(authError('auth/popup-blocked'), 'link')).toBe(m.linkPopupBlocked);
    expect(credentialErrorMessage(authError('auth/credential-already-in-use'), 'link')).toBe(m.credentialInUse);
    expect(credentialErrorMessage(authError('auth/email-already-in-use'), 'change-email')).toBe(m.emailInUse);
  });

  it("passes on the API's and our own rules' Japanese messages, and falls back for the unknown", () => {
    expect(credentialErrorMessage(new ApiError('EMAIL_CHANGE_NOT_CONFIRMED', '確定していません', 409), 'complete-email')).toBe(
      '確定していません',
    );
    expect(credentialErrorMessage(new CredentialRuleError(m.lastMethod), 'unlink')).toBe(m.lastMethod);
    expect(credentialErrorMessage(authError('auth/something-new'), 'link')).toBe(m.actionFailed);
    expect(credentialErrorMessage(new TypeError('boom'), 'link')).toBe(m.actionFailed);
  });
});
