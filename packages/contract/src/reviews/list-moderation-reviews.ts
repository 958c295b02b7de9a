import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { moderatedReview, ReviewModerationQueue } from './dto.js';

/**
 * The operators' moderation queue: published reviews no operator has looked at (New, oldest
 * first), reported ones (Reported, most reported first), the ones still hidden by the blind rule
 * (Pending) and the removed ones (Rejected, newest first). Operators only.
 */
export const listModerationReviews = defineEndpoint({
  path: '/v1/operator/list-moderation-reviews',
  tag: 'operator',
  summary: 'レビューの確認待ち一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({
    queue: z.enum(ReviewModerationQueue.values, { error: '一覧の種類が正しくありません。' }).default('New'),
    ...pageInput(20, 100),
  }),
  output: pageOutput(moderatedReview),
});
