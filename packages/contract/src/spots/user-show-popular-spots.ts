import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { spotCardForUser } from './dto.js';
import { popularSpotsInput } from './search-input.js';

export const userShowPopularSpots = defineEndpoint({
  path: '/v1/user/show-popular-spots',
  name: 'userShowPopularSpots',
  tag: 'spots',
  summary: '人気のスポットを取得する（ログイン中: お気に入りの印つき）',
  access: 'user',
  ids: {},
  input: popularSpotsInput,
  output: z.object({ items: z.array(spotCardForUser).max(20) }),
  errors: ['USER_NOT_REGISTERED'],
});
