import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageInput, pageOutput } from '../paging.js';
import { spotCardForUser } from './dto.js';

export const listFavoriteSpot = defineEndpoint({
  path: '/v1/user/list-favorite-spot',
  tag: 'spots',
  summary: 'お気に入りのスポットの一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject(pageInput(20, 50)),
  output: pageOutput(spotCardForUser),
  errors: ['USER_NOT_REGISTERED'],
});
