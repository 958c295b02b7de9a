import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { MAX_USER_LOCATIONS, userLocation } from './dto.js';

/** The caller's own pickup locations, oldest first. */
export const showUserLocations = defineEndpoint({
  path: '/v1/user/show-user-locations',
  tag: 'locations',
  summary: '自分の受け渡し場所の一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject(pageInput(MAX_USER_LOCATIONS, MAX_USER_LOCATIONS)),
  output: pageOutput(userLocation),
  errors: ['USER_NOT_REGISTERED'],
});
