import { carDetailFields, carDraftFields, carOptionInput, type OwnedCar } from '@kurumatabi/contract';
import { integerText, numberToText } from '@/lib/number-text';
import { z } from '@/lib/zod';
import { carListingMessages as c, listingMessages as m } from '../messages';
import { optionRowsSchema, toOptionRows, type OptionRowValues } from '../shared/option-rows';
import { hhmm } from '../shared/steps';

const f = carDetailFields;
const count = <T extends z.ZodType<number | null, number | null> | z.ZodType<number, number>>(schema: T, label: string) =>
  integerText(schema, { notNumber: m.numbers.notNumber(label), required: m.numbers.required(label) });
/** A select that starts on '' (nothing chosen): the contract's enum then says what to choose. */
const choice = <T extends z.ZodType>(schema: T) => z.string().pipe(schema as unknown as z.ZodType<z.output<T>, string>);

// ---- ① 基本情報 -------------------------------------------------------------------------------

export const basicSchema = z.object({
  serviceType: choice(carDraftFields.serviceType),
  manufacturerId: z.string().min(1, c.basic.requiredManufacturer),
  modelId: z.string().min(1, c.basic.requiredModel),
  carVariantId: z.string().min(1, c.basic.requiredVariant).pipe(carDraftFields.carVariantId),
  title: carDraftFields.title,
  description: f.description,
});
export type BasicValues = z.input<typeof basicSchema>;
export type BasicOutput = z.output<typeof basicSchema>;

export function toBasicValues(car: OwnedCar | null, path?: { manufacturerId: string; modelId: string }): BasicValues {
  return {
    serviceType: car?.serviceType ?? 'CarShare',
    manufacturerId: path?.manufacturerId ?? '',
    modelId: path?.modelId ?? '',
    carVariantId: car?.carVariantId ?? '',
    title: car?.title ?? '',
    description: car?.description ?? '',
  };
}

/**
 * Master ids are slugs along the tree (`toyota` → `toyota-hiace` → `toyota-hiace-wagon-gl`,
 * ADR 0014), so a saved variant names its manufacturer and model: the longest id that prefixes it.
 */
export function ancestorOf(variantId: string, candidates: readonly { id: string }[]): string | null {
  return (
    candidates.filter((candidate) => variantId.startsWith(`${candidate.id}-`)).sort((a, b) => b.id.length - a.id.length)[0]?.id ?? null
  );
}

// ---- ② 車両情報 -------------------------------------------------------------------------------

export const specsSchema = z.object({
  carKindId: z
    .string()
    .transform((v) => (v === '' ? null : v))
    .pipe(f.carKindId),
  sizeClass: choice(f.sizeClass),
  doorCount: choice(f.doorCount),
  steeringSide: choice(f.steeringSide),
  transmission: choice(f.transmission),
  fuelType: choice(f.fuelType),
  seats: count(f.seats, '乗車定員'),
  sleepingCapacity: count(f.sleepingCapacity, '就寝人数'),
  lengthMm: count(f.lengthMm, '全長'),
  widthMm: count(f.widthMm, '全幅'),
  heightMm: count(f.heightMm, '全高'),
  modelYear: count(f.modelYear, '年式'),
});
export type SpecsValues = z.input<typeof specsSchema>;
export type SpecsOutput = z.output<typeof specsSchema>;

export function toSpecsValues(car: OwnedCar): SpecsValues {
  return {
    carKindId: car.carKindId ?? '',
    sizeClass: car.sizeClass,
    doorCount: car.doorCount,
    steeringSide: car.steeringSide,
    transmission: car.transmission,
    fuelType: car.fuelType,
    seats: numberToText(car.seats),
    sleepingCapacity: numberToText(car.sleepingCapacity),
    lengthMm: numberToText(car.lengthMm),
    widthMm: numberToText(car.widthMm),
    heightMm: numberToText(car.heightMm),
    modelYear: numberToText(car.modelYear),
  };
}

// ---- ③ 装備・オプション・ルール ----------------------------------------------------------------

export const equipmentSchema = z.object({
  basicFacilityIds: z.array(z.string()).pipe(f.basicFacilityIds),
  options: optionRowsSchema(carOptionInput.shape.price, 'オプション料金').pipe(f.options),
  ruleIds: z.array(z.string()).pipe(f.ruleIds),
});
export type EquipmentValues = { basicFacilityIds: string[]; options: OptionRowValues[]; ruleIds: string[] };
export type EquipmentOutput = z.output<typeof equipmentSchema>;

export function toEquipmentValues(car: OwnedCar, additional: Parameters<typeof toOptionRows>[0]): EquipmentValues {
  return { basicFacilityIds: [...car.basicFacilityIds], options: toOptionRows(additional, car.options), ruleIds: [...car.ruleIds] };
}

// ---- ④ 写真 ----------------------------------------------------------------------------------

// The photos step's schema is shared with spots: ../shared/photos-step.tsx.

// ---- ⑤ 受け渡し場所・料金 ---------------------------------------------------------------------

export const pricingSchema = z
  .object({
    locationId: z
      .string()
      .transform((v) => (v === '' ? null : v))
      .pipe(f.locationId),
    pricePerDay: count(f.pricePerDay, '1日あたりの料金'),
    insurancePricePerDay: count(f.insurancePricePerDay, '保険料'),
    cleaningFee: count(f.cleaningFee, '清掃料金'),
    minDays: count(f.minDays, '最短利用日数'),
    maxDays: count(f.maxDays, '最長利用日数'),
    pickupTime: z.string().min(1, '受け渡し時刻を入力してください。').pipe(f.pickupTime),
    returnTime: z.string().min(1, '返却時刻を入力してください。').pipe(f.returnTime),
  })
  .superRefine((value, ctx) => {
    if (value.maxDays < value.minDays) ctx.addIssue({ code: 'custom', path: ['maxDays'], message: c.pricing.maxBelowMin });
  });
export type PricingValues = z.input<typeof pricingSchema>;
export type PricingOutput = z.output<typeof pricingSchema>;

export function toPricingValues(car: OwnedCar): PricingValues {
  return {
    locationId: car.locationId ?? '',
    pricePerDay: numberToText(car.pricePerDay),
    insurancePricePerDay: numberToText(car.insurancePricePerDay),
    cleaningFee: numberToText(car.cleaningFee),
    minDays: numberToText(car.minDays),
    maxDays: numberToText(car.maxDays),
    pickupTime: hhmm(car.pickupTime),
    returnTime: hhmm(car.returnTime),
  };
}
