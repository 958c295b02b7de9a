import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { visible, reference } from '../id-rules.js';
import { checkReserveDates, reserveDetail } from './dto.js';
import { reserveCreateFields, verifyCarReserveInput } from './request-input.js';

/**
 * Sends a reservation request for a car (status Request: it holds the days until the owner answers
 * or the approval deadline passes). Needs the guest's verified driving licence, valid on the last
 * day, and the agreement to the share contract. Send an `Idempotency-Key` header (1–128 visible
 * characters) to retry safely: the same key and body answer the first reservation, the same key
 * with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export const createCarReserve = defineEndpoint({
  path: '/v1/create-car-reserve',
  tag: 'reserves',
  summary: '車両の予約をリクエストする（Idempotency-Key ヘッダーで再送しても二重に作成されない）',
  access: 'user',
  ids: { carId: visible('car'), 'options[].additionalFacilityId': reference() },
  rateLimit: 'reserve',
  input: verifyCarReserveInput
    .extend({
      ...reserveCreateFields,
      agreeToShareContract: z.literal(true, { error: 'シェア契約書に同意してください。' }),
    })
    .superRefine(checkReserveDates),
  output: reserveDetail,
  errors: [
    'USER_NOT_REGISTERED',
    'CAR_NOT_FOUND',
    'RESERVE_OWN_LISTING',
    'RESERVE_CONDITIONS_INVALID',
    'RESERVE_PERIOD_UNAVAILABLE',
    'COUPON_UNAVAILABLE',
    'RESERVE_PRICE_CHANGED',
    'DRIVER_LICENSE_REQUIRED',
    'IDEMPOTENCY_KEY_INVALID',
    'IDEMPOTENCY_KEY_REUSED',
    'PAYMENT_DECLINED',
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'INVOICE_NOT_ALLOWED',
  ],
});
