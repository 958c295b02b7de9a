import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { spotPlan } from './dto.js';

/** The current plans of a listed spot (or the caller's own), for the reserve form. */
export const showSpotPlans = defineEndpoint({
  path: '/v1/user/show-spot-plans',
  tag: 'spots',
  summary: 'スポットのプラン一覧を取得する',
  access: 'user',
  ids: { spotId: visible('spot') },
  input: z.strictObject({ spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }) }),
  output: z.object({ items: z.array(spotPlan) }),
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
