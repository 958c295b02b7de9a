import { spotDetailForUser, type SpotDetail, type SpotDetailForUser } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import type { SpotPlanRow, SpotRow, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { toListingHost } from '../listings/listing-documents.js';
import { listingAnswers } from '../listings/listing-contract.js';
import { createListingSave } from '../listings/listing-save.js';
import { createListingService, photosOfRow, type ListingHostRow } from '../listings/listing-service.js';
import type { Notify } from '../notifications/notifier.js';
import { renderSpotDocuments, toSpotPlan } from './spot-documents.js';
import { spotDocumentColumns, spotKind } from './spot-kind.js';
import { createSpotChangeVerification } from './spot-change-verification.js';
import { spotMissingFields, toOwnedSpotSummary } from './spot-owned.js';
import { spotSave } from './spot-save.js';
import type { SpotsRepository } from './spots.repository.js';

export function createSpotsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  // Search, detail, favourites, verification, the owner's standing, creating and saving are the listing core's (ADR 0052).
  const core = createListingService(spotKind(deps.now), deps);
  const { repository, cache, tellReplicas } = core;
  const dropCache = (id: string) => cache.drop(id);
  const save = createListingSave(spotSave(deps.now), { ...deps, repository, inTransaction: core.inTransaction, tellReplicas, dropCache });
  const documentColumns = (repo: SpotsRepository, spot: SpotRow, plans: readonly SpotPlanRow[], host: ListingHostRow) =>
    spotDocumentColumns(repo, spot, plans, host, deps.now);

  async function listOwned(user: UserRow, limit: number, offset: number) {
    const page = await repository.pageOwned(user.id, limit, offset);
    return save.ownedPage(
      page,
      limit,
      offset,
      (ids) => repository.plansCount(ids),
      ({ listing, spotTypeName }, cover, revision, counts) =>
        toOwnedSpotSummary(listing, spotTypeName, counts.get(listing.id) ?? 0, cover, revision),
    );
  }

  /** A listed spot with the viewer's facts, or the viewer's own spot in any state (a preview). */
  async function showForUser(user: UserRow, spotId: string): Promise<SpotDetailForUser> {
    const shown = await core.detailForUser(user, spotId, async (row): Promise<SpotDetail> => {
      const plans = await repository.currentPlans(spotId);
      if (row.prefecture === null || plans.length === 0) {
        throw new AppError('LISTING_INCOMPLETE', {
          message: 'プレビューするには、所在地とプランを入力してください。',
          details: spotMissingFields(row, plans.length).filter((d) => d.path === 'prefecture' || d.path === 'plans'),
        });
      }
      const names = await repository.names(row);
      const photos = await photosOfRow(repository.listings, row);
      return renderSpotDocuments({ spot: row, plans, names, photos, host: toListingHost(user), rating: row }).detail;
    });
    return spotDetailForUser.parse(shown);
  }

  /** The current plans of a listed spot, or of the caller's own. */
  async function plansOf(user: UserRow, spotId: string) {
    await core.visibleRow(user, spotId);
    return { items: (await repository.currentPlans(spotId)).map(toSpotPlan) };
  }

  // Changes to a verified spot (ADR 0023): the operator's view and decision.
  const changeVerification = createSpotChangeVerification({
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
    showOwned: save.showOwned,
    listOwned,
    // The public reads, favourites and the operator's queue, typed by the kind's endpoints.
    ...listingAnswers('Spot', 'spotId', core),
    showForUser,
    plansOf,
    ...changeVerification,
    ratingChanged: core.ratingChanged,
    clearCache: core.clearCache,
    tellReplicasAll: core.tellReplicasAll,
    /** This replica's drop listener hands it the drops every replica's writes notify (ADR 0050). */
    cache,
    followOwner: core.followOwner,
  };
}

export type SpotsService = ReturnType<typeof createSpotsService>;
