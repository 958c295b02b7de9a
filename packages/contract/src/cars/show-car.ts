import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible } from '../id-rules.js';
import { carDetail } from './dto.js';

/** A listed car's public detail; 404 CAR_NOT_FOUND for any other id. */
export const showCar = defineEndpoint({
  path: '/v1/public/show-car',
  tag: 'cars',
  summary: '車両の詳細を取得する',
  access: 'public',
  ids: { carId: visible('car') },
  input: z.strictObject({ carId: z.uuid({ error: '車両の ID が正しくありません。' }) }),
  output: carDetail,
  errors: ['CAR_NOT_FOUND'],
});
