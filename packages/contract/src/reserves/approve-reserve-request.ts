import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';

/** The host approves a request (Request → Approved): the guest's card is charged (issue 33), and the guest is notified. */
export const approveReserveRequest = defineEndpoint({
  path: '/v1/approve-reserve-request',
  tag: 'reserves',
  summary: '予約リクエストを承認する（ホストのみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'RESERVE_ACTION_FORBIDDEN',
    'RESERVE_STATUS_CONFLICT',
    'PAYMENT_NOT_AUTHORIZED',
    'PAYMENT_CAPTURE_FAILED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
  ],
});
