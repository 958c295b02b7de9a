import {
  foldName,
  INDIVIDUAL_ACCOUNT,
  type AccountProfile,
  type CurrentUser,
  type InvoiceRegistration,
  type ParsedInput,
  type updateCurrentUser,
} from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import type { RequestAuth } from '../../http/request-auth.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** The account kind of a user row: what the reservation rules read (`paymentMethodsFor`) and the profile shows. */
export function accountOf(row: UserRow): AccountProfile {
  if (row.accountKind !== 'Corporate') return INDIVIDUAL_ACCOUNT;
  return { kind: 'Corporate', companyName: row.companyName, department: row.department, billingContactName: row.billingContactName };
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: { carOwner: row.isCarOwner, facilityProvider: row.isFacilityProvider, operator: row.isOperator },
    createdAt: row.createdAt.toISOString(),
    account: accountOf(row),
    invoiceRegistration:
      row.invoiceRegistrationNumber && row.invoiceRegisteredName
        ? { number: row.invoiceRegistrationNumber, registeredName: row.invoiceRegisteredName }
        : null,
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

  async function updateCurrent(auth: RequestAuth, input: ParsedInput<typeof updateCurrentUser>): Promise<CurrentUser> {
    if (!auth.user) throw new AppError('USER_NOT_REGISTERED');
    await checkNotStaffName(auth.user, input.name);
    // Switching back to 個人 clears the company's names, so none lingers unseen on the row.
    const account = input.account && (input.account.kind === 'Corporate' ? input.account : INDIVIDUAL_ACCOUNT);
    const row = await repository.updateProfile(auth.uid, { name: input.name, ...(account ? { account } : {}) });
    if (!row) throw new AppError('USER_NOT_REGISTERED');
    return toCurrentUser(row);
  }

  /** The host's invoice registration (access `host` already checked the role), or none with null. */
  async function updateInvoiceRegistration(auth: RequestAuth, registration: InvoiceRegistration | null): Promise<CurrentUser> {
    if (!auth.user) throw new AppError('USER_NOT_REGISTERED');
    const row = await repository.updateInvoiceRegistration(auth.uid, registration);
    if (!row) throw new AppError('USER_NOT_REGISTERED');
    return toCurrentUser(row);
  }

  return { create, showCurrent, updateCurrent, updateInvoiceRegistration };
}
