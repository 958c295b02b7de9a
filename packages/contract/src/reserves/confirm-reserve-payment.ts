import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';

/**
 * The guest's card asked for 3-D Secure when the request was sent: once the browser has run the
 * challenge, this reads the outcome from the processor. A completed challenge holds the card (the
 * host may approve); a failed one releases the request's days and answers PAYMENT_DECLINED.
 */
export const confirmReservePayment = defineEndpoint({
  path: '/v1/confirm-reserve-payment',
  tag: 'reserves',
  summary: 'カードの本人認証（3Dセキュア）の結果を確定する（ゲストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  rateLimit: 'reserve',
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'RESERVE_ACTION_FORBIDDEN',
    'PAYMENT_STATE_CONFLICT',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ],
});
