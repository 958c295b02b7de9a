import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffUserDetail } from './console-dto.js';
import { staffActionRequestRef } from './staff-action-requests-dto.js';

/**
 * The second pair of eyes on a staff act against an operator's account (ADR 0045, as ADR 0041's refund
 * approval): another operator than the requester, and never the account's own holder, approves the waiting
 * request, naming the act they saw; the act is applied in the same transaction. A second approval, a replay or
 * a lapsed request finds nothing waiting and changes nothing.
 */
export const operatorApproveStaffAction = defineEndpoint({
  path: '/v1/operator/approve-staff-action',
  name: 'operatorApproveStaffAction',
  tag: 'operator',
  summary: '承認待ちの運営操作を承認して実行する（申請者・対象者以外の運営スタッフのみ）',
  access: 'operator',
  ids: { userId: staff('user') },
  input: z.strictObject(staffActionRequestRef),
  output: staffUserDetail,
  errors: [
    'USER_NOT_FOUND',
    'OPERATOR_OWN_ACCOUNT',
    'STAFF_ACTION_SELF_APPROVAL',
    'STAFF_ACTION_NOTHING_WAITING',
    'USER_ALREADY_SUSPENDED',
    'USER_NOT_SUSPENDED',
    'USER_DEACTIVATED',
  ],
});
