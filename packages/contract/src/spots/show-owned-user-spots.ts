import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { ownedSpotSummary } from './dto.js';

export const showOwnedUserSpots = defineEndpoint({
  path: '/v1/user/show-owned-user-spots',
  tag: 'spots',
  summary: '自分のスポットの一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject({
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  output: pageOutput(ownedSpotSummary),
  errors: ['USER_NOT_REGISTERED'],
});
