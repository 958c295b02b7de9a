import { carListingMessages as c, listingMessages as m } from '../messages';
import { missingItems, type MissingItem } from '../shared/steps';

/** The car form's steps, 1-based: ① 基本情報 … ⑥ 確認・審査申請. */
export const CAR_STEP_COUNT = 6;
export const CAR_SUBMIT_STEP = 6;

/** Where each field of the car (and of missingFields) is entered. */
export const carStepOfField: Readonly<Record<string, number>> = {
  serviceType: 1,
  carVariantId: 1,
  title: 1,
  description: 1,
  carKindId: 2,
  sizeClass: 2,
  doorCount: 2,
  steeringSide: 2,
  transmission: 2,
  fuelType: 2,
  seats: 2,
  sleepingCapacity: 2,
  lengthMm: 2,
  widthMm: 2,
  heightMm: 2,
  modelYear: 2,
  basicFacilityIds: 3,
  options: 3,
  ruleIds: 3,
  photoIds: 4,
  photos: 4,
  locationId: 5,
  location: 5,
  pricePerDay: 5,
  price: 5,
  insurancePricePerDay: 5,
  cleaningFee: 5,
  minDays: 5,
  maxDays: 5,
  pickupTime: 5,
  returnTime: 5,
};

/** The car's missingFields, in Japanese, each with the step to go to. */
export function carMissingItems(fields: readonly string[]): MissingItem[] {
  return missingItems(fields, c.fields, carStepOfField, m.submit.otherField);
}

export function carEditPath(carId: string, step?: number): string {
  return step && step > 1 ? `/mypage/cars/edit/${carId}?step=${step}` : `/mypage/cars/edit/${carId}`;
}
