import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { couponList } from './dto.js';

/** The marketplace's own coupons (good for every listing), stopped ones included, newest first. */
export const operatorListMarketplaceCoupons = defineEndpoint({
  path: '/v1/operator/list-marketplace-coupons',
  name: 'operatorListMarketplaceCoupons',
  tag: 'operator',
  summary: 'マーケットプレイスのクーポンの一覧を取得する（運営のみ）',
  access: 'operator',
  ids: {},
  input: z.strictObject({}),
  output: couponList,
  errors: [],
});
