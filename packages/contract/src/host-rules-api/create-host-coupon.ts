import { defineEndpoint } from '../endpoint.js';
import { coupon, createCouponInput } from './dto.js';

/**
 * Creates a coupon good for the caller's listings. Its code is unique in the marketplace (a code already taken is
 * 409 COUPON_CODE_TAKEN); at most COUPONS_MAX coupons a host.
 */
export const createHostCoupon = defineEndpoint({
  path: '/v1/user/create-host-coupon',
  tag: 'host-rules',
  summary: 'クーポンを作成する（掲載者のみ）',
  access: 'host',
  ids: {},
  input: createCouponInput,
  output: coupon,
  errors: ['USER_NOT_REGISTERED', 'COUPON_CODE_TAKEN', 'COUPONS_TOO_MANY'],
});
