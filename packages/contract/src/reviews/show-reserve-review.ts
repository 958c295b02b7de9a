import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { reserveReviewState } from './dto.js';

/**
 * The reviews of one reservation as its guest or host sees them: whether they may write, their own
 * review (editable while Pending), and the other side's — only its status until it is published.
 */
export const showReserveReview = defineEndpoint({
  path: '/v1/user/show-reserve-review',
  tag: 'reviews',
  summary: '予約のレビューの状況を取得する（予約の当事者のみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput }),
  output: reserveReviewState,
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND'],
});
