import type { ListingPhoto, ParsedInput, showPopularSpots, SpotSearchFilters } from '@kurumatabi/contract';
import { spotBasicFacilities, spotTypes, type SpotPlanRow, type SpotRow } from '../../db/schema/index.js';
import { toListingHost } from '../listings/listing-documents.js';
import { photosOfRow as photosOfListing, publication, type ListingHostRow, type ListingKind } from '../listings/listing-service.js';
import { planSummary, renderSpotDocuments, SPOT_DOCUMENT_VERSION, spotSearchText } from './spot-documents.js';
import { toOwnedSpot } from './spot-owned.js';
import { renderSpotRating } from './spot-rating.js';
import { createSpotDetailReader, createSpotsRepository, type SpotsRepository, type SpotUpdate } from './spots.repository.js';

/** The spots for the shared listing service (ADR 0052): their repository, document columns (with plans) and search checks. */
export function spotKind(
  now: () => Date,
): ListingKind<SpotRow, SpotUpdate, SpotSearchFilters, ParsedInput<typeof showPopularSpots>, SpotsRepository> {
  return {
    kind: 'spot',
    documentVersion: SPOT_DOCUMENT_VERSION,
    notFound: 'SPOT_NOT_FOUND',
    repository: createSpotsRepository,
    detailReader: createSpotDetailReader,
    documentColumns: async (repo, row, host) => spotDocumentColumns(repo, row, await repo.currentPlans(row.id), host, now),
    filterIds: (filters) => [
      { path: 'spotTypeIds', table: spotTypes, ids: filters.spotTypeIds },
      { path: 'facilityIds', table: spotBasicFacilities, ids: filters.facilityIds },
    ],
    popularKey: (input) => `popular:${input.spotKind ?? ''}:${input.limit}`,
    popular: (repo, input) => repo.popular(input.spotKind, input.limit),
    ownedView: async (repo, row) => {
      const [plans, photos] = await Promise.all([repo.currentPlans(row.id), photosOfListing(repo.listings, row)]);
      return toOwnedSpot(row, plans, photos);
    },
    renderRating: renderSpotRating,
  };
}

/** `listed`, the plan summary, the documents and the search columns of a spot about to be written. */
export async function spotDocumentColumns(
  repo: SpotsRepository,
  spot: SpotRow,
  plans: readonly SpotPlanRow[],
  host: ListingHostRow,
  now: () => Date,
  photos?: ListingPhoto[],
): Promise<SpotUpdate> {
  const names = await repo.names(spot);
  const { listed, publishedAt } = publication(spot, host, now);
  const columns = { ...planSummary(plans), listed, publishedAt, ...spotSearchText({ spot, names, plans }) };
  // Not listed: no documents to keep, so nothing older to render again either.
  if (!listed) return { ...columns, cardJson: null, detailJson: null, documentVersion: SPOT_DOCUMENT_VERSION };
  const shown = photos ?? (await photosOfListing(repo.listings, spot));
  const docs = renderSpotDocuments({
    spot: { ...spot, publishedAt },
    plans,
    names,
    photos: shown,
    host: toListingHost(host),
    rating: spot,
  });
  return { ...columns, cardJson: docs.cardJson, detailJson: docs.detailJson, documentVersion: docs.documentVersion };
}
