import { carDetailForUser, daysInRange, type CarDetail, type CarDetailForUser } from '@kurumatabi/contract';
import { regionOf } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import type { CarRow, UserLocationRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { toListingHost } from '../listings/listing-documents.js';
import { listingAnswers } from '../listings/listing-contract.js';
import { createListingSave } from '../listings/listing-save.js';
import { createListingService, photosOfRow, type ListingHostRow } from '../listings/listing-service.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, withPending } from '../listing-revisions/material.js';
import { renderCarDocuments } from './car-documents.js';
import { carMissingFields, toOwnedCarSummary } from './car-owned.js';
import { carDocumentColumns, carKind } from './car-kind.js';
import { createCarChangeVerification } from './car-change-verification.js';
import { CAR_MATERIAL_COLUMNS } from './car-revision.js';
import { carSave } from './car-save.js';
import { createCarsRepository, type CarsRepository } from './cars.repository.js';

export function createCarsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  // Search, detail, favourites, verification, the owner's standing, creating and saving are the listing core's (ADR 0052).
  const core = createListingService(carKind(deps.now), deps);
  const { repository, cache, tellReplicas } = core;
  const dropCache = (id: string) => cache.drop(id);
  const save = createListingSave(carSave(deps.now), { ...deps, repository, inTransaction: core.inTransaction, tellReplicas, dropCache });
  const documentColumns = (repo: CarsRepository, car: CarRow, host: ListingHostRow) => carDocumentColumns(repo, car, host, deps.now);

  /**
   * A pickup location changed: its cars' place copy follows, their documents are rendered again,
   * in the caller's transaction.
   */
  async function followLocation(tx: DbOrTx, location: UserLocationRow): Promise<void> {
    const repo = createCarsRepository(tx);
    const rows = await repo.lockAtLocation(location.id);
    if (rows.length === 0) return;
    const host = await repo.listings.host(location.userId);
    if (!host) return;
    const place = { prefecture: location.prefecture, region: regionOf(location.prefecture), city: location.city };
    const revisions = createListingRevisionsRepository(tx);
    for (const row of rows) {
      if (row.verificationStatus === 'Verified') {
        // The approved place stays public; the move is a material change for verification (ADR 0023).
        const pending = await revisions.pending({ kind: 'car', id: row.id });
        const { changes } = splitMaterial(CAR_MATERIAL_COLUMNS, row, { ...withPending(row, pending), ...place });
        await revisions.replacePending({ kind: 'car', id: row.id }, pending, changes);
        continue;
      }
      await repo.update(row.id, { ...place, ...(await documentColumns(repo, { ...row, ...place }, host)) });
      await tellReplicas(tx, row.id);
    }
    await revisions.followLocation(location.id, place);
  }

  async function listOwned(user: UserRow, limit: number, offset: number) {
    const page = await repository.pageOwned(user.id, limit, offset);
    return save.ownedPage(
      page,
      limit,
      offset,
      async () => undefined,
      ({ listing, modelName }, cover, revision) => toOwnedCarSummary(listing, modelName, cover, revision),
    );
  }

  /** A listed car with the viewer's facts, or the viewer's own car in any state (a preview). */
  async function showForUser(user: UserRow, carId: string): Promise<CarDetailForUser> {
    const shown = await core.detailForUser(user, carId, async (row): Promise<CarDetail> => {
      if (row.prefecture === null || row.pricePerDay === null) {
        throw new AppError('LISTING_INCOMPLETE', {
          message: 'プレビューするには、受け渡し場所と1日あたりの料金を入力してください。',
          details: carMissingFields(row).filter((d) => d.path === 'locationId' || d.path === 'pricePerDay'),
        });
      }
      const names = await repository.names(row);
      const photos = await photosOfRow(repository.listings, row);
      return renderCarDocuments({ car: row, names, photos, host: toListingHost(user), rating: row }).detail;
    });
    return carDetailForUser.parse(shown);
  }

  async function insurePrice(carId: string, from: string | undefined, to: string | undefined) {
    const row = await repository.listedInsurance(carId);
    if (!row) throw new AppError('CAR_NOT_FOUND');
    const days = from !== undefined && to !== undefined ? daysInRange(from, to) : null;
    return { carId, pricePerDay: row.insurancePricePerDay, days, total: days === null ? null : days * row.insurancePricePerDay };
  }

  // Changes to a verified car (ADR 0023): the operator's view and decision.
  const changeVerification = createCarChangeVerification({
    ...deps,
    repository,
    inTransaction: core.inTransaction,
    documentColumns,
    tellReplicas,
    dropCache,
  });

  return {
    create: save.create,
    update: save.update,
    followLocation,
    followOwner: core.followOwner,
    showOwned: save.showOwned,
    listOwned,
    // The public reads, favourites and the operator's queue, typed by the kind's endpoints.
    ...listingAnswers('Car', 'carId', core),
    showForUser,
    insurePrice,
    ...changeVerification,
    ratingChanged: core.ratingChanged,
    clearCache: core.clearCache,
    tellReplicasAll: core.tellReplicasAll,
    /** This replica's drop listener hands it the drops every replica's writes notify (ADR 0050). */
    cache,
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
