import { signInForFileTests } from '@/lib/signed-in.test-helper';

/**
 * Signs an operator in for the file's tests (the console's screens ask as staff), and clears the screen and the
 * mocks after each one.
 */
export function signInTestOperator(
  staff: { id: string; name: string } = { id: '33333333-3333-4333-8333-333333333333', name: '運営 担当' },
): void {
  signInForFileTests({ ...staff, email: 'staff@example.test', roles: { carOwner: false, facilityProvider: false, operator: true } });
}
