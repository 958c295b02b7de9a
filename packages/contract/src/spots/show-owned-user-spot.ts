import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownedSpot } from './dto.js';

/** One of the provider's own spots with every field, for the edit form; another user's id is 404. */
export const showOwnedUserSpot = defineEndpoint({
  path: '/v1/user/show-owned-user-spot',
  tag: 'spots',
  summary: '自分のスポットを編集用に取得する',
  access: 'user',
  ids: { spotId: owned('spot') },
  input: z.strictObject({ spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }) }),
  output: ownedSpot,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND'],
});
