import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffPaymentDetail, staffRefundRef } from './payments-dto.js';

/**
 * The second pair of eyes on a staff refund above the threshold (ADR 0041): another operator than the
 * requester approves the reservation's waiting refund, naming its amount (what they saw). A second
 * approval or a replay finds nothing waiting and changes nothing.
 */
export const operatorApproveRefund = defineEndpoint({
  path: '/v1/operator/approve-refund',
  name: 'operatorApproveRefund',
  tag: 'operator',
  summary: '承認待ちの返金を承認する（申請者以外の運営スタッフのみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject(staffRefundRef),
  output: staffPaymentDetail,
  errors: [
    'RESERVE_NOT_FOUND',
    'OPERATOR_OWN_ACCOUNT',
    'STAFF_REFUND_SELF_APPROVAL',
    'STAFF_REFUND_NOTHING_WAITING',
    'STAFF_REFUND_EXCEEDS_REMAINING',
  ],
});
