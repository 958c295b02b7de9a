import { defineEndpoint } from '../endpoint.js';
import { owned } from '../id-rules.js';
import { coupon, couponIdInput } from './dto.js';

/** Stops one of the caller's coupons: no new reservation may use it (stopping again changes nothing). */
export const stopHostCoupon = defineEndpoint({
  path: '/v1/user/stop-host-coupon',
  tag: 'host-rules',
  summary: 'クーポンの利用を停止する（掲載者のみ）',
  access: 'host',
  ids: { couponId: owned('coupon') },
  input: couponIdInput,
  output: coupon,
  errors: ['USER_NOT_REGISTERED', 'COUPON_NOT_FOUND'],
});
