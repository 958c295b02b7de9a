import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { coupon, updateCouponInput } from './dto.js';

/**
 * Replaces one of the caller's coupons whole (reservations that used it keep their price). A stopped coupon is 409
 * COUPON_STOPPED; another host's coupon or a marketplace coupon is 404.
 */
export const updateHostCoupon = defineEndpoint({
  path: '/v1/user/update-host-coupon',
  tag: 'host-rules',
  summary: 'クーポンを変更する（掲載者のみ）',
  access: 'host',
  ids: { couponId: owned('coupon') },
  input: updateCouponInput,
  output: coupon,
  errors: ['USER_NOT_REGISTERED', 'COUPON_NOT_FOUND', 'COUPON_CODE_TAKEN', 'COUPON_STOPPED'],
});
