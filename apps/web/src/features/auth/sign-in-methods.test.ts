import { describe, expect, it } from 'vitest';
import { canUnlink, signInMethodsOf } from './sign-in-methods';

describe('signInMethodsOf', () => {
  it('lists the password first, then the linked providers', () => {
    expect(signInMethodsOf({ hasPassword: true, linkedIdentityProviders: ['facebook.com', 'google.com'] })).toEqual([
      'password',
      'facebook.com',
      'google.com',
    ]);
    expect(signInMethodsOf({ hasPassword: false, linkedIdentityProviders: ['google.com'] })).toEqual(['google.com']);
  });
});

describe('canUnlink', () => {
  it('allows unlinking a provider while another method remains', () => {
    expect(canUnlink(['password', 'google.com'], 'google.com')).toBe(true);
    expect(canUnlink(['google.com', 'facebook.com'], 'facebook.com')).toBe(true);
  });

  it('never allows unlinking the last way to sign in', () => {
    expect(canUnlink(['google.com'], 'google.com')).toBe(false);
  });

  it('refuses a provider that is not linked', () => {
    expect(canUnlink(['password', 'google.com'], 'facebook.com')).toBe(false);
  });
});
