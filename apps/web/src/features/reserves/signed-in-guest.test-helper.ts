import { signInForFileTests } from '@/lib/signed-in.test-helper';

/** The guest the reservation screens' tests are signed in as. */
export const testGuest = {
  id: '22222222-2222-4222-8222-222222222222',
  name: '予約 花子',
  email: 'guest@example.test',
} as const;

/** Signs the guest in for the file's tests, and clears the screen and the mocks after each one. */
export function signInTestGuest(): void {
  signInForFileTests({ ...testGuest, roles: { carOwner: false, facilityProvider: false, operator: false } });
}
