import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { participant } from '../id-rules.js';
import { review, reviewIdInput, reviewReplyInput } from './dto.js';

/**
 * The host's one public answer to a published guest review of their car or spot (not editable
 * afterwards). Anyone else's call, or a review not yet published, is 404 (the blind rule).
 */
export const createReviewReply = defineEndpoint({
  path: '/v1/user/create-review-reply',
  tag: 'reviews',
  summary: 'レビューにホストとして返信する（1回のみ）',
  access: 'user',
  rateLimit: 'message',
  ids: { reviewId: participant('review') },
  input: z.strictObject({ reviewId: reviewIdInput, text: reviewReplyInput }),
  output: review,
  errors: ['USER_NOT_REGISTERED', 'REVIEW_NOT_FOUND', 'REVIEW_REPLY_EXISTS'],
});
