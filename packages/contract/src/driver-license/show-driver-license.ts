import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { driverLicense, sensitiveView } from './dto.js';

/** The signed-in user's licence, or null when none is registered yet. */
export const showDriverLicense = defineEndpoint({
  path: '/v1/show-driver-license',
  tag: 'driver-license',
  summary: '自分の運転免許証を取得する（view: edit で編集フォーム用に番号を伏せずに返す）',
  access: 'user',
  ids: {},
  input: z.strictObject({ view: sensitiveView }),
  output: z.object({ driverLicense: driverLicense.nullable() }),
  errors: ['USER_NOT_REGISTERED'],
});
