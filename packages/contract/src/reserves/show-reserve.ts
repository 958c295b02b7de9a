import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveDetail, reserveIdInput } from './dto.js';

/** A reservation with its price, history, handovers, reports and what the viewer may do now; its guest, host and operators only. */
export const showReserve = defineEndpoint({
  path: '/v1/show-reserve',
  tag: 'reserves',
  summary: '予約の詳細を取得する',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveDetail,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND'],
});
