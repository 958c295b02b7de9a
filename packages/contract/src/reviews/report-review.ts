import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { reviewIdInput, reviewReportReason } from './dto.js';

/** Reports a published review to the operators (once per user); it joins their moderation queue. */
export const reportReview = defineEndpoint({
  path: '/v1/user/report-review',
  tag: 'reviews',
  summary: 'レビューを運営に通報する',
  access: 'user',
  rateLimit: 'contact',
  ids: { reviewId: visible('review') },
  input: z.strictObject({ reviewId: reviewIdInput, reason: reviewReportReason }),
  output: z.object({ reviewId: z.uuid() }),
  errors: ['USER_NOT_REGISTERED', 'REVIEW_NOT_FOUND', 'REVIEW_OWN', 'REVIEW_ALREADY_REPORTED'],
});
