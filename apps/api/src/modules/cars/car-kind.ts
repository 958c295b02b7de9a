import type { CarSearchFilters, OwnedCar, ParsedInput, showPopularCars } from '@kurumatabi/contract';
import { carBasicFacilities, carKinds, type CarRow } from '../../db/schema/index.js';
import { toListingHost } from '../listings/listing-documents.js';
import { photosOfRow as photosOfListing, publication, type ListingHostRow, type ListingKind } from '../listings/listing-service.js';
import { CAR_DOCUMENT_VERSION, carSearchText, renderCarDocuments } from './car-documents.js';
import { toOwnedCar } from './car-owned.js';
import { renderCarRating } from './car-rating.js';
import { createCarDetailReader, createCarsRepository, type CarsRepository, type CarUpdate } from './cars.repository.js';

/** The cars for the shared listing service (ADR 0052): their repository, document columns and search checks. */
export function carKind(
  now: () => Date,
): ListingKind<CarRow, CarUpdate, CarSearchFilters, ParsedInput<typeof showPopularCars>, CarsRepository> {
  return {
    kind: 'car',
    documentVersion: CAR_DOCUMENT_VERSION,
    notFound: 'CAR_NOT_FOUND',
    repository: createCarsRepository,
    detailReader: createCarDetailReader,
    documentColumns: (repo, row, host) => carDocumentColumns(repo, row, host, now),
    filterIds: (filters) => [
      { path: 'carKindIds', table: carKinds, ids: filters.carKindIds },
      { path: 'facilityIds', table: carBasicFacilities, ids: filters.facilityIds },
    ],
    popularKey: (input) => `popular:${input.serviceType ?? ''}:${input.limit}`,
    popular: (repo, input) => repo.popular(input.serviceType, input.limit),
    ownedView: async (repo, row) => toOwnedCar(row, await photosOfListing(repo.listings, row)),
    renderRating: renderCarRating,
  };
}

/** `listed`, the documents and the search columns of a car about to be written (ADR 0015). */
export async function carDocumentColumns(
  repo: CarsRepository,
  car: CarRow,
  host: ListingHostRow,
  now: () => Date,
  photos?: OwnedCar['photos'],
): Promise<CarUpdate> {
  const names = await repo.names(car);
  const { listed, publishedAt } = publication(car, host, now);
  const search = carSearchText({ car, names });
  // Not listed: no documents to keep, so nothing older to render again either.
  if (!listed) return { listed, publishedAt, cardJson: null, detailJson: null, documentVersion: CAR_DOCUMENT_VERSION, ...search };
  const shown = photos ?? (await photosOfListing(repo.listings, car));
  const docs = renderCarDocuments({
    car: { ...car, publishedAt },
    names,
    photos: shown,
    host: toListingHost(host),
    rating: car,
    deliveryBands: await repo.deliveryBands(car.id),
  });
  return { listed, publishedAt, cardJson: docs.cardJson, detailJson: docs.detailJson, documentVersion: docs.documentVersion, ...search };
}
