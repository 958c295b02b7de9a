/**
 * A car's public documents and search columns, rendered from its row and the names it refers to
 * (ADR 0015). Pure: the API's write paths, the seed and the bulk data generator call the same
 * functions, so a seeded row is identical to one the API wrote.
 *
 * - `renderCarDocuments({ car, names, photos, host, rating, deliveryBands })` → `{ card, detail, cardJson, detailJson }`
 *   (`card_json` / `detail_json` of a listed car; both checked against the contract here, so the
 *   text can be sent as it is). Store null in both columns while the car is not listed.
 * - `carSearchText({ car, names })` → `{ searchText, searchGrams }` (`search_text` / `search_grams`).
 *
 * `names` holds the master rows the car refers to (see CarNames): the seed builds it from its
 * content, the API from the master tables.
 */
import {
  CAR_REVIEW_ASPECTS,
  carCard,
  carDetail,
  type CarCard,
  type CarDetail,
  type CarFacilityCategory,
  type ListingHost,
  type ListingPhoto,
} from '@kurumatabi/contract';
import { Prefecture, Region } from '@kurumatabi/contract/enums';
import type { CarRow } from '../../db/schema/index.js';
import { japanDate, ratingOf, searchColumns, type RatingFacts } from '../listings/listing-documents.js';

/** The master names a car's documents show. */
export interface CarNames {
  manufacturerName: string;
  modelName: string;
  /** The variant without the model's name (ワゴン GL). */
  variantName: string;
  carKind: { id: string; name: string } | null;
  /** The car's basic facilities, in the master's display order. */
  basicFacilities: readonly { id: string; name: string; category: CarFacilityCategory }[];
  /** Names of the car's options (additional facilities), by id. */
  optionNames: ReadonlyMap<string, string>;
  /** The car's rules, in the master's display order. */
  rules: readonly { id: string; name: string }[];
}

/** The columns of a car its documents read. */
export type CarDocumentFields = Pick<
  CarRow,
  | 'id'
  | 'serviceType'
  | 'title'
  | 'description'
  | 'region'
  | 'prefecture'
  | 'city'
  | 'pricePerDay'
  | 'seats'
  | 'sleepingCapacity'
  | 'sizeClass'
  | 'doorCount'
  | 'steeringSide'
  | 'transmission'
  | 'fuelType'
  | 'lengthMm'
  | 'widthMm'
  | 'heightMm'
  | 'modelYear'
  | 'options'
  | 'insurancePricePerDay'
  | 'cleaningFee'
  | 'minDays'
  | 'maxDays'
  | 'pickupTime'
  | 'returnTime'
  | 'publishedAt'
>;

/**
 * The shape of the car documents: bump it with any change of what renderCarDocuments writes (a field added,
 * renamed or computed otherwise), and the migrate step renders every stored car again (ADR 0052).
 */
export const CAR_DOCUMENT_VERSION = 2;

export interface RenderedDocuments<C, D> {
  card: C;
  detail: D;
  cardJson: string;
  detailJson: string;
  /** The renderer's shape version, stored beside the documents. */
  documentVersion: number;
}

/**
 * The card and detail of a car that can be listed (it has a place and a price; throws otherwise,
 * and when a document would not match the contract).
 */
export function renderCarDocuments(input: {
  car: CarDocumentFields;
  names: CarNames;
  /** The photos in order (the first is the cover). */
  photos: readonly ListingPhoto[];
  host: ListingHost;
  /** The row's rating aggregates (ADR 0027); none: no rating yet. */
  rating?: RatingFacts;
  /** The delivery bands of the car's rules (listing_rules); none: not delivered. */
  deliveryBands?: readonly { upToKm: number; fee: number }[];
}): RenderedDocuments<CarCard, CarDetail> {
  const { car, names, photos, host } = input;
  const { rating, ratingAspects } = ratingOf(input.rating, CAR_REVIEW_ASPECTS);
  if (car.prefecture === null || car.region === null || car.pricePerDay === null) {
    throw new Error(`car ${car.id} has no place or price: it cannot be listed`);
  }
  const card = carCard.parse({
    id: car.id,
    serviceType: car.serviceType,
    title: car.title,
    cover: photos[0] ?? null,
    place: { region: car.region, prefecture: car.prefecture, city: car.city },
    manufacturerName: names.manufacturerName,
    modelName: names.modelName,
    carKindName: names.carKind?.name ?? null,
    pricePerDay: car.pricePerDay,
    seats: car.seats,
    sleepingCapacity: car.sleepingCapacity,
    rating,
  } satisfies CarCard);
  const detail = carDetail.parse({
    ...card,
    description: car.description,
    variantName: names.variantName,
    carKind: names.carKind,
    sizeClass: car.sizeClass,
    doorCount: car.doorCount,
    steeringSide: car.steeringSide,
    transmission: car.transmission,
    fuelType: car.fuelType,
    lengthMm: car.lengthMm,
    widthMm: car.widthMm,
    heightMm: car.heightMm,
    modelYear: car.modelYear,
    photos: [...photos],
    basicFacilities: names.basicFacilities.map((f) => ({ id: f.id, name: f.name, category: f.category })),
    options: car.options.map((o) => ({
      id: o.additionalFacilityId,
      name: names.optionNames.get(o.additionalFacilityId) ?? o.additionalFacilityId,
      price: o.price,
      priceUnit: o.priceUnit,
    })),
    rules: names.rules.map((r) => ({ id: r.id, name: r.name })),
    insurancePricePerDay: car.insurancePricePerDay,
    cleaningFee: car.cleaningFee,
    deliveryBands: [...(input.deliveryBands ?? [])].sort((a, b) => a.upToKm - b.upToKm).map((b) => ({ upToKm: b.upToKm, fee: b.fee })),
    minDays: car.minDays,
    maxDays: car.maxDays,
    pickupTime: car.pickupTime,
    returnTime: car.returnTime,
    ratingAspects,
    host,
    publishedOn: car.publishedAt ? japanDate(car.publishedAt) : null,
  } satisfies CarDetail);
  return { card, detail, cardJson: JSON.stringify(card), detailJson: JSON.stringify(detail), documentVersion: CAR_DOCUMENT_VERSION };
}

/**
 * The keyword columns of a car: title, make, model, variant, kind and place first (the short
 * grams come from the first 600 characters), then the description.
 */
export function carSearchText(input: {
  car: Pick<CarRow, 'title' | 'description' | 'prefecture' | 'region' | 'city'>;
  names: Pick<CarNames, 'manufacturerName' | 'modelName' | 'variantName' | 'carKind'>;
}): { searchText: string; searchGrams: string[] } {
  const { car, names } = input;
  return searchColumns([
    car.title,
    names.manufacturerName,
    names.modelName,
    names.variantName,
    names.carKind?.name,
    car.prefecture ? Prefecture.labels[car.prefecture] : null,
    car.region ? Region.labels[car.region] : null,
    car.city,
    car.description,
  ]);
}
