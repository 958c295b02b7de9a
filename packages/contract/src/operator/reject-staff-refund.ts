import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason } from './console-dto.js';
import { staffPaymentDetail, staffRefundRef } from './payments-dto.js';

/**
 * Another operator than the requester refuses the reservation's waiting staff refund, with a reason (ADR 0041):
 * nothing moves, and the reservation may be refunded again by a new request. It names the amount it saw, so a
 * refusal never meets a different request than the one on the screen.
 */
export const operatorRejectRefund = defineEndpoint({
  path: '/v1/operator/reject-refund',
  name: 'operatorRejectRefund',
  tag: 'operator',
  summary: '承認待ちの返金を却下する（申請者以外の運営スタッフのみ、理由が必要）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({ ...staffRefundRef, reason: staffReason }),
  output: staffPaymentDetail,
  errors: ['RESERVE_NOT_FOUND', 'OPERATOR_OWN_ACCOUNT', 'STAFF_REFUND_SELF_REJECTION', 'STAFF_REFUND_NOTHING_WAITING'],
});
