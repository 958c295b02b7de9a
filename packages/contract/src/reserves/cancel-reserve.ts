import { z } from 'zod';
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
    reason: z
      .string({ error: 'キャンセルの理由は文字で入力してください。' })
      .trim()
      .max(500, 'キャンセルの理由は500文字以内で入力してください。')
      .refine((v) => !/[^\P{Cc}\n]/u.test(v), 'キャンセルの理由に使用できない文字が含まれています。')
      .optional(),
  }),
  output: reserveDetail,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND', 'RESERVE_ACTION_FORBIDDEN', 'RESERVE_STATUS_CONFLICT'],
});
