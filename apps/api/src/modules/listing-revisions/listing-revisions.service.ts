import type { ListingKind, ListingRevision, ListingRevisionStatus } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CarsService } from '../cars/cars.service.js';
import type { SpotsService } from '../spots/spots.service.js';
import { createListingRevisionsRepository } from './listing-revisions.repository.js';

/**
 * The operator's queue of changes to verified listings (ADR 0023). Each decision goes to the
 * listing's own service: it renders the public documents and drops its cache.
 */
export function createListingRevisionsService(deps: { db: Db; cars: CarsService; spots: SpotsService }) {
  const repository = createListingRevisionsRepository(deps.db);

  async function list(filter: { kind: ListingKind | undefined; status: ListingRevisionStatus }, limit: number, offset: number) {
    const page = await repository.page(filter, limit, offset);
    const items: ListingRevision[] = [];
    // One after another: each view reads a few rows, and a page is at most 100.
    for (const { revision, owner } of page.items) {
      items.push(revision.carId ? await deps.cars.revisionView(revision, owner) : await deps.spots.revisionView(revision, owner));
    }
    return { items, total: page.total, limit, offset };
  }

  async function decide(operatorId: string, revisionId: string, decision: { status: 'Verified' | 'Rejected'; reason: string | null }) {
    const found = await repository.findById(revisionId);
    if (!found) throw new AppError('REVISION_NOT_FOUND');
    return found.carId
      ? deps.cars.decideRevision(operatorId, revisionId, decision)
      : deps.spots.decideRevision(operatorId, revisionId, decision);
  }

  return { list, decide };
}

export type ListingRevisionsService = ReturnType<typeof createListingRevisionsService>;
