import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from '@/lib/session';

/**
 * Signs an operator in for the file's tests (the console's screens ask as staff), and clears the screen and the
 * mocks after each one.
 */
export function signInTestOperator(
  staff: { id: string; name: string } = { id: '33333333-3333-4333-8333-333333333333', name: '運営 担当' },
): void {
  beforeAll(() => {
    sessionStore.signedIn({
      user: {
        ...staff,
        email: 'staff@example.test',
        roles: { carOwner: false, facilityProvider: false, operator: true },
        createdAt: '2026-01-01T00:00:00+09:00',
      },
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
