import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { staffPaymentDetail } from './payments-dto.js';

/** A reservation's payment in full for staff (ADR 0041): amounts, card brand and last 4, the processor's intent, journals, refunds. */
export const operatorShowPayment = defineEndpoint({
  path: '/v1/operator/show-payment',
  name: 'operatorShowPayment',
  tag: 'operator',
  summary: '決済の詳細を取得する（運営のみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  input: z.strictObject({ reserveId: z.uuid({ error: '予約の ID が正しくありません。' }) }),
  output: staffPaymentDetail,
  errors: ['RESERVE_NOT_FOUND'],
});
