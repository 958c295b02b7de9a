import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { carDetailForUser } from './dto.js';

/**
 * show-car for a signed-in user: a listed car with the viewer's facts, or the viewer's own car in
 * any state (the owner's preview, `listed: false`; 422 LISTING_INCOMPLETE while it has no pickup
 * location or price to show). Anything else is 404 CAR_NOT_FOUND.
 */
export const userShowCar = defineEndpoint({
  path: '/v1/user/show-car',
  name: 'userShowCar',
  tag: 'cars',
  summary: '車両の詳細を取得する（ログイン中: お気に入り・自分の車両のプレビュー）',
  access: 'user',
  ids: { carId: visible('car') },
  input: z.strictObject({ carId: z.uuid({ error: '車両の ID が正しくありません。' }) }),
  output: carDetailForUser,
  errors: ['USER_NOT_REGISTERED', 'CAR_NOT_FOUND', 'LISTING_INCOMPLETE'],
});
