import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason, staffUserDetail } from './console-dto.js';

/**
 * Lifts a suspension (ADR 0033): the user signs in again and their verified, published listings are listed again.
 * An operator's account is lifted only by a second operator's approval of this request (ADR 0045), as `suspendUser`.
 */
export const unsuspendUser = defineEndpoint({
  path: '/v1/operator/unsuspend-user',
  tag: 'operator',
  summary: 'ユーザーの利用停止を解除する（運営のみ、理由が必要）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject({ userId: z.uuid({ error: 'ユーザー ID の形式が正しくありません。' }), reason: staffReason }),
  output: staffUserDetail,
  errors: ['USER_NOT_FOUND', 'USER_NOT_SUSPENDED', 'OPERATOR_OWN_ACCOUNT', 'STAFF_ACTION_AWAITING_APPROVAL'],
});
