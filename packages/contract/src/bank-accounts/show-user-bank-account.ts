import { z } from 'zod';
import { sensitiveView } from '../driver-license/dto.js';
import { defineEndpoint } from '../endpoint.js';
import { bankAccount } from './dto.js';

/** The caller's payout account, or null when none is registered. */
export const showUserBankAccount = defineEndpoint({
  path: '/v1/user/show-user-bank-account',
  tag: 'bank-accounts',
  summary: '自分の振込先口座を取得する（view: edit で編集フォーム用に口座番号を伏せずに返す）',
  access: 'host',
  ids: {},
  input: z.strictObject({ view: sensitiveView }),
  output: z.object({ bankAccount: bankAccount.nullable() }),
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED'],
});
