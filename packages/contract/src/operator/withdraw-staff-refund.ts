import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffPaymentDetail, staffRefundRef } from './payments-dto.js';

/** The requester takes back their waiting staff refund (ADR 0041); only they may, and nothing moves. */
export const operatorWithdrawRefund = defineEndpoint({
  path: '/v1/operator/withdraw-refund',
  name: 'operatorWithdrawRefund',
  tag: 'operator',
  summary: '自分が申請した承認待ちの返金を取り下げる（申請者のみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject(staffRefundRef),
  output: staffPaymentDetail,
  errors: ['RESERVE_NOT_FOUND', 'OPERATOR_OWN_ACCOUNT', 'STAFF_REFUND_NOT_REQUESTER', 'STAFF_REFUND_NOTHING_WAITING'],
});
