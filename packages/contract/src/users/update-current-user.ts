import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { currentUser, userName } from './dto.js';

export const updateCurrentUser = defineEndpoint({
  path: '/v1/update-current-user',
  tag: 'users',
  summary: 'ログイン中のユーザーのプロフィールを更新する',
  access: 'user',
  ids: {},
  input: z.strictObject({ name: userName }),
  output: currentUser,
  errors: ['USER_NOT_REGISTERED', 'USER_NAME_RESERVED'],
});
