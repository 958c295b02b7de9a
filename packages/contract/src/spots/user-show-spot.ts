import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { spotDetailForUser } from './dto.js';

/**
 * show-spot for a signed-in user: a listed spot, or the caller's own spot in any state (preview;
 * 422 LISTING_INCOMPLETE while it has no prefecture or plan to show).
 */
export const userShowSpot = defineEndpoint({
  path: '/v1/user/show-spot',
  name: 'userShowSpot',
  tag: 'spots',
  summary: 'スポットの詳細を取得する（ログイン中: お気に入り・自分のスポットのプレビュー）',
  access: 'user',
  ids: { spotId: visible('spot') },
  input: z.strictObject({ spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }) }),
  output: spotDetailForUser,
  errors: ['USER_NOT_REGISTERED', 'SPOT_NOT_FOUND', 'LISTING_INCOMPLETE'],
});
