import { describe, expect, it } from 'vitest';
import { defaultDisplayName, FALLBACK_DISPLAY_NAME } from './default-name';

describe('defaultDisplayName', () => {
  it('takes the provider’s name as the contract normalises it', () => {
    expect(defaultDisplayName({ displayName: '　山田　花子　', email: 'hanako@example.com' })).toBe('山田 花子');
  });

  it('falls back to the email’s local part when the provider’s name is refused, then to a plain name', () => {
    expect(defaultDisplayName({ displayName: 'くるま旅 公式', email: 'hanako@example.com' })).toBe('hanako');
    expect(defaultDisplayName({ displayName: '山田\u200B花子', email: null })).toBe(FALLBACK_DISPLAY_NAME);
    expect(defaultDisplayName({ displayName: null, email: 'admin@example.com' })).toBe(FALLBACK_DISPLAY_NAME);
    expect(defaultDisplayName({ displayName: null, email: null })).toBe(FALLBACK_DISPLAY_NAME);
  });

  it('cuts a long name to the contract’s 50 characters', () => {
    expect(defaultDisplayName({ displayName: 'あ'.repeat(60), email: null })).toBe('あ'.repeat(50));
  });
});
