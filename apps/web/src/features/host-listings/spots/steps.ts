import { listingMessages as m, spotListingMessages as s } from '../messages';
import { missingItems, type MissingItem } from '../shared/steps';

/** The spot form's steps, 1-based: ① 基本情報 … ⑥ 確認・審査申請. */
export const SPOT_STEP_COUNT = 6;

/** Where each field of the spot (and of missingFields) is entered. */
export const spotStepOfField: Readonly<Record<string, number>> = {
  spotTypeId: 1,
  title: 1,
  description: 1,
  postalCode: 2,
  prefecture: 2,
  city: 2,
  addressLine: 2,
  address: 2,
  access: 2,
  basicFacilityIds: 3,
  surroundingFacilityIds: 3,
  ruleIds: 3,
  options: 3,
  photoIds: 4,
  photos: 4,
  plans: 5,
};

export function spotMissingItems(fields: readonly string[]): MissingItem[] {
  return missingItems(fields, s.fields, spotStepOfField, m.submit.otherField);
}

export function spotEditPath(spotId: string, step?: number): string {
  return step && step > 1 ? `/mypage/spots/edit/${spotId}?step=${step}` : `/mypage/spots/edit/${spotId}`;
}
