import { foldName, type CurrentUser } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../../http/request-auth.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: { carOwner: row.isCarOwner, facilityProvider: row.isFacilityProvider, operator: row.isOperator },
    createdAt: row.createdAt.toISOString(),
    // Only while suspended (ADR 0033), so the shape of an account in use is unchanged.
    ...(row.suspendedAt ? { suspension: { since: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' } } : {}),
  };
}

export function createUsersService(repository: UsersRepository) {
  /**
   * ADR 0024: a name that folds (NFKC, case, kana, spaces, punctuation, invisible characters) to an
   * operator's is refused to everyone but operators; the contract has already refused the characters and
   * the marketplace's words.
   */
  async function checkNotStaffName(user: UserRow | null, name: string): Promise<void> {
    if (user?.isOperator) return;
    const folded = foldName(name);
    const staff = await repository.operatorNames();
    if (staff.some((operator) => operator.id !== user?.id && foldName(operator.name) === folded)) {
      throw new AppError('USER_NAME_RESERVED');
    }
  }

  /**
   * Registers the signed-in identity (ADR 0006). Idempotent: the sign-up flow may call it again
   * after falling back to sign-in, and then gets the existing user unchanged.
   */
  async function create(auth: RequestAuth, input: { name: string }): Promise<CurrentUser> {
    if (auth.user) return toCurrentUser(auth.user);
    await checkNotStaffName(null, input.name);
    const { row } = await repository.insertOrGet({ firebaseUid: auth.uid, email: auth.email ?? '', name: input.name });
    return toCurrentUser(row);
  }

  async function showCurrent(auth: RequestAuth): Promise<CurrentUser> {
    if (!auth.user) throw new AppError('USER_NOT_REGISTERED');
    return toCurrentUser(auth.user);
  }

  async function updateCurrent(auth: RequestAuth, input: { name: string }): Promise<CurrentUser> {
    if (!auth.user) throw new AppError('USER_NOT_REGISTERED');
    await checkNotStaffName(auth.user, input.name);
    const row = await repository.updateName(auth.uid, input.name);
    if (!row) throw new AppError('USER_NOT_REGISTERED');
    return toCurrentUser(row);
  }

  return { create, showCurrent, updateCurrent };
}
