import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { rejectionReason } from '../operator/listing-verifications.js';
import { moderatedReview, reviewIdInput } from './dto.js';

/**
 * An operator removes a review (Pending or published) with a reason: it leaves the public pages and
 * the averages in the same transaction, its author is notified, the audit log records it. Final.
 */
export const rejectReview = defineEndpoint({
  path: '/v1/operator/reject-review',
  tag: 'operator',
  summary: 'レビューを削除する（運営のみ・理由が必要）',
  access: 'operator',
  ids: { reviewId: staff('review') },
  input: z.strictObject({ reviewId: reviewIdInput, reason: rejectionReason }),
  output: moderatedReview,
  errors: ['REVIEW_NOT_FOUND', 'REVIEW_STATUS_CONFLICT', 'OPERATOR_OWN_RECORD'],
});
