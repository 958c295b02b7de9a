import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { ownedCar } from './dto.js';

/** One of the owner's own cars with every field, for the edit form; another user's id is 404. */
export const showOwnedUserCar = defineEndpoint({
  path: '/v1/user/show-owned-user-car',
  tag: 'cars',
  summary: '自分の車両を編集用に取得する',
  access: 'user',
  ids: { carId: owned('car') },
  input: z.strictObject({ carId: z.uuid({ error: '車両の ID が正しくありません。' }) }),
  output: ownedCar,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
