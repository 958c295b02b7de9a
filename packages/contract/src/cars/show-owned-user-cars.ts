import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { pageOutput } from '../paging.js';
import { ownedCarSummary } from './dto.js';

/** The owner's cars, newest change first, paged by `offset` (spec §3). */
export const showOwnedUserCars = defineEndpoint({
  path: '/v1/user/show-owned-user-cars',
  tag: 'cars',
  summary: '自分の車両の一覧を取得する',
  access: 'user',
  ids: {},
  input: z.strictObject({
    offset: z.number().int().min(0).max(100_000).default(0),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  output: pageOutput(ownedCarSummary),
  errors: ['USER_NOT_REGISTERED'],
});
