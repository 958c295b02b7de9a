import { describe, expect, it } from 'vitest';
import {
  defaultPasswordPolicy,
  fetchPasswordPolicy,
  passwordPolicyError,
  passwordPolicyUrl,
  passwordRequirements,
  policyFromResponse,
} from './password-policy';

const strict = policyFromResponse({
  enforcementState: 'ENFORCE',
  customStrengthOptions: {
    minPasswordLength: 10,
    maxPasswordLength: 64,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
});

describe('password policy', () => {
  it('defaults to a minimum of 6 characters when the provider sets none', () => {
    expect(policyFromResponse({})).toEqual(defaultPasswordPolicy);
    expect(policyFromResponse({ enforcementState: 'OFF', customStrengthOptions: { minPasswordLength: 12 } })).toEqual(
      defaultPasswordPolicy,
    );
    expect(passwordPolicyError(defaultPasswordPolicy, '12345')).toBe('パスワードは6文字以上にしてください。');
    expect(passwordPolicyError(defaultPasswordPolicy, '123456')).toBeNull();
  });

  it('applies every requirement of an enforced policy', () => {
    expect(
      passwordRequirements(strict, 'abc')
        .filter((r) => !r.met)
        .map((r) => r.key),
    ).toEqual(['minLength', 'requireUppercase', 'requireNumeric', 'requireNonAlphanumeric']);
    expect(passwordPolicyError(strict, 'Abcdefgh1!')).toBeNull();
    expect(passwordPolicyError(strict, 'Abcdefgh1!'.repeat(7))).toBe('パスワードは64文字以内にしてください。');
  });

  it('points at the emulator when it is used', () => {
    expect(passwordPolicyUrl('demo-api-key', 'http://127.0.0.1:9099')).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v2/passwordPolicy?key=demo-api-key',
    );
    expect(passwordPolicyUrl('k', null)).toBe('https://identitytoolkit.googleapis.com/v2/passwordPolicy?key=k');
  });

  it('falls back to the default when the policy cannot be fetched', async () => {
    const failing = (async () => new Response('{}', { status: 501 })) as unknown as typeof fetch;
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchPasswordPolicy('http://x', failing)).toEqual(defaultPasswordPolicy);
    expect(await fetchPasswordPolicy('http://x', offline)).toEqual(defaultPasswordPolicy);
  });
});
