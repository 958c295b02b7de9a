import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';

/** Adds or removes a favourite; idempotent. Adding needs a listed car (404 otherwise); removing always works. */
export const updateCarFavoriteStatus = defineEndpoint({
  path: '/v1/user/update-car-favorite-status',
  tag: 'cars',
  summary: '車両のお気に入りを切り替える',
  access: 'user',
  ids: { carId: visible('car') },
  input: z.strictObject({
    carId: z.uuid({ error: '車両の ID が正しくありません。' }),
    favorite: z.boolean({ error: 'favorite は true か false です。' }),
  }),
  output: z.object({ carId: z.uuid(), isFavorite: z.boolean() }),
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND'],
});
