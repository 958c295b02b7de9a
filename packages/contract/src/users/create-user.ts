import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { currentUser, userName } from './dto.js';

/**
 * Registers the signed-in identity with the product after sign-up. Idempotent: a second call for
 * the same identity returns the existing user unchanged (the sign-up flow of spec §4 may call it
 * after falling back to sign-in).
 */
export const createUser = defineEndpoint({
  path: '/v1/create-user',
  tag: 'users',
  summary: 'サインアップ後にユーザーを登録する（登録済みなら現在のユーザーを返す）',
  access: 'user',
  ids: {},
  rateLimit: 'signUp',
  input: z.strictObject({ name: userName }),
  output: currentUser,
  errors: ['USER_NAME_RESERVED'],
});
