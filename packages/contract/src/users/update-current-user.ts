import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { accountProfileInput } from './account-kind.js';
import { currentUser, userName } from './dto.js';

/**
 * The name, and optionally the account kind (issue 33): without `account` the kind and the company's
 * names are kept as they are, so a client that only renames is unchanged.
 */
export const updateCurrentUser = defineEndpoint({
  path: '/v1/update-current-user',
  tag: 'users',
  summary: 'ログイン中のユーザーのプロフィールを更新する',
  access: 'user',
  ids: {},
  input: z.strictObject({ name: userName, account: accountProfileInput.optional() }),
  output: currentUser,
  errors: ['USER_NOT_REGISTERED', 'USER_NAME_RESERVED'],
});
