import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { CurrentUser } from '@kurumatabi/contract';
import { sessionStore } from '@/lib/session';

/** Signs `user` in for the file's tests (a password account), and clears the screen and the mocks after each one. */
export function signInForFileTests(user: Omit<CurrentUser, 'createdAt'>): void {
  beforeAll(() => {
    sessionStore.signedIn({
      user: { ...user, createdAt: '2026-01-01T00:00:00+09:00' },
      hasPassword: true,
      linkedIdentityProviders: [],
    });
  });
  afterAll(() => sessionStore.signedOut());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
