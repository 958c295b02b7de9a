import { enumeration } from './enumeration.js';

/** Listings and their prices (spec §3). */
export const TargetKind = enumeration(['Car', 'Spot'], { Car: '車両', Spot: 'スポット' });
export type TargetKind = (typeof TargetKind.values)[number];

export const SpotKind = enumeration(['Land', 'Activity'], { Land: '車中泊・宿泊スポット', Activity: 'アクティビティ' });
export type SpotKind = (typeof SpotKind.values)[number];

export const PriceUnit = enumeration(['Oneshot', 'PerDay', 'PerUnit'], { Oneshot: '1回あたり', PerDay: '1日あたり', PerUnit: '1個あたり' });
export type PriceUnit = (typeof PriceUnit.values)[number];

/**
 * The kinds of price a listing carries and the units each allows. Spec §3: "Some price types allow
 * only Oneshot or PerDay" — a base rate is per day, fees (cleaning, delivery) are one-off, insurance
 * is per day; options (bedding, a bike rack) may also be counted per unit.
 */
export const PriceType = enumeration(['BaseRate', 'CleaningFee', 'DeliveryFee', 'Insurance', 'Option'], {
  BaseRate: '基本料金',
  CleaningFee: '清掃料金',
  DeliveryFee: '配車料金',
  Insurance: '保険・補償',
  Option: 'オプション',
});
export type PriceType = (typeof PriceType.values)[number];

export const allowedPriceUnits: { [K in PriceType]: readonly PriceUnit[] } = {
  BaseRate: ['PerDay'],
  CleaningFee: ['Oneshot'],
  DeliveryFee: ['Oneshot'],
  Insurance: ['Oneshot', 'PerDay'],
  Option: ['Oneshot', 'PerDay', 'PerUnit'],
};

export function isPriceUnitAllowed(type: PriceType, unit: PriceUnit): boolean {
  return allowedPriceUnits[type].includes(unit);
}

export const PublicationState = enumeration(['Published', 'Unpublished'], { Published: '公開中', Unpublished: '非公開' });
export type PublicationState = (typeof PublicationState.values)[number];
