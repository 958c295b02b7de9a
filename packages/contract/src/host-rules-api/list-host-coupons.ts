import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { couponList } from './dto.js';

/** The caller's own coupons (good for all of the caller's listings), stopped ones included, newest first. */
export const listHostCoupons = defineEndpoint({
  path: '/v1/user/list-host-coupons',
  tag: 'host-rules',
  summary: '自分のクーポンの一覧を取得する（掲載者のみ）',
  access: 'host',
  ids: {},
  input: z.strictObject({}),
  output: couponList,
  errors: ['USER_NOT_REGISTERED'],
});
