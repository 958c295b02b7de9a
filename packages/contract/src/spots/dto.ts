import { z } from 'zod';
import { multiLineText, singleLineText } from '../common.js';
import { PriceUnit, Prefecture, SpotKind } from '../enums.js';
import { refuseContactDetails } from '../inquiries/contact-rule.js';
import { postalCode } from '../locations/dto.js';
import { masterIdInput } from '../master/dto.js';
import {
  calendarDate,
  listingDescription,
  listingHost,
  listingPhoto,
  listingPhotoIds,
  listingPlace,
  listingRating,
  aspectAverage,
  listingState,
  listingTitle,
  viewerFacts,
  yenInput,
} from '../listings/dto.js';
import { ownedRevision } from '../listings/revision.js';

/**
 * A spot listing (docs/decisions/0015-listings-and-search.md): a place to stay with a vehicle
 * (Land) or an activity, with its plans. The kind comes from the spot type.
 */

/** A spot has at most this many plans. */
export const MAX_SPOT_PLANS = 20;
/** Plans are priced Oneshot (once per booking) or PerDay (per night / per day), spec §3. */
export const SpotPlanPriceUnit = { values: ['Oneshot', 'PerDay'] as const satisfies readonly PriceUnit[] };
export type SpotPlanPriceUnit = (typeof SpotPlanPriceUnit.values)[number];

