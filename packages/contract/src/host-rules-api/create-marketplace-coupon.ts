import { defineEndpoint } from '../endpoint.js';
import { coupon, createCouponInput } from './dto.js';

/** Creates a marketplace coupon, good for every listing; audited (`coupon.create`) in the same transaction. */
export const operatorCreateMarketplaceCoupon = defineEndpoint({
  path: '/v1/operator/create-marketplace-coupon',
  name: 'operatorCreateMarketplaceCoupon',
  tag: 'operator',
  summary: 'マーケットプレイスのクーポンを作成する（運営のみ）',
  access: 'operator',
  ids: {},
  input: createCouponInput,
  output: coupon,
  errors: ['COUPON_CODE_TAKEN', 'COUPONS_TOO_MANY'],
});
