import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TargetKind } from '../enums.js';
import { visible } from '../id-rules.js';
import { ratingSummary } from './dto.js';

/**
 * The summary above a listing's reviews: its rating with the aspects, how many reviews gave each
 * number of stars, and its host's rating over all their listings. Read from the aggregates kept
 * with each publication, never counted per view.
 */
export const showReviewSummary = defineEndpoint({
  path: '/v1/public/show-review-summary',
  tag: 'reviews',
  summary: '掲載のレビューの集計を取得する',
  access: 'public',
  ids: { listingId: visible('listing') },
  input: z.strictObject({
    targetKind: z.enum(TargetKind.values, { error: '車両かスポットかを選んでください。' }),
    listingId: z.uuid({ error: '掲載の ID が正しくありません。' }),
  }),
  output: z.object({
    rating: ratingSummary.nullable(),
    /** How many published reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
    starCounts: z.array(z.number().int()).length(5),
    host: z.object({ id: z.uuid(), name: z.string(), rating: z.object({ average: z.number(), count: z.number().int() }).nullable() }),
  }),
  errors: ['CAR_NOT_FOUND', 'SPOT_NOT_FOUND'],
});
