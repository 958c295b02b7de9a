import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffUserDetail } from './console-dto.js';
import { staffActionRequestRef } from './staff-action-requests-dto.js';

/** The requester takes back their waiting staff act on an operator's account (ADR 0045); only they may. */
export const operatorWithdrawStaffAction = defineEndpoint({
  path: '/v1/operator/withdraw-staff-action',
  name: 'operatorWithdrawStaffAction',
  tag: 'operator',
  summary: '自分が申請した承認待ちの運営操作を取り下げる（申請者のみ）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject(staffActionRequestRef),
  output: staffUserDetail,
  errors: ['USER_NOT_FOUND', 'STAFF_ACTION_NOT_REQUESTER', 'STAFF_ACTION_NOTHING_WAITING'],
});
