import { z } from 'zod';
import { singleLineText } from '../common.js';
import { CarSizeClass, DoorCount, FuelType, PriceUnit, SpotKind, SteeringSide, Transmission } from '../enums.js';
import { CarFacilityCategory, MASTER_ID_MAX_LENGTH, MASTER_ID_PATTERN, MASTER_LIST_MAX } from './limits.js';

export * from './limits.js';

/**
 * Master data (spec §3): the curated lists a listing is built from. Every row has a record
 * activity and a display order; the `show-active-*` calls answer the Active rows only, in display
 * order (docs/decisions/0014-master-data.md).
 *
 * Ids are stable slugs (`toyota`, `toyota-hiace`, `ff-heater`), the same in every environment, so
 * listings, search URLs (`?facilities=ff-heater`), the seed and tests can name them.
 */

/** The id of a master row, as a request names it; `what` is the Japanese name of the row's kind. */
export function masterIdInput(what: string) {
  const message = `${what}の ID が正しくありません。`;
  return singleLineText(what, { trim: false, typeError: `${what}を選んでください。` })
    .max(MASTER_ID_MAX_LENGTH, message)
    .regex(MASTER_ID_PATTERN, message);
}

const masterId = z.string().regex(MASTER_ID_PATTERN);

/** The answer of every `show-active-*` call: the active rows in display order. */
export function activeList<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item).max(MASTER_LIST_MAX) });
}

/** The fields every master row shows. */
const named = {
  id: masterId,
  name: z.string(),
  /** One sentence for people choosing (a hint under a checkbox); may be empty. */
  description: z.string(),
};

/** A suggested price for a rentable option: the listing sets its own price, this only prefills it. */
const priceHint = {
  /** In yen; null when there is no typical price. */
  suggestedPrice: z.number().int().min(0).nullable(),
  /** The unit the option is usually counted in (an option allows every unit, spec §3). */
  priceUnit: PriceUnit.schema,
};

// ---- Car master -------------------------------------------------------------------------------

/** A kind of car (キャンピングカー, バンコン, 軽キャンパー, ミニバン…). */
export const carKind = z.object({
  ...named,
  /** A camping car of some kind (sleeping is part of the use), as opposed to an everyday car. */
  isCampervan: z.boolean(),
});
export type CarKind = z.infer<typeof carKind>;

/** Equipment that comes with the car (FFヒーター, サブバッテリー, ETC…). */
export const carBasicFacility = z.object({ ...named, category: z.enum(CarFacilityCategory.values) });
export type CarBasicFacility = z.infer<typeof carBasicFacility>;

/** An option a guest may add to a reservation (チャイルドシート, 寝袋, BBQセット…). */
export const carAdditionalFacility = z.object({ ...named, ...priceHint });
export type CarAdditionalFacility = z.infer<typeof carAdditionalFacility>;

/** A rule of use (ペット同乗可, 禁煙, 25歳以上…). */
export const carRule = z.object(named);
export type CarRule = z.infer<typeof carRule>;

export const carManufacturer = z.object({
  id: masterId,
  name: z.string(),
  /** The maker's own name in Latin letters (Toyota, Mercedes-Benz). */
  englishName: z.string(),
  /** 輸入車 (a foreign maker) rather than 国産車. */
  imported: z.boolean(),
});
export type CarManufacturer = z.infer<typeof carManufacturer>;

export const carModel = z.object({ id: masterId, carManufacturerId: masterId, name: z.string() });
export type CarModel = z.infer<typeof carModel>;

/**
 * A "car" of the master (spec §3: cars per model): one variant or grade of a model with its body
 * facts. The listing form prefills its fields from these; the owner may change every one of them.
 */
export const carVariant = z.object({
  id: masterId,
  carModelId: masterId,
  /** The variant without the model's name (ワゴン GL, スーパーロング キャンパー); shown after it. */
  name: z.string(),
  /** The usual kind; null when that kind is not active. */
  carKindId: masterId.nullable(),
  sizeClass: CarSizeClass.schema,
  doorCount: DoorCount.schema,
  steeringSide: SteeringSide.schema,
  transmission: Transmission.schema,
  fuelType: FuelType.schema,
  seats: z.number().int().min(1).max(30),
  /** People who can sleep in the car (0 for a car without beds). */
  sleepingCapacity: z.number().int().min(0).max(10),
  /** Body size in millimetres (heights matter for car parks and RV park lots); null when unknown. */
  lengthMm: z.number().int().positive().nullable(),
  widthMm: z.number().int().positive().nullable(),
  heightMm: z.number().int().positive().nullable(),
  /** Equipment such a car usually has, for prefilling: only active basic facilities, in their display order. */
  basicFacilityIds: z.array(masterId),
});
export type CarVariant = z.infer<typeof carVariant>;

// ---- Spot master ------------------------------------------------------------------------------

/** A type of spot (RVパーク, オートキャンプ場, 農園・収穫体験…); its kind says whether it is a place to stay or an activity. */
export const spotType = z.object({ ...named, spotKind: SpotKind.schema });
export type SpotType = z.infer<typeof spotType>;

/** What the spot offers every guest (電源, 水道, トイレ, Wi-Fi…). */
export const spotBasicFacility = z.object(named);
export type SpotBasicFacility = z.infer<typeof spotBasicFacility>;

/** What a guest may add, usually for a fee (薪, BBQセット貸出, 電源利用…). */
export const spotAdditionalFacility = z.object({ ...named, ...priceHint });
export type SpotAdditionalFacility = z.infer<typeof spotAdditionalFacility>;

/** What is near the spot (コンビニ, 温泉, 道の駅…). */
export const spotSurroundingFacility = z.object(named);
export type SpotSurroundingFacility = z.infer<typeof spotSurroundingFacility>;

/** A rule of the spot (ペット可, 直火禁止, 22時以降は静かに…). */
export const spotRule = z.object(named);
export type SpotRule = z.infer<typeof spotRule>;
