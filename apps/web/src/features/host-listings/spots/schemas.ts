import {
  MAX_SPOT_PLANS,
  spotDetailFields,
  spotDraftFields,
  spotOptionInput,
  spotPlanInput,
  type OwnedSpot,
  type SpotPlan,
} from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import { integerText, numberToText } from '@/lib/number-text';
import { z } from '@/lib/zod';
import { listingMessages as m, spotListingMessages as s } from '../messages';
import { optionRowsSchema, toOptionRows, type OptionRowValues } from '../shared/option-rows';
import { hhmm } from '../shared/steps';

const f = spotDetailFields;
const p = spotPlanInput.shape;
const count = <T extends z.ZodType<number | null, number | null> | z.ZodType<number, number>>(schema: T, label: string) =>
  integerText(schema, { notNumber: m.numbers.notNumber(label), required: m.numbers.required(label) });
const choice = <T extends z.ZodType>(schema: T) => z.string().pipe(schema as unknown as z.ZodType<z.output<T>, string>);

// ---- ① 基本情報 -------------------------------------------------------------------------------

export const spotBasicSchema = z.object({
  spotTypeId: z.string().min(1, s.basic.requiredSpotType).pipe(spotDraftFields.spotTypeId),
  title: spotDraftFields.title,
  description: f.description,
});
export type SpotBasicValues = z.input<typeof spotBasicSchema>;
export type SpotBasicOutput = z.output<typeof spotBasicSchema>;

export function toSpotBasicValues(spot: OwnedSpot | null): SpotBasicValues {
  return { spotTypeId: spot?.spotTypeId ?? '', title: spot?.title ?? '', description: spot?.description ?? '' };
}

// ---- ② 所在地・アクセス -----------------------------------------------------------------------

export const spotLocationSchema = z.object({
  postalCode: f.postalCode,
  prefecture: choice(f.prefecture),
  city: f.city,
  addressLine: f.addressLine,
  access: f.access,
});
export type SpotLocationValues = z.input<typeof spotLocationSchema>;
export type SpotLocationOutput = z.output<typeof spotLocationSchema>;

export function toSpotLocationValues(spot: OwnedSpot): SpotLocationValues {
  return {
    postalCode: spot.postalCode ?? '',
    prefecture: spot.prefecture ?? '',
    city: spot.city,
    addressLine: spot.addressLine,
    access: spot.access,
  };
}

// ---- ③ 設備・周辺施設・ルール・有料サービス -------------------------------------------------------

export const spotFacilitiesSchema = z.object({
  basicFacilityIds: z.array(z.string()).pipe(f.basicFacilityIds),
  surroundingFacilityIds: z.array(z.string()).pipe(f.surroundingFacilityIds),
  ruleIds: z.array(z.string()).pipe(f.ruleIds),
  options: optionRowsSchema(spotOptionInput.shape.price, '料金').pipe(f.options),
});
export type SpotFacilitiesValues = {
  basicFacilityIds: string[];
  surroundingFacilityIds: string[];
  ruleIds: string[];
  options: OptionRowValues[];
};
export type SpotFacilitiesOutput = z.output<typeof spotFacilitiesSchema>;

export function toSpotFacilitiesValues(spot: OwnedSpot, additional: Parameters<typeof toOptionRows>[0]): SpotFacilitiesValues {
  return {
    basicFacilityIds: [...spot.basicFacilityIds],
    surroundingFacilityIds: [...spot.surroundingFacilityIds],
    ruleIds: [...spot.ruleIds],
    options: toOptionRows(additional, spot.options),
  };
}

// ---- ④ 写真 ----------------------------------------------------------------------------------

// The photos step's schema is shared with cars: ../shared/photos-step.tsx.

// ---- ⑤ プラン --------------------------------------------------------------------------------

/** A plan as its inputs hold it: text everywhere; `id` keeps a saved plan (absent for a new one). */
export interface PlanValues {
  id?: string;
  name: string;
  description: string;
  price: string;
  priceUnit: string;
  capacityPerDay: string;
  maxPeople: string;
  checkInTime: string;
  checkOutTime: string;
  durationMinutes: string;
}

/**
 * The plans of a spot of this kind: a stay (Land) has check-in and check-out times, an activity a
 * duration; the other pair is sent as null. Every field says in Japanese what it needs.
 */
export function plansSchema(kind: SpotKind) {
  const land = kind === 'Land';
  const plan = z
    .object({
      id: z.string().optional(),
      name: p.name,
      description: z.string().pipe(p.description.unwrap()),
      price: count(p.price, 'プラン料金'),
      priceUnit: choice(p.priceUnit),
      capacityPerDay: count(p.capacityPerDay, '1日の受け入れ数'),
      maxPeople: count(p.maxPeople, '1組の最大人数'),
      checkInTime: land
        ? z.string().min(1, s.plans.requiredCheckIn).pipe(p.checkInTime.unwrap().unwrap())
        : z.string().transform(() => null),
      checkOutTime: land
        ? z.string().min(1, s.plans.requiredCheckOut).pipe(p.checkOutTime.unwrap().unwrap())
        : z.string().transform(() => null),
      durationMinutes: land
        ? z.string().transform(() => null)
        : integerText(p.durationMinutes.unwrap().unwrap(), {
            notNumber: m.numbers.notNumber('所要時間'),
            required: s.plans.requiredDuration,
          }),
    })
    .transform(({ id, ...plan }) => (id ? { id, ...plan } : plan));
  return z.object({ plans: z.array(plan).max(MAX_SPOT_PLANS, `プランは${MAX_SPOT_PLANS}件までです。`) });
}
export type PlansValues = { plans: PlanValues[] };
export type PlansOutput = z.output<ReturnType<typeof plansSchema>>;

export const emptyPlan = (kind: SpotKind): PlanValues => ({
  name: '',
  description: '',
  price: '',
  priceUnit: kind === 'Land' ? 'PerDay' : 'Oneshot',
  capacityPerDay: '1',
  maxPeople: '',
  checkInTime: kind === 'Land' ? '15:00' : '',
  checkOutTime: kind === 'Land' ? '10:00' : '',
  durationMinutes: '',
});

export function toPlanValues(plan: SpotPlan): PlanValues {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: numberToText(plan.price),
    priceUnit: plan.priceUnit,
    capacityPerDay: numberToText(plan.capacityPerDay),
    maxPeople: numberToText(plan.maxPeople),
    checkInTime: hhmm(plan.checkInTime),
    checkOutTime: hhmm(plan.checkOutTime),
    durationMinutes: numberToText(plan.durationMinutes),
  };
}

export function toPlansValues(spot: OwnedSpot): PlansValues {
  return { plans: spot.plans.map(toPlanValues) };
}
