import { defineEndpoint } from '../endpoint.js';
import { emptyInput } from '../common.js';
import { currentUser } from './dto.js';

export const showCurrentUser = defineEndpoint({
  path: '/v1/show-current-user',
  tag: 'users',
  summary: 'ログイン中のユーザーを取得する',
  access: 'user',
  ids: {},
  input: emptyInput,
  output: currentUser,
  errors: ['USER_NOT_REGISTERED'],
});
