import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { carCardForUser } from './dto.js';

/** The caller's favourite cars that are still listed, the latest favourite first. */
export const listFavoriteCar = defineEndpoint({
  path: '/v1/user/list-favorite-car',
  tag: 'cars',
  summary: 'お気に入りの車両の一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject(pageInput(20, 50)),
  output: pageOutput(carCardForUser),
  errors: ['USER_NOT_REGISTERED'],
});
