import { defineEndpoint } from '../endpoint.js';
import { visible, reference } from '../id-rules.js';
import { checkReserveDates, reserveQuote } from './dto.js';
import { verifyCarReserveInput } from './request-input.js';

/**
 * Checks a car reservation and quotes it, writing nothing: the days are free, within the car's
 * minimum and maximum, the options are the car's. Taken days are 409 RESERVE_PERIOD_UNAVAILABLE
 * whose details name each day (`startDate`, "YYYY-MM-DD は予約できません").
 */
export const verifyCarReserve = defineEndpoint({
  path: '/v1/verify-car-reserve',
  tag: 'reserves',
  summary: '車両の予約内容を確認し、料金を見積もる（予約は作成しない）',
  access: 'user',
  ids: { carId: visible('car'), 'options[].additionalFacilityId': reference() },
  input: verifyCarReserveInput.superRefine(checkReserveDates),
  output: reserveQuote,
  errors: [
    'USER_NOT_REGISTERED',
    'CAR_NOT_FOUND',
    'RESERVE_OWN_LISTING',
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'COUPON_UNAVAILABLE',
  ],
});
