/** The owner's rules of a listing and their coupons (issue 36). */
export { ListingRulesPanel } from './components/listing-rules-panel';
export { CouponsPanel } from './components/coupons-panel';
export { RulesPage } from './components/rules-page';
export { hostRulesMessages } from './messages';
export { hostRulesPaths } from './paths';
export { blankCoupon, CouponForm } from './components/coupon-form';
export { refusalOf } from './form-errors';
