import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { paymentHistoryPage, paymentHistoryPageFields } from './dto.js';

/** The caller's own payments as a guest, latest first (マイページ › お支払い履歴); nobody else's, staff's included. */
export const listPaymentHistory = defineEndpoint({
  path: '/v1/list-payment-history',
  tag: 'receipts',
  summary: '自分（ゲスト）のお支払い履歴を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject({ ...paymentHistoryPageFields }),
  output: paymentHistoryPage,
  errors: ['USER_NOT_REGISTERED'],
});
