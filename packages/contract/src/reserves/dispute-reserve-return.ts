import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput, returnDisputeReason } from './dto.js';

/**
 * The guest disputes the host's return with a reason (ADR 0046), within RETURN_CHECK_HOURS of it: the stay
 * cannot be reviewed until an operator resolves the dispute. The reason is stored masked (ADR 0043); the
 * host is notified and the operators see it in their queue. The guest only.
 */
export const disputeReserveReturn = defineEndpoint({
  path: '/v1/dispute-reserve-return',
  tag: 'reserves',
  summary: '返却に異議を申し立てる（ゲストのみ、返却から24時間以内）',
  access: 'user',
  rateLimit: 'message',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput, reason: returnDisputeReason }),
  output: reserveDetail,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_RETURN_CHECK_CLOSED'],
});
