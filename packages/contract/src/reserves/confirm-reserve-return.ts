import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';

/**
 * The guest confirms the host's return (ADR 0046), within RETURN_CHECK_HOURS of it: the return is settled
 * and the stay can be reviewed from the day after its end date. The guest only; the host is notified.
 */
export const confirmReserveReturn = defineEndpoint({
  path: '/v1/confirm-reserve-return',
  tag: 'reserves',
  summary: '返却を確認する（ゲストのみ、返却から24時間以内）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveDetail,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_RETURN_CHECK_CLOSED'],
});
