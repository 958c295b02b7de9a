import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Prefecture, Region, TargetKind } from '../enums.js';
import { visible } from '../id-rules.js';
import { LISTING_OFFSET_MAX } from '../listings/dto.js';
import { review } from './dto.js';

/**
 * The published reviews of cars and spots, newest first (the `review`/`reviews` pages and a
 * listing's reviews page): by kind, by region or prefecture, or of one listed car or spot. Hosts'
 * reviews of guests are never listed here. Totals are counted up to 1,000 (`totalIsLowerBound`).
 */
export const listReview = defineEndpoint({
  path: '/v1/public/list-review',
  tag: 'reviews',
  summary: '公開中のレビュー一覧を取得する',
  access: 'public',
  rateLimit: 'search',
  ids: { listingId: visible('listing') },
  input: z
    .strictObject({
      targetKind: z.enum(TargetKind.values, { error: '車両かスポットかを選んでください。' }).optional(),
      /** One listed car or spot (of `targetKind`): its reviews page. */
      listingId: z.uuid({ error: '掲載の ID が正しくありません。' }).optional(),
      region: z.enum(Region.values, { error: '地方が正しくありません。' }).optional(),
      prefecture: z.enum(Prefecture.values, { error: '都道府県が正しくありません。' }).optional(),
      limit: z.number().int().min(1).max(50, '1ページの件数は50件までです。').default(20),
      offset: z
        .number()
        .int()
        .min(0)
        .max(LISTING_OFFSET_MAX, `${LISTING_OFFSET_MAX}件より先は表示できません。条件を絞り込んでください。`)
        .default(0),
    })
    .refine((value) => value.listingId === undefined || value.targetKind !== undefined, {
      message: '掲載を指定するときは、車両かスポットかも選んでください。',
      path: ['targetKind'],
    }),
  output: z.object({
    items: z.array(review),
    total: z.number().int(),
    totalIsLowerBound: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
  errors: ['CAR_NOT_FOUND', 'SPOT_NOT_FOUND'],
});
