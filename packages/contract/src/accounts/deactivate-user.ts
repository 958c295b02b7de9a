import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { deactivationReason } from './dto.js';

/**
 * Deactivates the caller (退会): every session is signed out (refresh tokens revoked; the current
 * ID token is refused at once), the public name becomes 退会済みユーザー (ADR 0010).
 */
export const deactivateUser = defineEndpoint({
  path: '/v1/user/deactivate-user',
  tag: 'accounts',
  summary: '退会する（すべての端末からログアウトされ、公開される名前は匿名化される）',
  access: 'user',
  ids: {},
  rateLimit: 'account',
  input: z.strictObject({
    confirm: z.literal(true, { error: '退会するには確認のチェックが必要です。' }),
    reason: deactivationReason,
  }),
  output: z.object({ deactivatedAt: z.iso.datetime({ offset: true }) }),
  errors: ['USER_NOT_REGISTERED', 'ACTIVE_RESERVATION_EXISTS'],
});
