import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { spotDetail } from './dto.js';

/** A listed spot's public detail with its plans; 404 SPOT_NOT_FOUND for any other id. */
export const showSpot = defineEndpoint({
  path: '/v1/public/show-spot',
  tag: 'spots',
  summary: 'スポットの詳細を取得する',
  access: 'public',
  ids: { spotId: visible('spot') },
  input: z.strictObject({ spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }) }),
  output: spotDetail,
  errors: ['SPOT_NOT_FOUND'],
});
