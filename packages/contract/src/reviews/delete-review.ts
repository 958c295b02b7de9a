import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { reviewIdInput } from './dto.js';

/**
 * Deletes the caller's own review while it is Pending; within the window they may write again.
 * A published review is removed by an operator only (reject-review, with a reason): 409 here.
 */
export const deleteReview = defineEndpoint({
  path: '/v1/user/delete-review',
  tag: 'reviews',
  summary: '公開前の自分のレビューを削除する',
  access: 'user',
  ids: { reviewId: owned('review') },
  input: z.strictObject({ reviewId: reviewIdInput }),
  output: z.object({ id: z.uuid() }),
  errors: ['USER_NOT_REGISTERED', 'REVIEW_NOT_FOUND', 'REVIEW_ALREADY_PUBLISHED', 'REVIEW_STATUS_CONFLICT'],
});
