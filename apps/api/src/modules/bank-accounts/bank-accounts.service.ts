import type { BankAccount, ParsedInput, updateUserBankAccount } from '@kurumatabi/contract';
import type { BankAccountRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { maskTail } from '../../lib/mask.js';
import { requireOwnerOrProvider } from '../locations/locations.service.js';
import type { BankAccountsRepository } from './bank-accounts.repository.js';
import { findBank, findBranch, preloadZenginDirectory, searchBanks, searchBranches } from './zengin-directory.js';

/** The names come from the Zengin list; the stored ones only where a code has left it (or there is none). */
function toBankAccount(row: BankAccountRow, view: 'masked' | 'edit'): BankAccount {
  const bank = row.bankCode ? findBank(row.bankCode) : null;
  const branch = row.bankCode && row.branchCode ? findBranch(row.bankCode, row.branchCode) : null;
  return {
    bankCode: row.bankCode,
    branchCode: row.branchCode,
    bankName: bank?.name ?? row.bankName,
    branchName: branch?.name ?? row.branchName,
    accountKind: row.accountKind,
    accountNumber: view === 'edit' ? row.accountNumber : maskTail(row.accountNumber, 3),
    accountNumberMasked: view !== 'edit',
    holderName: row.holderName,
    accountType: row.accountType,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createBankAccountsService(repository: BankAccountsRepository) {
  preloadZenginDirectory();
  async function show(user: UserRow, view: 'masked' | 'edit') {
    requireOwnerOrProvider(user);
    const row = await repository.findByUser(user.id);
    return { bankAccount: row ? toBankAccount(row, view) : null };
  }

  /** Checks both codes against the list before anything is written: an unknown one saves nothing. */
  async function update(user: UserRow, input: ParsedInput<typeof updateUserBankAccount>): Promise<BankAccount> {
    requireOwnerOrProvider(user);
    const bank = findBank(input.bankCode);
    if (!bank) throw new AppError('BANK_NOT_FOUND', { details: [{ path: 'bankCode', message: '金融機関を一覧から選んでください。' }] });
    const branch = findBranch(input.bankCode, input.branchCode);
    if (!branch) {
      throw new AppError('BANK_BRANCH_NOT_FOUND', { details: [{ path: 'branchCode', message: '支店を一覧から選んでください。' }] });
    }
    const row = await repository.upsert(user.id, { ...input, bankName: bank.name, branchName: branch.name });
    return toBankAccount(row, 'masked');
  }

  function banks(keyword: string) {
    return { items: searchBanks(keyword) };
  }

  function branches(bankCode: string, keyword: string) {
    const items = searchBranches(bankCode, keyword);
    if (!items) throw new AppError('BANK_NOT_FOUND', { details: [{ path: 'bankCode', message: '金融機関を一覧から選んでください。' }] });
    return { items };
  }

  return { show, update, banks, branches };
}
