import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason, staffUserDetail } from './console-dto.js';

/**
 * 利用停止 (ADR 0033): the account and its data stay, its sessions are revoked, its calls refused and
 * its listings unlisted until an operator lifts it. Never the operator's own account. When the account is
 * another operator's, nothing changes yet: the answer (200) carries the waiting request in `staffRequest`, and
 * a second operator approves it (`operatorApproveStaffAction`, ADR 0045).
 */
export const suspendUser = defineEndpoint({
  path: '/v1/operator/suspend-user',
  tag: 'operator',
  summary: 'ユーザーを利用停止にする（運営のみ、理由が必要）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject({ userId: z.uuid({ error: 'ユーザー ID の形式が正しくありません。' }), reason: staffReason }),
  output: staffUserDetail,
  errors: ['USER_NOT_FOUND', 'USER_ALREADY_SUSPENDED', 'USER_DEACTIVATED', 'OPERATOR_OWN_ACCOUNT', 'STAFF_ACTION_AWAITING_APPROVAL'],
});