const time = (label: string) =>
  singleLineText(label, { trim: false }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}は HH:MM で入力してください。`);

const text = (label: string, max: number) =>
  singleLineText(label, { typeError: `${label}を入力してください。` })
    .min(1, `${label}を入力してください。`)
    .max(max, `${label}は${max}文字以内で入力してください。`);

/**
 * A plan as the provider edits it. Land plans have check-in and check-out times; activity plans
 * a duration. `capacityPerDay` is how many bookings a day can take (lots, slots); `maxPeople` is
 * the most people one booking may bring. An `id` keeps an existing plan; a plan left out of the
 * list is withdrawn (reservations keep it).
 */
export const spotPlanInput = z.strictObject({
  id: z.uuid().optional(),
  name: text('プラン名', 50).superRefine(refuseContactDetails('プラン名')),
  description: listingDescription.default(''),
  price: yenInput('プラン料金')
    .min(100, 'プラン料金は100円以上で入力してください。')
    .max(500_000, 'プラン料金は500,000円以下で入力してください。'),
  priceUnit: z.enum(SpotPlanPriceUnit.values, { error: '料金の単位を選んでください。' }),
  capacityPerDay: z
    .number({ error: '1日の受け入れ数を入力してください。' })
    .int()
    .min(1, '1日の受け入れ数は1以上で入力してください。')
    .max(500, '1日の受け入れ数は500以下で入力してください。'),
  maxPeople: z
    .number({ error: '1組の最大人数を入力してください。' })
    .int()
    .min(1, '1組の最大人数は1人以上で入力してください。')
    .max(100, '1組の最大人数は100人以下で入力してください。'),
  checkInTime: time('チェックイン時刻').nullable().default(null),
  checkOutTime: time('チェックアウト時刻').nullable().default(null),
  durationMinutes: z
    .number()
    .int()
    .min(10, '所要時間は10分以上で入力してください。')
    .max(1440, '所要時間は24時間以内で入力してください。')
    .nullable()
    .default(null),
});
export type SpotPlanInput = z.input<typeof spotPlanInput>;

export const spotPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  priceUnit: z.enum(SpotPlanPriceUnit.values),
  capacityPerDay: z.number().int(),
  maxPeople: z.number().int(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
});
export type SpotPlan = z.infer<typeof spotPlan>;

/** An additional facility of the master with the provider's price. */
export const spotOptionInput = z.strictObject({
  additionalFacilityId: masterIdInput('有料サービス'),
  price: yenInput('料金').max(100_000, '料金は100,000円以下で入力してください。'),
  priceUnit: z.enum(PriceUnit.values, { error: '料金の単位を選んでください。' }),
});

/** The first step of the form: enough to save a draft. */
export const spotDraftFields = {
  spotTypeId: masterIdInput('スポットの種類'),
  title: listingTitle,
};

export const spotDetailFields = {
  description: listingDescription,
  postalCode,
  prefecture: z.enum(Prefecture.values, { error: '都道府県を選んでください。' }),
  city: text('市区町村', 50),
  addressLine: text('番地・建物名', 100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** How to get there (道順), shown on the detail page. */
  access: multiLineText('アクセス').max(1000, 'アクセスは1000文字以内で入力してください。').superRefine(refuseContactDetails('アクセス')),
  basicFacilityIds: z.array(masterIdInput('設備')).max(60, '設備は60件まで選べます。'),
  options: z.array(spotOptionInput).max(30, '有料サービスは30件までです。'),
  surroundingFacilityIds: z.array(masterIdInput('周辺施設')).max(40, '周辺施設は40件まで選べます。'),
  ruleIds: z.array(masterIdInput('ルール')).max(40, 'ルールは40件まで選べます。'),
  photoIds: listingPhotoIds,
  plans: z.array(spotPlanInput).max(MAX_SPOT_PLANS, `プランは${MAX_SPOT_PLANS}件までです。`),
};

const named = z.object({ id: z.string(), name: z.string() });

export const spotCard = z.object({
  id: z.uuid(),
  spotKind: z.enum(SpotKind.values),
  spotTypeName: z.string(),
  title: z.string(),
  cover: listingPhoto.nullable(),
  place: listingPlace,
  /** The cheapest plan's price and unit. */
  priceFrom: z.number().int(),
  priceUnit: z.enum(SpotPlanPriceUnit.values),
  /** The largest group one plan takes. */
  maxPeople: z.number().int(),
  rating: listingRating,
});
export type SpotCard = z.infer<typeof spotCard>;

export const spotDetail = spotCard.extend({
  description: z.string(),
  spotType: named,
  access: z.string(),
  photos: z.array(listingPhoto),
  basicFacilities: z.array(named),
  options: z.array(named.extend({ price: z.number().int(), priceUnit: z.enum(PriceUnit.values) })),
  surroundingFacilities: z.array(named),
  rules: z.array(named),
  plans: z.array(spotPlan),
  /** The aspects' averages over the published reviews (ADR 0027); empty while `rating` is null. */
  ratingAspects: z.array(aspectAverage),
  host: listingHost,
  publishedOn: calendarDate.nullable(),
});
export type SpotDetail = z.infer<typeof spotDetail>;

export const spotCardForUser = spotCard.extend(viewerFacts);
export type SpotCardForUser = z.infer<typeof spotCardForUser>;
export const spotDetailForUser = spotDetail.extend({ ...viewerFacts, listed: z.boolean() });
export type SpotDetailForUser = z.infer<typeof spotDetailForUser>;

/** The provider's own spot with every field, for the form. */
export const ownedSpot = z.object({
  id: z.uuid(),
  spotTypeId: z.string(),
  spotKind: z.enum(SpotKind.values),
  title: z.string(),
  description: z.string(),
  postalCode: z.string().nullable(),
  prefecture: z.enum(Prefecture.values).nullable(),
  city: z.string(),
  addressLine: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  access: z.string(),
  basicFacilityIds: z.array(z.string()),
  options: z.array(z.object({ additionalFacilityId: z.string(), price: z.number().int(), priceUnit: z.enum(PriceUnit.values) })),
  surroundingFacilityIds: z.array(z.string()),
  ruleIds: z.array(z.string()),
  photos: z.array(listingPhoto),
  plans: z.array(spotPlan),
  ...listingState,
  missingFields: z.array(z.string()),
  /** A change of material fields waiting for verification, or the last one rejected (ADR 0023); null otherwise. */
  revision: ownedRevision.nullable(),
});
export type OwnedSpot = z.infer<typeof ownedSpot>;

export const ownedSpotSummary = ownedSpot
  .pick({
    id: true,
    spotKind: true,
    title: true,
    verificationStatus: true,
    rejectionReason: true,
    publicationState: true,
    listed: true,
    updatedAt: true,
    /** The 変更を審査中 / 変更が差し戻されました badge of the row (ADR 0023). */
    revision: true,
  })
  .extend({ cover: listingPhoto.nullable(), place: listingPlace.nullable(), spotTypeName: z.string(), planCount: z.number().int() });
export type OwnedSpotSummary = z.infer<typeof ownedSpotSummary>;
