import { defineEndpoint } from '../endpoint.js';
import { visible, reference } from '../id-rules.js';
import { checkReserveDates, reserveDetail } from './dto.js';
import { reserveCreateFields, verifySpotReserveInput } from './request-input.js';

/**
 * Sends a reservation request for a spot plan: one unit of the plan's daily capacity on each day
 * (ADR 0016). Send an `Idempotency-Key` header (1–128 visible characters) to retry safely: the same
 * key and body answer the first reservation, the same key with another body is 422
 * IDEMPOTENCY_KEY_REUSED.
 */
export const createSpotReserve = defineEndpoint({
  path: '/v1/create-spot-reserve',
  tag: 'reserves',
  summary: 'スポットの予約をリクエストする（Idempotency-Key ヘッダーで再送しても二重に作成されない）',
  access: 'user',
  ids: { spotId: visible('spot'), spotPlanId: visible('spotPlan'), 'options[].additionalFacilityId': reference() },
  rateLimit: 'reserve',
  input: verifySpotReserveInput.extend(reserveCreateFields).superRefine(checkReserveDates),
  output: reserveDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'SPOT_NOT_FOUND',
    'SPOT_PLAN_NOT_FOUND',
    'RESERVE_OWN_LISTING',
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'COUPON_UNAVAILABLE',
    'RESERVE_PRICE_CHANGED',
    'IDEMPOTENCY_KEY_INVALID',
    'IDEMPOTENCY_KEY_REUSED',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'INVOICE_NOT_ALLOWED',
  ],
});
