import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PaymentMethod } from '../enums.js';
import { staff } from '../id-rules.js';
import { calendarDate } from '../listings/dto.js';
import { pageInput, pageOutput } from '../paging.js';
import { PAYMENT_STATUSES } from '../reserves/payment.js';
import { staffSearchWord } from './console-dto.js';
import { staffPaymentSummary } from './payments-dto.js';

/**
 * Any reservation's payment, for staff (ADR 0041): by reservation, guest (name or email fragment),
 * state, method and the day it was made; or only those to follow up (`attention`: a failed capture,
 * a challenge, release or refund that has not finished in time). Newest first.
 */
export const operatorSearchPayments = defineEndpoint({
  path: '/v1/operator/search-payments',
  name: 'operatorSearchPayments',
  tag: 'operator',
  summary: '決済を検索する（運営のみ）',
  access: 'operator',
  ids: { reserveId: staff('reserve') },
  rateLimit: 'search',
  input: z
    .strictObject({
      reserveId: z.uuid({ error: '予約番号（ID）の形式が正しくありません。' }).optional(),
      guest: staffSearchWord('ゲストの名前・メール').optional(),
      status: z.enum(PAYMENT_STATUSES, { error: '決済の状態が正しくありません。' }).optional(),
      method: z.enum(PaymentMethod.values, { error: '支払方法が正しくありません。' }).optional(),
      /** Payments made on [from, to] (Japan calendar days, both included). */
      from: calendarDate.optional(),
      to: calendarDate.optional(),
      /** Only the payments to follow up. */
      attention: z.boolean().optional(),
      ...pageInput(20, 50),
    })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付を指定してください。' }),
  output: pageOutput(staffPaymentSummary),
});
