import { z } from 'zod';
import { singleLineText } from '../common.js';
import { CarServiceType, CarSizeClass, DoorCount, FuelType, PriceUnit, SteeringSide, Transmission } from '../enums.js';
import { CarFacilityCategory, masterIdInput } from '../master/dto.js';
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

/** A car listing (docs/decisions/0015-listings-and-search.md). Prices are integer yen. */

export const MIN_PRICE_PER_DAY = 1_000;
export const MAX_PRICE_PER_DAY = 300_000;
/** A car has at most this many paid options. */
export const MAX_CAR_OPTIONS = 30;

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}を入力してください。` })
    .int(`${label}は整数で入力してください。`)
    .min(min, `${label}は${min}以上で入力してください。`)
    .max(max, `${label}は${max}以下で入力してください。`);

const millimetres = (label: string) => count(label, 1000, 15000).nullable();

/** A paid option of the car: an additional facility of the master with the owner's price. */
export const carOptionInput = z.strictObject({
  additionalFacilityId: masterIdInput('オプション'),
  price: yenInput('オプション料金').max(100_000, 'オプション料金は100,000円以下で入力してください。'),
  priceUnit: z.enum(PriceUnit.values, { error: '料金の単位を選んでください。' }),
});
export type CarOptionInput = z.infer<typeof carOptionInput>;

/** The first step of the listing form: enough to save a draft. */
export const carDraftFields = {
  serviceType: z.enum(CarServiceType.values, { error: 'サービスの種類を選んでください。' }),
  carVariantId: masterIdInput('車種・グレード'),
  title: listingTitle,
};

/** Every other field; each may be saved on its own step (update-car takes any subset). */
export const carDetailFields = {
  description: listingDescription,
  carKindId: masterIdInput('車両タイプ').nullable(),
  sizeClass: z.enum(CarSizeClass.values, { error: '車両区分を選んでください。' }),
  doorCount: z.enum(DoorCount.values, { error: 'ドア数を選んでください。' }),
  steeringSide: z.enum(SteeringSide.values, { error: 'ハンドルの位置を選んでください。' }),
  transmission: z.enum(Transmission.values, { error: 'トランスミッションを選んでください。' }),
  fuelType: z.enum(FuelType.values, { error: '燃料を選んでください。' }),
  seats: count('乗車定員', 1, 30),
  sleepingCapacity: count('就寝人数', 0, 10),
  lengthMm: millimetres('全長'),
  widthMm: millimetres('全幅'),
  heightMm: millimetres('全高'),
  modelYear: count('年式', 1950, 2100).nullable(),
  basicFacilityIds: z.array(masterIdInput('装備')).max(60, '装備は60件まで選べます。'),
  options: z.array(carOptionInput).max(MAX_CAR_OPTIONS, `オプションは${MAX_CAR_OPTIONS}件までです。`),
  ruleIds: z.array(masterIdInput('ルール')).max(40, 'ルールは40件まで選べます。'),
  photoIds: listingPhotoIds,
  locationId: z.uuid({ error: '受け渡し場所を選んでください。' }).nullable(),
  pricePerDay: yenInput('1日あたりの料金')
    .min(MIN_PRICE_PER_DAY, `1日あたりの料金は${MIN_PRICE_PER_DAY.toLocaleString('ja-JP')}円以上で入力してください。`)
    .max(MAX_PRICE_PER_DAY, `1日あたりの料金は${MAX_PRICE_PER_DAY.toLocaleString('ja-JP')}円以下で入力してください。`)
    .nullable(),
  /** The insurance (補償) per day a guest adds to every reservation; 0 when included in the price. */
  insurancePricePerDay: yenInput('保険料').max(50_000, '保険料は1日50,000円以下で入力してください。'),
  cleaningFee: yenInput('清掃料金').max(100_000, '清掃料金は100,000円以下で入力してください。'),
  minDays: count('最短利用日数', 1, 30),
  maxDays: count('最長利用日数', 1, 90),
  pickupTime: singleLineText('受け渡し時刻', { trim: false }).regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    '受け渡し時刻は HH:MM で入力してください。',
  ),
  returnTime: singleLineText('返却時刻', { trim: false }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, '返却時刻は HH:MM で入力してください。'),
};

/** A fact of the car with its master name, for showing. */
const named = z.object({ id: z.string(), name: z.string() });

/** A car as a search result card. */
export const carCard = z.object({
  id: z.uuid(),
  serviceType: z.enum(CarServiceType.values),
  title: z.string(),
  cover: listingPhoto.nullable(),
  place: listingPlace,
  manufacturerName: z.string(),
  modelName: z.string(),
  carKindName: z.string().nullable(),
  pricePerDay: z.number().int(),
  seats: z.number().int(),
  sleepingCapacity: z.number().int(),
  rating: listingRating,
});
export type CarCard = z.infer<typeof carCard>;

/** A car as its public detail page shows it. */
export const carDetail = carCard.extend({
  description: z.string(),
  variantName: z.string(),
  carKind: named.nullable(),
  sizeClass: z.enum(CarSizeClass.values),
  doorCount: z.enum(DoorCount.values),
  steeringSide: z.enum(SteeringSide.values),
  transmission: z.enum(Transmission.values),
  fuelType: z.enum(FuelType.values),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  modelYear: z.number().int().nullable(),
  photos: z.array(listingPhoto),
  basicFacilities: z.array(named.extend({ category: z.enum(CarFacilityCategory.values) })),
  options: z.array(named.extend({ price: z.number().int(), priceUnit: z.enum(PriceUnit.values) })),
  rules: z.array(named),
  insurancePricePerDay: z.number().int(),
  cleaningFee: z.number().int(),
  /** The host's delivery fees by distance, each way (listing_rules, ADR 0058), nearest first; empty: not delivered. */
  deliveryBands: z.array(z.object({ upToKm: z.number().int(), fee: z.number().int() })),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  pickupTime: z.string(),
  returnTime: z.string(),
  /** The aspects' averages over the published reviews (ADR 0027); empty while `rating` is null. */
  ratingAspects: z.array(aspectAverage),
  host: listingHost,
  publishedOn: calendarDate.nullable(),
});
export type CarDetail = z.infer<typeof carDetail>;

/** The signed-in variants add the viewer's own facts. */
export const carCardForUser = carCard.extend(viewerFacts);
export type CarCardForUser = z.infer<typeof carCardForUser>;
export const carDetailForUser = carDetail.extend({ ...viewerFacts, listed: z.boolean() });
export type CarDetailForUser = z.infer<typeof carDetailForUser>;

/** The owner's own car, every field as the listing form edits it, with its state. */
export const ownedCar = z.object({
  id: z.uuid(),
  serviceType: z.enum(CarServiceType.values),
  carVariantId: z.string(),
  title: z.string(),
  description: z.string(),
  carKindId: z.string().nullable(),
  sizeClass: z.enum(CarSizeClass.values),
  doorCount: z.enum(DoorCount.values),
  steeringSide: z.enum(SteeringSide.values),
  transmission: z.enum(Transmission.values),
  fuelType: z.enum(FuelType.values),
  seats: z.number().int(),
  sleepingCapacity: z.number().int(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  modelYear: z.number().int().nullable(),
  basicFacilityIds: z.array(z.string()),
  options: z.array(z.object({ additionalFacilityId: z.string(), price: z.number().int(), priceUnit: z.enum(PriceUnit.values) })),
  ruleIds: z.array(z.string()),
  photos: z.array(listingPhoto),
  locationId: z.uuid().nullable(),
  pricePerDay: z.number().int().nullable(),
  insurancePricePerDay: z.number().int(),
  cleaningFee: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  pickupTime: z.string(),
  returnTime: z.string(),
  ...listingState,
  /** What is still missing before verification can be requested (field names); empty when complete. */
  missingFields: z.array(z.string()),
  /** A change of material fields waiting for verification, or the last one rejected (ADR 0023); null otherwise. */
  revision: ownedRevision.nullable(),
});
export type OwnedCar = z.infer<typeof ownedCar>;

/** A row of the owner's car list. */
export const ownedCarSummary = ownedCar
  .pick({
    id: true,
    serviceType: true,
    title: true,
    pricePerDay: true,
    verificationStatus: true,
    rejectionReason: true,
    publicationState: true,
    listed: true,
    updatedAt: true,
    /** The 変更を審査中 / 変更が差し戻されました badge of the row (ADR 0023). */
    revision: true,
  })
  .extend({ cover: listingPhoto.nullable(), place: listingPlace.nullable(), modelName: z.string() });
export type OwnedCarSummary = z.infer<typeof ownedCarSummary>;
