import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';

export const updateSpotFavoriteStatus = defineEndpoint({
  path: '/v1/user/update-spot-favorite-status',
  tag: 'spots',
  summary: 'スポットのお気に入りを切り替える',
  access: 'user',
  ids: { spotId: visible('spot') },
  input: z.strictObject({
    spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }),
    favorite: z.boolean({ error: 'favorite は true か false です。' }),
  }),
  output: z.object({ spotId: z.uuid(), isFavorite: z.boolean() }),
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
