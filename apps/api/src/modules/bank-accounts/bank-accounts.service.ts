import type { BankAccount } from '@kurumatabi/contract';
import type { BankAccountRow, UserRow } from '../../db/schema/index.js';
import { maskTail } from '../../lib/mask.js';
import { requireOwnerOrProvider } from '../locations/locations.service.js';
import type { BankAccountsRepository, BankAccountValues } from './bank-accounts.repository.js';

function toBankAccount(row: BankAccountRow, view: 'masked' | 'edit'): BankAccount {
  return {
    bankName: row.bankName,
    branchName: row.branchName,
    accountKind: row.accountKind,
    accountNumber: view === 'edit' ? row.accountNumber : maskTail(row.accountNumber, 3),
    accountNumberMasked: view !== 'edit',
    holderName: row.holderName,
    accountType: row.accountType,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createBankAccountsService(repository: BankAccountsRepository) {
  async function show(user: UserRow, view: 'masked' | 'edit') {
    requireOwnerOrProvider(user);
    const row = await repository.findByUser(user.id);
    return { bankAccount: row ? toBankAccount(row, view) : null };
  }

  async function update(user: UserRow, values: BankAccountValues): Promise<BankAccount> {
    requireOwnerOrProvider(user);
    return toBankAccount(await repository.upsert(user.id, values), 'masked');
  }

  return { show, update };
}
