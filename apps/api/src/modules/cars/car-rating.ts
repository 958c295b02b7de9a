import type { DbOrTx } from '../listings/listings.repository.js';
import { toListingHost } from '../listings/listing-documents.js';
import { photosOf } from '../listings/listing-rules.js';
import { renderCarDocuments } from './car-documents.js';
import { createCarsRepository } from './cars.repository.js';

/**
 * A car's rating changed in the caller's transaction (a review published or removed, ADR 0027), or its rules'
 * delivery bands (a rules save, ADR 0058): its public card and detail are rendered again from the row and its
 * rules as the caller has just written them, so the documents never disagree. A car not listed has none.
 */
export async function renderCarRating(db: DbOrTx, carId: string): Promise<void> {
  const repo = createCarsRepository(db);
  const car = await repo.findById(carId);
  if (!car?.listed) return;
  const host = await repo.listings.host(car.ownerUserId);
  if (!host) return;
  const photos = photosOf(car.photoIds, await repo.listings.imagesByIds(car.photoIds));
  const docs = renderCarDocuments({
    car,
    names: await repo.names(car),
    photos,
    host: toListingHost(host),
    rating: car,
    deliveryBands: await repo.deliveryBands(carId),
  });
  await repo.setDocuments(carId, { cardJson: docs.cardJson, detailJson: docs.detailJson, documentVersion: docs.documentVersion });
}
