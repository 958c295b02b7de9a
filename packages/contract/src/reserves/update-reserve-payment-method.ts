import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';
import { paymentTokenInput } from './request-input.js';

/**
 * The guest gives another card to a request whose card could not be charged at approval (or whose
 * challenge failed), before the approval deadline: the new card is held for the same total.
 */
export const updateReservePaymentMethod = defineEndpoint({
  path: '/v1/update-reserve-payment-method',
  tag: 'reserves',
  summary: '予約リクエストのお支払いカードを変更する（ゲストのみ、決済できなかったとき）',
  access: 'user',
  ids: { reserveId: participant() },
  rateLimit: 'reserve',
  input: z.strictObject({ reserveId: reserveIdInput, paymentToken: paymentTokenInput }),
  output: reserveDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'RESERVE_ACTION_FORBIDDEN',
    'RESERVE_STATUS_CONFLICT',
    'PAYMENT_STATE_CONFLICT',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ],
});
