import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { pageInput } from '../paging.js';
import { reserveIdInput } from '../reserves/dto.js';
import { ratingSummary, review } from './dto.js';

/**
 * The guest of a reservation as hosts rated them: the average of the published host reviews, the
 * aspects, and the reviews, newest first. For the host deciding a request (and the guest themself);
 * anyone else's reservation is 404.
 */
export const showGuestReviews = defineEndpoint({
  path: '/v1/user/show-guest-reviews',
  tag: 'reviews',
  summary: '予約したゲストがホストから受けた評価を取得する（予約の当事者のみ）',
  access: 'user',
  ids: { reserveId: participant() },
  input: z.strictObject({ reserveId: reserveIdInput, ...pageInput(5, 20) }),
  output: z.object({
    guest: z.object({ name: z.string(), memberSince: z.iso.date() }),
    rating: ratingSummary.nullable(),
    items: z.array(review),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  errors: ['USER_NOT_REGISTERED', 'RESERVE_NOT_FOUND'],
});
