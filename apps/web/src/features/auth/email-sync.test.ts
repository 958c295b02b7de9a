import { describe, expect, it } from 'vitest';
import { needsEmailSync } from './email-sync';

describe('needsEmailSync (ADR 0009)', () => {
  it('asks for a copy when the identity holds another verified address', () => {
    expect(needsEmailSync({ email: 'new@example.jp', emailVerified: true }, 'old@example.jp')).toBe(true);
  });

  it('ignores a difference of letter case only', () => {
    expect(needsEmailSync({ email: 'Hanako@Example.jp', emailVerified: true }, 'hanako@example.jp')).toBe(false);
  });

  it('never sends an unverified address (the API would refuse it)', () => {
    expect(needsEmailSync({ email: 'new@example.jp', emailVerified: false }, 'old@example.jp')).toBe(false);
  });

  it('does nothing without an identity email or a product user', () => {
    expect(needsEmailSync({ email: null, emailVerified: true }, 'old@example.jp')).toBe(false);
    expect(needsEmailSync({ email: 'new@example.jp', emailVerified: true }, null)).toBe(false);
  });
});
