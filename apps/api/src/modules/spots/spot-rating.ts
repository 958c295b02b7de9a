import type { DbOrTx } from '../listings/listings.repository.js';
import { toListingHost } from '../listings/listing-documents.js';
import { photosOf } from '../listings/listing-rules.js';
import { renderSpotDocuments } from './spot-documents.js';
import { createSpotsRepository } from './spots.repository.js';

/** A spot's rating changed in the caller's transaction (ADR 0027): its public documents are rendered again from the row. */
export async function renderSpotRating(db: DbOrTx, spotId: string): Promise<void> {
  const repo = createSpotsRepository(db);
  const spot = await repo.findById(spotId);
  if (!spot?.listed) return;
  const host = await repo.listings.host(spot.ownerUserId);
  if (!host) return;
  const photos = photosOf(spot.photoIds, await repo.listings.imagesByIds(spot.photoIds));
  const docs = renderSpotDocuments({
    spot,
    plans: await repo.currentPlans(spotId),
    names: await repo.names(spot),
    photos,
    host: toListingHost(host),
    rating: spot,
  });
  await repo.setDocuments(spotId, { cardJson: docs.cardJson, detailJson: docs.detailJson, documentVersion: docs.documentVersion });
}
