import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { review, reviewIdInput } from './dto.js';

/** One published review of a car or spot, with the host's answer. A review not published (or a host's review of a guest) is 404. */
export const showReview = defineEndpoint({
  path: '/v1/public/show-review',
  tag: 'reviews',
  summary: '公開中のレビューを1件取得する',
  access: 'public',
  ids: { reviewId: visible('review') },
  input: z.strictObject({ reviewId: reviewIdInput }),
  output: review,
  errors: ['REVIEW_NOT_FOUND'],
});
