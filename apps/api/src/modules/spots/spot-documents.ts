/**
 * A spot's public documents and search columns, rendered from its row, its current plans and the
 * names it refers to (ADR 0015). Pure, like car-documents.ts: the API, the seed and the bulk data
 * generator share these functions.
 *
 * - `renderSpotDocuments({ spot, plans, names, photos, host })` → `{ card, detail, cardJson, detailJson }`
 *   (checked against the contract; store null in both columns while the spot is not listed).
 * - `spotSearchText({ spot, names })` → `{ searchText, searchGrams }`.
 * - `planSummary(plans)` → `{ priceFrom, priceFromUnit, maxPeople }`, the search columns of the plans.
 * - `toSpotPlan(row)` → the contract's `spotPlan`.
 */
import {
  SPOT_REVIEW_ASPECTS,
  spotCard,
  spotDetail,
  type ListingHost,
  type ListingPhoto,
  type SpotCard,
  type SpotDetail,
  type SpotPlan,
} from '@kurumatabi/contract';
import { Prefecture, Region } from '@kurumatabi/contract/enums';
import type { SpotPlanRow, SpotRow } from '../../db/schema/index.js';
import { japanDate, ratingOf, searchColumns, type RatingFacts } from '../listings/listing-documents.js';
import type { RenderedDocuments } from '../cars/car-documents.js';

/**
 * The shape of the spot documents: bump it with any change of what renderSpotDocuments writes (a field added,
 * renamed or computed otherwise), and the migrate step renders every stored spot again (ADR 0052).
 */
export const SPOT_DOCUMENT_VERSION = 1;

export interface SpotNames {
  spotType: { id: string; name: string };
  /** Each list holds the spot's rows in the master's display order. */
  basicFacilities: readonly { id: string; name: string }[];
  optionNames: ReadonlyMap<string, string>;
  surroundingFacilities: readonly { id: string; name: string }[];
  rules: readonly { id: string; name: string }[];
}

export type SpotDocumentFields = Pick<
  SpotRow,
  'id' | 'spotKind' | 'title' | 'description' | 'region' | 'prefecture' | 'city' | 'access' | 'options' | 'publishedAt'
>;

export type SpotPlanFields = Pick<
  SpotPlanRow,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'priceUnit'
  | 'capacityPerDay'
  | 'maxPeople'
  | 'checkInTime'
  | 'checkOutTime'
  | 'durationMinutes'
>;

export function toSpotPlan(row: SpotPlanFields): SpotPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    priceUnit: row.priceUnit,
    capacityPerDay: row.capacityPerDay,
    maxPeople: row.maxPeople,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    durationMinutes: row.durationMinutes,
  };
}

/** The cheapest plan's price and unit and the largest group a plan takes; nulls without plans. */
export function planSummary(plans: readonly Pick<SpotPlanRow, 'price' | 'priceUnit' | 'maxPeople'>[]): {
  priceFrom: number | null;
  priceFromUnit: 'Oneshot' | 'PerDay' | null;
  maxPeople: number | null;
} {
  if (plans.length === 0) return { priceFrom: null, priceFromUnit: null, maxPeople: null };
  const cheapest = plans.reduce((a, b) => (b.price < a.price ? b : a));
  return { priceFrom: cheapest.price, priceFromUnit: cheapest.priceUnit, maxPeople: Math.max(...plans.map((p) => p.maxPeople)) };
}

/** The card and detail of a spot that can be listed (a place and at least one plan; throws otherwise). */
export function renderSpotDocuments(input: {
  spot: SpotDocumentFields;
  /** The current plans in their order. */
  plans: readonly SpotPlanFields[];
  names: SpotNames;
  photos: readonly ListingPhoto[];
  host: ListingHost;
  /** The row's rating aggregates (ADR 0027); none: no rating yet. */
  rating?: RatingFacts;
}): RenderedDocuments<SpotCard, SpotDetail> {
  const { spot, plans, names, photos, host } = input;
  const { rating, ratingAspects } = ratingOf(input.rating, SPOT_REVIEW_ASPECTS);
  const summary = planSummary(plans);
  if (spot.prefecture === null || spot.region === null || summary.priceFrom === null || summary.priceFromUnit === null) {
    throw new Error(`spot ${spot.id} has no place or plan: it cannot be listed`);
  }
  const card = spotCard.parse({
    id: spot.id,
    spotKind: spot.spotKind,
    spotTypeName: names.spotType.name,
    title: spot.title,
    cover: photos[0] ?? null,
    place: { region: spot.region, prefecture: spot.prefecture, city: spot.city },
    priceFrom: summary.priceFrom,
    priceUnit: summary.priceFromUnit,
    maxPeople: summary.maxPeople ?? 1,
    rating,
  } satisfies SpotCard);
  const detail = spotDetail.parse({
    ...card,
    description: spot.description,
    spotType: names.spotType,
    access: spot.access,
    photos: [...photos],
    basicFacilities: names.basicFacilities.map((f) => ({ id: f.id, name: f.name })),
    options: spot.options.map((o) => ({
      id: o.additionalFacilityId,
      name: names.optionNames.get(o.additionalFacilityId) ?? o.additionalFacilityId,
      price: o.price,
      priceUnit: o.priceUnit,
    })),
    surroundingFacilities: names.surroundingFacilities.map((f) => ({ id: f.id, name: f.name })),
    rules: names.rules.map((r) => ({ id: r.id, name: r.name })),
    plans: plans.map(toSpotPlan),
    ratingAspects,
    host,
    publishedOn: spot.publishedAt ? japanDate(spot.publishedAt) : null,
  } satisfies SpotDetail);
  return { card, detail, cardJson: JSON.stringify(card), detailJson: JSON.stringify(detail), documentVersion: SPOT_DOCUMENT_VERSION };
}

/** The keyword columns of a spot: title, type, place and plan names first, then the description. */
export function spotSearchText(input: {
  spot: Pick<SpotRow, 'title' | 'description' | 'prefecture' | 'region' | 'city' | 'access'>;
  names: Pick<SpotNames, 'spotType'>;
  plans?: readonly Pick<SpotPlanRow, 'name'>[];
}): { searchText: string; searchGrams: string[] } {
  const { spot, names } = input;
  return searchColumns([
    spot.title,
    names.spotType.name,
    spot.prefecture ? Prefecture.labels[spot.prefecture] : null,
    spot.region ? Region.labels[spot.region] : null,
    spot.city,
    ...(input.plans ?? []).map((p) => p.name),
    spot.description,
  ]);
}
