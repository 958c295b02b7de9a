import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned, participant } from '../id-rules.js';
import { reserveIdInput } from '../reserves/dto.js';
import { ownReview, reviewAspectsInput, reviewPhotoIds, reviewTextInput, starsInput } from './dto.js';

/**
 * Writes the caller's review of a Returned reservation, within the window (ADR 0027): the guest
 * reviews the car or spot (overall, its five aspects, text, photos), the host reviews the guest
 * (overall, three aspects, text; no photos). It stays Pending, hidden from everyone else, until the
 * other side has written too (both are then published at once) or the window closes.
 */
export const createReview = defineEndpoint({
  path: '/v1/user/create-review',
  tag: 'reviews',
  summary: 'レビューを投稿する（返却済みの予約の当事者のみ）',
  access: 'user',
  rateLimit: 'message',
  ids: { reserveId: participant(), photoIds: owned('image') },
  input: z.strictObject({
    reserveId: reserveIdInput,
    overall: starsInput('総合評価'),
    aspects: reviewAspectsInput,
    text: reviewTextInput,
    photoIds: reviewPhotoIds.default([]),
  }),
  output: ownReview,
  errors: [
    'USER_NOT_REGISTERED',
    'RESERVE_NOT_FOUND',
    'REVIEW_NOT_RETURNED',
    'REVIEW_WINDOW_CLOSED',
    'REVIEW_ALREADY_WRITTEN',
    'REVIEW_ASPECTS_INVALID',
    'REVIEW_PHOTOS_NOT_ALLOWED',
    'IMAGE_NOT_FOUND',
  ],
});
