import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { reviewRing } from '../reviews/dto.js';

/**
 * Pairs of accounts that review each other as one person would (ADR 0046): reciprocal five stars from
 * REVIEW_RING_MIN_RECIPROCAL stays or more, or the two reviews of a stay written from the same device and
 * address. The most suspicious first. Operators only.
 */
export const listReviewRings = defineEndpoint({
  path: '/v1/operator/list-review-rings',
  tag: 'operator',
  summary: '相互レビューの疑いがあるアカウントの組を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({ ...pageInput(20, 100) }),
  output: pageOutput(reviewRing),
});
