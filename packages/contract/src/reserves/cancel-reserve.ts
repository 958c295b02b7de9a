import { z } from 'zod';
import { multiLineText } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';

/**
 * Cancels a reservation: a Request is withdrawn (guest) or declined (host) free of charge; after
 * approval the guest pays the cancellation policy's fee (show-reserve's `cancellation` tells it
 * first), a host's or operator's cancellation costs the guest nothing. The days are freed at once.
 */
export const cancelReserve = defineEndpoint({
  path: '/v1/cancel-reserve',
  tag: 'reserves',
  summary: '予約をキャンセルする（リクエストの取り下げ・辞退を含む）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({
    reserveId: reserveIdInput,
    reason: multiLineText('キャンセルの理由').max(500, 'キャンセルの理由は500文字以内で入力してください。').optional(),
  }),
  output: reserveDetail,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_STATUS_CONFLICT'],
});
