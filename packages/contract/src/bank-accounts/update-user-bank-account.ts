import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { bankAccount, bankAccountFields } from './dto.js';

/**
 * Registers or replaces the caller's payout account (car owners and facility providers): the bank and
 * branch by their Zengin codes, which must exist in the list. Answers masked.
 */
export const updateUserBankAccount = defineEndpoint({
  path: '/v1/user/update-user-bank-account',
  tag: 'bank-accounts',
  summary: '振込先口座を登録・更新する（車両オーナー・スポット掲載者）',
  access: 'host',
  ids: {},
  input: z.strictObject(bankAccountFields),
  output: bankAccount,
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED', 'BANK_NOT_FOUND', 'BANK_BRANCH_NOT_FOUND'],
});
