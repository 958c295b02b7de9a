import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownReview, reviewAspectsInput, reviewIdInput, reviewPhotoIds, reviewTextInput, starsInput } from './dto.js';

/**
 * Edits the caller's own review while it is Pending (before publication); the fields given are
 * replaced (`aspects` as a whole). Another user's review is 404; a published one 409.
 */
export const updateReview = defineEndpoint({
  path: '/v1/user/update-review',
  tag: 'reviews',
  summary: '公開前の自分のレビューを編集する',
  access: 'user',
  rateLimit: 'message',
  ids: { reviewId: owned('review'), photoIds: owned('image') },
  input: z.strictObject({
    reviewId: reviewIdInput,
    overall: starsInput('総合評価').optional(),
    aspects: reviewAspectsInput.optional(),
    text: reviewTextInput.optional(),
    photoIds: reviewPhotoIds.optional(),
  }),
  output: ownReview,
  errors: [
    'USER_NOT_REGISTERED',
    'REVIEW_NOT_FOUND',
    'REVIEW_ALREADY_PUBLISHED',
    'REVIEW_STATUS_CONFLICT',
    'REVIEW_WINDOW_CLOSED',
    'REVIEW_ASPECTS_INVALID',
    'REVIEW_PHOTOS_NOT_ALLOWED',
    'IMAGE_NOT_FOUND',
  ],
});
