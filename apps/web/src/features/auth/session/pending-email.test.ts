import { beforeEach, describe, expect, it } from 'vitest';
import { clearPendingEmail, readPendingEmail, savePendingEmail } from './pending-email';

describe('the pending email reminder', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read back for the same user while the change waits', () => {
    savePendingEmail('user-1', 'new@example.jp');
    expect(readPendingEmail('user-1', 'old@example.jp')).toBe('new@example.jp');
  });

  it('is not shown to another user of the same browser', () => {
    savePendingEmail('user-1', 'new@example.jp');
    expect(readPendingEmail('user-2', 'other@example.jp')).toBeNull();
  });

  it('is dropped once the product holds the new address', () => {
    savePendingEmail('user-1', 'New@example.jp');
    expect(readPendingEmail('user-1', 'new@example.jp')).toBeNull();
    expect(readPendingEmail('user-1', 'old@example.jp')).toBeNull();
  });

  it('survives neither clearing nor a damaged value', () => {
    savePendingEmail('user-1', 'new@example.jp');
    clearPendingEmail();
    expect(readPendingEmail('user-1', 'old@example.jp')).toBeNull();
    window.localStorage.setItem('kurumatabi.pending-email', '{not json');
    expect(readPendingEmail('user-1', 'old@example.jp')).toBeNull();
  });
});
