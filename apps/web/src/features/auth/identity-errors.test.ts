import { describe, expect, it } from 'vitest';
import {
  fallbackIdentityMessage,
  identityErrorCode,
  identityErrorMessage,
  identityErrorMessages,
  isPopupDismissal,
} from './identity-errors';

const sdkError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('identity error messages', () => {
  it('has a Japanese message for every identity error of spec §8', () => {
    const handled = [
      'auth/email-already-in-use',
      'auth/password-does-not-meet-requirements',
      'auth/unauthorized-domain',
      'auth/popup-blocked',
      'auth/popup-closed-by-user',
      'auth/cancelled-popup-request',
      'auth/network-request-failed',
      'auth/web-storage-unsupported',
      'auth/invalid-api-key',
    ];
    for (const code of handled) {
      const message = identityErrorMessage(sdkError(code));
      expect(message, code).toBe(identityErrorMessages[code]);
      expect(message, code).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      expect(message, code).not.toBe(fallbackIdentityMessage);
    }
  });

  it('does not reveal whether an address is registered', () => {
    const messages = ['auth/wrong-password', 'auth/invalid-credential', 'auth/user-not-found'].map((c) =>
      identityErrorMessage(sdkError(c)),
    );
    expect(new Set(messages).size).toBe(1);
  });

  it('falls back to a general message for unknown codes and non-identity errors', () => {
    expect(identityErrorMessage(sdkError('auth/something-new'))).toBe(fallbackIdentityMessage);
    expect(identityErrorMessage(new Error('boom'))).toBe(fallbackIdentityMessage);
    expect(identityErrorMessage(undefined)).toBe(fallbackIdentityMessage);
  });

  it('reads the code only from identity errors', () => {
    expect(identityErrorCode(sdkError('auth/popup-blocked'))).toBe('auth/popup-blocked');
    expect(identityErrorCode({ code: 'NOT_FOUND' })).toBeNull();
    expect(identityErrorCode('auth/popup-blocked')).toBeNull();
  });

  it('treats a closed or replaced popup as a dismissal', () => {
    expect(isPopupDismissal(sdkError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissal(sdkError('auth/cancelled-popup-request'))).toBe(true);
    expect(isPopupDismissal(sdkError('auth/popup-blocked'))).toBe(false);
  });
});
