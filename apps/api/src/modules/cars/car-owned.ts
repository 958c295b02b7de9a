import type { ErrorDetail, ListingPhoto, OwnedCar, OwnedCarSummary, OwnedRevision } from '@kurumatabi/contract';
import type { CarRow } from '../../db/schema/index.js';
import { missing } from '../listings/listing-rules.js';

/** What a car still needs before it can be sent for verification (ADR 0015), as LISTING_INCOMPLETE details. */
export function carMissingFields(car: Pick<CarRow, 'title' | 'description' | 'photoIds' | 'locationId' | 'pricePerDay'>): ErrorDetail[] {
  return [
    ...(car.title.trim() === '' ? [missing('title', 'タイトル')] : []),
    ...(car.description.trim() === '' ? [missing('description', '紹介文')] : []),
    ...(car.photoIds.length === 0 ? [{ path: 'photoIds', message: '写真を1枚以上登録してください。' }] : []),
    ...(car.locationId === null ? [{ path: 'locationId', message: '受け渡し場所を選んでください。' }] : []),
    ...(car.pricePerDay === null ? [missing('pricePerDay', '1日あたりの料金')] : []),
  ];
}

/** The owner's view of a car, every field as the form edits it. */
export function toOwnedCar(row: CarRow, photos: ListingPhoto[], revision: OwnedRevision | null = null): OwnedCar {
  return {
    id: row.id,
    serviceType: row.serviceType,
    carVariantId: row.carVariantId,
    title: row.title,
    description: row.description,
    carKindId: row.carKindId,
    sizeClass: row.sizeClass,
    doorCount: row.doorCount,
    steeringSide: row.steeringSide,
    transmission: row.transmission,
    fuelType: row.fuelType,
    seats: row.seats,
    sleepingCapacity: row.sleepingCapacity,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    modelYear: row.modelYear,
    basicFacilityIds: row.basicFacilityIds,
    options: row.options.map((o) => ({ additionalFacilityId: o.additionalFacilityId, price: o.price, priceUnit: o.priceUnit })),
    ruleIds: row.ruleIds,
    photos,
    locationId: row.locationId,
    pricePerDay: row.pricePerDay,
    insurancePricePerDay: row.insurancePricePerDay,
    cleaningFee: row.cleaningFee,
    minDays: row.minDays,
    maxDays: row.maxDays,
    pickupTime: row.pickupTime,
    returnTime: row.returnTime,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    publicationState: row.publicationState,
    listed: row.listed,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    missingFields: carMissingFields(row).map((d) => d.path),
    revision,
  };
}

export function toOwnedCarSummary(
  row: CarRow,
  modelName: string,
  cover: ListingPhoto | null,
  revision: OwnedRevision | null = null,
): OwnedCarSummary {
  return {
    id: row.id,
    serviceType: row.serviceType,
    title: row.title,
    pricePerDay: row.pricePerDay,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    publicationState: row.publicationState,
    listed: row.listed,
    updatedAt: row.updatedAt.toISOString(),
    cover,
    place: row.prefecture && row.region ? { region: row.region, prefecture: row.prefecture, city: row.city } : null,
    modelName,
    revision,
  };
}
