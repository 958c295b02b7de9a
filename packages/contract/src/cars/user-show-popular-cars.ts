import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { carCardForUser } from './dto.js';
import { popularCarsInput } from './search-input.js';

export const userShowPopularCars = defineEndpoint({
  path: '/v1/user/show-popular-cars',
  name: 'userShowPopularCars',
  tag: 'cars',
  summary: '人気の車両を取得する（ログイン中: お気に入りの印つき）',
  access: 'user',
  ids: {},
  input: popularCarsInput,
  output: z.object({ items: z.array(carCardForUser).max(20) }),
  errors: ['USER_NOT_REGISTERED'],
});
