import { z } from 'zod';
import { ownerCarId } from '../reserve-owner/dto.js';
import { availabilityRulesInput, couponInput, pricingRulesInput } from '../host-rules/rules-input.js';

/**
 * A host's stored rules (issue 36 items 1–2, migration 0034): the availability and pricing rules of one car or one
 * spot plan, written whole (checked whole by host-rules/rules-input.ts: a refused part changes nothing), and the
 * coupons of hosts (good for their own listings) and of the marketplace (created by operators).
 */

/** A car's length limits are also its listing form's (cars/dto.ts: 最短 1–30 日, 最長 1–90 日): the two never disagree. */
export const CAR_MIN_DAYS_MAX = 30;
export const CAR_MAX_DAYS_MAX = 90;
/** Coupons a host (or the marketplace) keeps at most, stopped ones included. */
export const COUPONS_MAX = 100;

export const ownerSpotPlanId = z.uuid({ error: 'プランの ID が正しくありません。' });
export const couponId = z.uuid({ error: 'クーポンの ID が正しくありません。' });

const instant = z.iso.datetime({ offset: true });
const range = z.object({ from: z.string(), to: z.string() });
const priceChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Price'), price: z.number().int() }),
  z.object({ kind: z.literal('Percent'), percent: z.number().int() }),
]);

export const listingRules = z.object({
  /** How a trip is counted: a car's days (both ends), a stay's nights; an activity is one day. */
  unit: z.enum(['Days', 'Nights']),
  /** The day's price the rules start from (the car's or the plan's price) and the cleaning fee, set on the listing form. */
  basePrice: z.number().int(),
  cleaningFee: z.number().int(),
  /** False until the host saves rules: the listing then behaves as before issue 36. */
  stored: z.boolean(),
  availability: z.object({
    advanceNotice: z.object({ days: z.number().int(), cutoffHour: z.number().int() }),
    bufferDaysBefore: z.number().int(),
    bufferDaysAfter: z.number().int(),
    horizonDays: z.number().int(),
    startWeekdays: z.array(z.number().int()),
    minLength: z.number().int(),
    maxLength: z.number().int(),
    overrides: z.array(z.object({ from: z.string(), to: z.string(), minLength: z.number().int(), maxLength: z.number().int() })),
  }),
  pricing: z.object({
    overrides: z.array(z.object({ from: z.string(), to: z.string(), price: z.number().int() })),
    seasons: z.array(z.object({ name: z.string(), ranges: z.array(range), change: priceChange })),
    beforeHoliday: priceChange.nullable(),
    fridaySaturday: priceChange.nullable(),
    weekPercent: z.number().int(),
    monthPercent: z.number().int(),
    deliveryBands: z.array(z.object({ upToKm: z.number().int(), fee: z.number().int() })),
  }),
  /** The marketplace's ready-made seasons (ゴールデンウィーク, お盆, 年末年始, 連休) of this year and the next, Japan time. */
  presets: z.array(z.object({ key: z.enum(['GoldenWeek', 'Obon', 'NewYear', 'ThreeDayWeekend']), name: z.string(), range })),
  updatedAt: instant.nullable(),
});
export type ListingRules = z.infer<typeof listingRules>;

export const rulesUpdate = { availability: availabilityRulesInput, pricing: pricingRulesInput };

export const carRulesInput = z.strictObject({ carId: ownerCarId });
export const updateCarRulesInput = z.strictObject({ carId: ownerCarId, ...rulesUpdate }).superRefine(({ availability }, ctx) => {
  if (availability.minLength > CAR_MIN_DAYS_MAX)
    ctx.addIssue({
      code: 'custom',
      path: ['availability', 'minLength'],
      message: `車両の最短期間は${CAR_MIN_DAYS_MAX}日以下で入力してください。`,
    });
  if (availability.maxLength > CAR_MAX_DAYS_MAX)
    ctx.addIssue({
      code: 'custom',
      path: ['availability', 'maxLength'],
      message: `車両の最長期間は${CAR_MAX_DAYS_MAX}日以下で入力してください。`,
    });
});
export const spotPlanRulesInput = z.strictObject({ spotPlanId: ownerSpotPlanId });
/** A spot is not delivered: its plans take no delivery bands. */
export const updateSpotPlanRulesInput = z.strictObject({ spotPlanId: ownerSpotPlanId, ...rulesUpdate }).superRefine(({ pricing }, ctx) => {
  if (pricing.deliveryBands.length > 0)
    ctx.addIssue({ code: 'custom', path: ['pricing', 'deliveryBands'], message: 'スポットのプランには配車料金を設定できません。' });
});

export const coupon = z.object({
  id: z.uuid(),
  code: z.string(),
  /** Host: good for every listing of its host; Marketplace: for every listing, created by operators. */
  scope: z.enum(['Host', 'Marketplace']),
  discount: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('Percent'), percent: z.number().int() }),
    z.object({ kind: z.literal('Yen'), yen: z.number().int() }),
  ]),
  minLength: z.number().int(),
  stay: range.nullable(),
  /** The last Japan day it may be used (it ends at the next midnight, Japan time). */
  expiresOn: z.string(),
  totalCap: z.number().int().nullable(),
  perGuestCap: z.number().int().nullable(),
  combinesWithLongStay: z.boolean(),
  /** How many reservations used it. */
  used: z.number().int(),
  stoppedAt: instant.nullable(),
  createdAt: instant,
});
export type CouponView = z.infer<typeof coupon>;

export const couponList = z.object({ items: z.array(coupon) });
export const couponIdInput = z.strictObject({ couponId });
export const updateCouponInput = z.strictObject({ couponId, coupon: couponInput });
export const createCouponInput = z.strictObject({ coupon: couponInput });
