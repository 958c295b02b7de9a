import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { moderatedReview, reviewIdInput } from './dto.js';

/**
 * An operator has read a published review and keeps it: it leaves the New and Reported queues
 * (its reports are answered), recorded in the audit log. Operators only; never on a review by or
 * about themselves (the four-eyes rule, ADR 0023).
 */
export const acceptReview = defineEndpoint({
  path: '/v1/operator/accept-review',
  tag: 'operator',
  summary: 'レビューを確認して掲載を続ける（運営のみ）',
  access: 'operator',
  ids: { reviewId: staff('review') },
  input: z.strictObject({ reviewId: reviewIdInput }),
  output: moderatedReview,
  errors: ['REVIEW_NOT_FOUND', 'REVIEW_STATUS_CONFLICT', 'OPERATOR_OWN_RECORD'],
});
