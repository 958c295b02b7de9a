import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffReason } from './console-dto.js';
import { staffPaymentDetail } from './payments-dto.js';

/**
 * A refund by staff with a reason (ADR 0041), part or all of what remains (captured − refunded −
 * pending), of a reservation whose trip ended or that was cancelled. At or below the approval
 * threshold it is decided at once; above it, it waits for another operator (`operatorApproveRefund`).
 * `requestKey` (made by the screen once per form) makes a replay the same refund.
 */
export const operatorRefundPayment = defineEndpoint({
  path: '/v1/operator/refund-payment',
  name: 'operatorRefundPayment',
  tag: 'operator',
  summary: '決済を返金する（運営のみ、一定額を超えると別の運営スタッフの承認が必要）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({
    reserveId: z.uuid({ error: '予約の ID が正しくありません。' }),
    amount: z
      .number({ error: '返金額を数字で入力してください。' })
      .int('返金額は1円単位の整数で入力してください。')
      .min(1, '返金額は1円以上で入力してください。')
      .max(10_000_000, '返金額が大きすぎます。'),
    reason: staffReason,
    requestKey: z.uuid({ error: '申請キーの形式が正しくありません。画面を読み込み直してください。' }),
  }),
  output: staffPaymentDetail,
  errors: [
    'RESERVE_NOT_FOUND',
    'OPERATOR_OWN_ACCOUNT',
    'STAFF_REFUND_NOT_ALLOWED',
    'STAFF_REFUND_EXCEEDS_REMAINING',
    'STAFF_REFUND_AWAITING_APPROVAL',
    'STAFF_REFUND_KEY_REUSED',
  ],
});
