import { defineEndpoint } from '../endpoint.js';
import { visible, reference } from '../id-rules.js';
import { checkReserveDates, reserveQuote } from './dto.js';
import { verifySpotReserveInput } from './request-input.js';

/**
 * Checks a spot reservation and quotes it, writing nothing: the plan has room on every day (nights
 * of a Land stay, the day of an activity), the group fits the plan, the options are the spot's.
 * Full or closed days are 409 RESERVE_PERIOD_UNAVAILABLE whose details name each day.
 */
export const verifySpotReserve = defineEndpoint({
  path: '/v1/verify-spot-reserve',
  tag: 'reserves',
  summary: 'スポットの予約内容を確認し、料金を見積もる（予約は作成しない）',
  access: 'user',
  ids: { spotId: visible('spot'), spotPlanId: visible('spotPlan'), 'options[].additionalFacilityId': reference() },
  input: verifySpotReserveInput.superRefine(checkReserveDates),
  output: reserveQuote,
  errors: [
    'USER_NOT_REGISTERED',
    'SPOT_NOT_FOUND',
    'SPOT_PLAN_NOT_FOUND',
    'RESERVE_OWN_LISTING',
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'COUPON_UNAVAILABLE',
  ],
});
