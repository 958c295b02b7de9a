import { z } from 'zod';
import { singleLineText } from '../common.js';
import { PaymentMethod } from '../enums.js';
import { reserveDates, reserveOptionsInput, reservePeople } from './dto.js';

/** A payment method id of the card processor (never a card number). */
export const paymentTokenInput = singleLineText('カード情報').regex(
  /^pm_[A-Za-z0-9_]{1,200}$/,
  'カード情報が正しくありません。もう一度入力してください。',
);

/**
 * A coupon code as a guest types it (issue 36): full-width letters and digits made half-width, lower case made
 * upper, then the host-rules code rule (英大文字と数字の4〜20文字). Optional: no code, no coupon.
 */
export const couponCodeInput = singleLineText('クーポンコード')
  .overwrite((code) => code.normalize('NFKC').toUpperCase())
  .regex(/^[A-Z0-9]{4,20}$/, 'クーポンコードは英大文字と数字の4〜20文字で入力してください。');

/**
 * A car delivered to the guest and collected from the same place (issue 36, ADR 0058): one distance, charged both
 * ways at the car's band for it. Whether the car delivers, and how far, is the API's check (its bands).
 */
export const deliveryRequestInput = z.strictObject({
  km: z
    .number({ error: '配車先までの距離を数字で入力してください。' })
    .int('配車先までの距離は整数（km）で入力してください。')
    .min(1, '配車先までの距離は1km以上で入力してください。'),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestInput>;

/** The bodies of the verify and create calls (outside the endpoint files: each of those exports one endpoint only). */

export const verifyCarReserveInput = z.strictObject({
  carId: z.uuid({ error: '車両の ID が正しくありません。' }),
  ...reserveDates,
  options: reserveOptionsInput,
  couponCode: couponCodeInput.optional(),
  delivery: deliveryRequestInput.optional(),
});

export const verifySpotReserveInput = z.strictObject({
  spotId: z.uuid({ error: 'スポットの ID が正しくありません。' }),
  spotPlanId: z.uuid({ error: 'プランを選んでください。' }),
  ...reserveDates,
  people: reservePeople,
  options: reserveOptionsInput,
  couponCode: couponCodeInput.optional(),
});

export const reserveCreateFields = {
  paymentMethod: z.enum(PaymentMethod.values, { error: 'お支払い方法を選んでください。' }),
  /** The total the guest was shown (verify-*-reserve); a different current price is 409 RESERVE_PRICE_CHANGED. */
  quotedTotal: z
    .number({ error: '見積もり金額が必要です。' })
    .int('見積もり金額が正しくありません。')
    .min(0, '見積もり金額が正しくありません。'),
  /** The card as the processor's script in the browser made it (`pm_…`): required with CreditCard (issue 33). */
  paymentToken: paymentTokenInput.optional(),
};
