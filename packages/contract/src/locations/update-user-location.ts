import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { userLocation, userLocationFields } from './dto.js';

/** Replaces one of the caller's own pickup locations (another user's id is 404). */
export const updateUserLocation = defineEndpoint({
  path: '/v1/user/update-user-location',
  tag: 'locations',
  summary: '自分の受け渡し場所を更新する',
  access: 'host',
  ids: { id: owned('location') },
  input: z.strictObject({ id: z.uuid({ error: '受け渡し場所の ID が正しくありません。' }), ...userLocationFields }),
  output: userLocation,
  errors: ['USER_NOT_REGISTERED', 'ROLE_REQUIRED', 'LOCATION_NOT_FOUND'],
});
