import type { ErrorDetail, ListingPhoto, OwnedRevision, OwnedSpot, OwnedSpotSummary } from '@kurumatabi/contract';
import type { SpotRow } from '../../db/schema/index.js';
import { missing } from '../listings/listing-rules.js';
import { toSpotPlan, type SpotPlanFields } from './spot-documents.js';

/** What a spot still needs before it can be sent for verification (ADR 0015), as LISTING_INCOMPLETE details. */
export function spotMissingFields(
  spot: Pick<SpotRow, 'title' | 'description' | 'postalCode' | 'prefecture' | 'city' | 'addressLine' | 'photoIds'>,
  planCount: number,
): ErrorDetail[] {
  return [
    ...(spot.title.trim() === '' ? [missing('title', 'タイトル')] : []),
    ...(spot.description.trim() === '' ? [missing('description', '紹介文')] : []),
    ...(spot.postalCode === null ? [missing('postalCode', '郵便番号')] : []),
    ...(spot.prefecture === null ? [{ path: 'prefecture', message: '都道府県を選んでください。' }] : []),
    ...(spot.city.trim() === '' ? [missing('city', '市区町村')] : []),
    ...(spot.addressLine.trim() === '' ? [missing('addressLine', '番地・建物名')] : []),
    ...(spot.photoIds.length === 0 ? [{ path: 'photoIds', message: '写真を1枚以上登録してください。' }] : []),
    ...(planCount === 0 ? [{ path: 'plans', message: 'プランを1件以上登録してください。' }] : []),
  ];
}

export function toOwnedSpot(
  row: SpotRow,
  plans: readonly SpotPlanFields[],
  photos: ListingPhoto[],
  revision: OwnedRevision | null = null,
): OwnedSpot {
  return {
    id: row.id,
    spotTypeId: row.spotTypeId,
    spotKind: row.spotKind,
    title: row.title,
    description: row.description,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    addressLine: row.addressLine,
    latitude: row.latitude,
    longitude: row.longitude,
    access: row.access,
    basicFacilityIds: row.basicFacilityIds,
    options: row.options.map((o) => ({ additionalFacilityId: o.additionalFacilityId, price: o.price, priceUnit: o.priceUnit })),
    surroundingFacilityIds: row.surroundingFacilityIds,
    ruleIds: row.ruleIds,
    photos,
    plans: plans.map(toSpotPlan),
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    publicationState: row.publicationState,
    listed: row.listed,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    missingFields: spotMissingFields(row, plans.length).map((d) => d.path),
    revision,
  };
}

export function toOwnedSpotSummary(
  row: SpotRow,
  spotTypeName: string,
  planCount: number,
  cover: ListingPhoto | null,
  revision: OwnedRevision | null = null,
): OwnedSpotSummary {
  return {
    id: row.id,
    spotKind: row.spotKind,
    title: row.title,
    verificationStatus: row.verificationStatus,
    rejectionReason: row.rejectionReason,
    publicationState: row.publicationState,
    listed: row.listed,
    updatedAt: row.updatedAt.toISOString(),
    cover,
    place: row.prefecture && row.region ? { region: row.region, prefecture: row.prefecture, city: row.city } : null,
    spotTypeName,
    planCount,
    revision,
  };
}
