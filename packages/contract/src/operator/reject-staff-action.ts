import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason, staffUserDetail } from './console-dto.js';
import { staffActionRequestRef } from './staff-action-requests-dto.js';

/** Another operator refuses a waiting staff act on an operator's account, with a reason (ADR 0045); nothing is applied. */
export const operatorRejectStaffAction = defineEndpoint({
  path: '/v1/operator/reject-staff-action',
  name: 'operatorRejectStaffAction',
  tag: 'operator',
  summary: '承認待ちの運営操作を却下する（申請者・対象者以外の運営スタッフのみ、理由が必要）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject({ ...staffActionRequestRef, reason: staffReason }),
  output: staffUserDetail,
  errors: ['USER_NOT_FOUND', 'OPERATOR_OWN_ACCOUNT', 'STAFF_ACTION_SELF_APPROVAL', 'STAFF_ACTION_NOTHING_WAITING'],
});
