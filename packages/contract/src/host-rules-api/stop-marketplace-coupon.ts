import { defineEndpoint } from '../endpoint.js';
import { staff } from '../id-rules.js';
import { coupon, couponIdInput } from './dto.js';

/**
 * Stops a marketplace coupon: no new reservation may use it; audited (`coupon.stop`). A host's coupon is 404 here
 * (hosts stop their own).
 */
export const operatorStopMarketplaceCoupon = defineEndpoint({
  path: '/v1/operator/stop-marketplace-coupon',
  name: 'operatorStopMarketplaceCoupon',
  tag: 'operator',
  summary: 'マーケットプレイスのクーポンの利用を停止する（運営のみ）',
  access: 'operator',
  ids: { couponId: staff('coupon') },
  input: couponIdInput,
  output: coupon,
  errors: ['COUPON_NOT_FOUND'],
});
