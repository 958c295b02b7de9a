import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { currentUser } from '../users/dto.js';

/**
 * The email belongs to Firebase (ADR 0009): the web changes it with `verifyBeforeUpdateEmail`, the
 * user opens the link sent to the new address, signs in again, and then calls this to copy the
 * now verified address to the product's row. 409 EMAIL_CHANGE_NOT_CONFIRMED while Firebase does
 * not hold `email` as the identity's verified address.
 */
export const updateEmail = defineEndpoint({
  path: '/v1/update-email',
  tag: 'accounts',
  summary: '確認済みの新しいメールアドレスをユーザー情報に反映する（変更自体は Firebase で行う）',
  access: 'user',
  ids: {},
  rateLimit: 'account',
  input: z.strictObject({
    email: z.email({ error: 'メールアドレスの形式が正しくありません。' }).max(254, 'メールアドレスが長すぎます。'),
  }),
  output: currentUser,
  errors: ['USER_NOT_REGISTERED', 'EMAIL_CHANGE_NOT_CONFIRMED'],
});
