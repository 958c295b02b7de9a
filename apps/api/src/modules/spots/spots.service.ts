import {
  SPOT_MATERIAL_FIELDS,
  spotDetailForUser,
  type ListingPhoto,
  type OwnedSpot,
  type Output,
  type ParsedInput,
  type SpotCardForUser,
  type SpotDetail,
  type SpotDetailForUser,
  type SpotVerification,
  type SpotSearchFilters,
  type createSpot,
  type listSpot,
  type userListSpot,
  type showPopularSpots,
  type showSpot,
  type updateSpot,
} from '@kurumatabi/contract';
import { regionOf, type VerificationStatus } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import {
  spotAdditionalFacilities,
  spotBasicFacilities,
  spotRules,
  spotSurroundingFacilities,
  type SpotPlanRow,
  type SpotRow,
  type UserRow,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { EncodableBody } from '../../http/encoded-body.js';
import type { JsonText } from '../../http/json-text.js';
import { toListingHost } from '../listings/listing-documents.js';
import { createListingService, photosOfRow as photosOfListing, type ListingHostRow } from '../listings/listing-service.js';
import { checkMasterIds, MAX_LISTINGS_PER_OWNER, ownedPhotos, photosOf, verificationStateAfterSave } from '../listings/listing-rules.js';
import type { Notify } from '../notifications/notifier.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, toOwnedRevision } from '../listing-revisions/material.js';
import { renderSpotDocuments, toSpotPlan, type SpotPlanFields } from './spot-documents.js';
import { spotDocumentColumns, spotKind } from './spot-kind.js';
import { createSpotChangeVerification } from './spot-change-verification.js';
import { SPOT_MATERIAL_COLUMNS, spotFieldOf, splitPlans } from './spot-revision.js';
import { spotMissingFields, toOwnedSpot, toOwnedSpotSummary } from './spot-owned.js';
import { checkedPlans, plansAsInput } from './spot-plans.js';
import { inSpotTransaction, type SpotsRepository, type SpotUpdate } from './spots.repository.js';

type UpdateSpotInput = ParsedInput<typeof updateSpot>;
type ContentFields = Omit<UpdateSpotInput, 'spotId' | 'publicationState' | 'requestVerification'>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createSpotsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  // Search, detail, favourites, verification and the owner's standing are the listing core's (ADR 0052).
  const core = createListingService(spotKind(deps.now), deps);
  const { repository, cache, tellReplicas } = core;
  const revisionsRepository = createListingRevisionsRepository(deps.db);
  const documentColumns = (
    repo: SpotsRepository,
    spot: SpotRow,
    plans: readonly SpotPlanRow[],
    host: ListingHostRow,
    photos?: ListingPhoto[],
  ) => spotDocumentColumns(repo, spot, plans, host, deps.now, photos);
  const photosOfRow = (row: SpotRow) => photosOfListing(repository.listings, row);

  async function create(user: UserRow, input: ParsedInput<typeof createSpot>): Promise<OwnedSpot> {
    const row = await inSpotTransaction(deps.db, async (repo) => {
      const type = await repo.activeType(input.spotTypeId);
      if (!type) {
        throw new AppError('MASTER_REFERENCE_INVALID', { details: [{ path: 'spotTypeId', message: '選べないスポットの種類です。' }] });
      }
      if ((await repo.lockAndCountOwned(user.id)) >= MAX_LISTINGS_PER_OWNER) throw new AppError('LISTING_LIMIT_REACHED');
      const inserted = await repo.insert({ ownerUserId: user.id, spotTypeId: type.id, spotKind: type.spotKind, title: input.title });
      return repo.update(inserted.id, await documentColumns(repo, inserted, [], { ...user, active: true }, []));
    });
    return toOwnedSpot(row, [], []);
  }

  async function update(user: UserRow, input: UpdateSpotInput): Promise<OwnedSpot> {
    const { spotId, publicationState, requestVerification, ...fields } = input;
    const { row, plans, photos, revision } = await inSpotTransaction(deps.db, async (repo) => {
      const approved = await repo.lockOwned(user.id, spotId);
      if (!approved) throw new AppError('SPOT_NOT_FOUND');
      await tellReplicas(repo.db, spotId);
      const approvedPlans = await repo.currentPlans(spotId);
      const revisions = createListingRevisionsRepository(repo.db);
      const verified = approved.verificationStatus === 'Verified';
      const pending = verified ? await revisions.pending({ kind: 'spot', id: spotId }) : null;
      // The provider edits what they see: the approved spot with their pending changes over it (ADR 0023).
      const { plans: pendingPlans, ...pendingColumns } = (pending?.changes ?? {}) as { plans?: SpotPlanFields[] };
      const current: SpotRow = { ...approved, ...(pendingColumns as Partial<SpotRow>) };
      const currentPlans: readonly SpotPlanFields[] = pendingPlans ?? approvedPlans;
      const set: SpotUpdate = {};
      const changed: string[] = [];
      for (const key of Object.keys(fields) as (keyof ContentFields)[]) {
        const value = fields[key];
        if (value === undefined || key === 'plans' || sameValue(value, current[key as keyof SpotRow])) continue;
        changed.push(key);
        (set as Record<string, unknown>)[key] = value;
      }
      let kind = current.spotKind;
      if (changed.includes('spotTypeId')) {
        const type = await repo.activeType(fields.spotTypeId!);
        if (!type) {
          throw new AppError('MASTER_REFERENCE_INVALID', { details: [{ path: 'spotTypeId', message: '選べないスポットの種類です。' }] });
        }
        kind = type.spotKind;
        set.spotKind = kind;
      }
      if (changed.includes('prefecture')) set.region = regionOf(fields.prefecture!);
      // The plans as they will be: the given list, or the current one checked against a changed kind.
      const planValues = checkedPlans(
        kind,
        fields.plans ?? plansAsInput(currentPlans),
        [...approvedPlans, ...currentPlans],
        fields.plans ? 'plans' : 'spotTypeId',
      );
      const plansChanged = fields.plans !== undefined && !sameValue(planValues, plansAsInput(currentPlans));
      if (plansChanged) changed.push('plans');
      const photos = changed.includes('photoIds') ? await ownedPhotos(repo.listings, user.id, fields.photoIds ?? []) : undefined;
      await checkMasterIds(repo.listings, [
        ...(changed.includes('basicFacilityIds')
          ? [
              {
                path: 'basicFacilityIds',
                table: spotBasicFacilities,
                ids: fields.basicFacilityIds!,
                kept: current.basicFacilityIds,
                label: '設備',
              },
            ]
          : []),
        ...(changed.includes('options')
          ? [
              {
                path: 'options',
                table: spotAdditionalFacilities,
                ids: fields.options!.map((o) => o.additionalFacilityId),
                kept: current.options.map((o) => o.additionalFacilityId),
                label: '有料サービス',
              },
            ]
          : []),
        ...(changed.includes('surroundingFacilityIds')
          ? [
              {
                path: 'surroundingFacilityIds',
                table: spotSurroundingFacilities,
                ids: fields.surroundingFacilityIds!,
                kept: current.surroundingFacilityIds,
                label: '周辺施設',
              },
            ]
          : []),
        ...(changed.includes('ruleIds')
          ? [{ path: 'ruleIds', table: spotRules, ids: fields.ruleIds!, kept: current.ruleIds, label: 'ルール' }]
          : []),
      ]);
      const next: SpotRow = { ...current, ...(set as Partial<SpotRow>), publicationState: publicationState ?? current.publicationState };
      const verification = verificationStateAfterSave(current, {
        editsContent: changed.length > 0,
        requestVerification,
        missing: spotMissingFields(next, planValues.length),
        now: deps.now(),
      });
      Object.assign(next, verification);
      if (!verified) {
        const plans = plansChanged ? await repo.replacePlans(spotId, planValues) : approvedPlans;
        const written = await repo.update(spotId, {
          ...set,
          ...verification,
          publicationState: next.publicationState,
          ...(await documentColumns(repo, next, plans, { ...user, active: true }, photos)),
        });
        return { row: written, plans: plans as readonly SpotPlanFields[], photos, revision: null };
      }
      // Verified: material changes wait for verification, the rest is live now; the public keeps the approved values.
      const { live, changes } = splitMaterial(SPOT_MATERIAL_COLUMNS, approved, next);
      const planSplit = splitPlans(approved.spotKind, next.spotKind, approvedPlans, planValues);
      const livePlans = sameValue(planSplit.live, plansAsInput(approvedPlans))
        ? approvedPlans
        : await repo.replacePlans(spotId, planSplit.live);
      const liveSet: SpotUpdate = {};
      for (const key of Object.keys(set) as (keyof SpotUpdate)[]) (liveSet as Record<string, unknown>)[key] = live[key as keyof SpotRow];
      const written = await repo.update(spotId, {
        ...liveSet,
        ...verification,
        publicationState: live.publicationState,
        ...(await documentColumns(repo, live, livePlans, { ...user, active: true })),
      });
      const pendingChanges =
        changes || planSplit.pending ? { ...changes, ...(planSplit.pending ? { plans: planSplit.pending } : {}) } : null;
      const revision = await revisions.replacePending({ kind: 'spot', id: spotId }, pending, pendingChanges);
      const { plans: revisedPlans, ...revisedColumns } = (revision?.changes ?? {}) as { plans?: SpotPlanFields[] };
      return {
        row: { ...written, ...(revisedColumns as Partial<SpotRow>) },
        plans: revisedPlans ?? livePlans,
        photos,
        revision,
      };
    });
    cache.drop(spotId);
    return toOwnedSpot(row, plans, photos ?? (await photosOfRow(row)), toOwnedRevision(revision, spotFieldOf, SPOT_MATERIAL_FIELDS));
  }

  async function showOwned(user: UserRow, spotId: string): Promise<OwnedSpot> {
    const row = await repository.findById(spotId);
    if (!row || row.ownerUserId !== user.id) throw new AppError('SPOT_NOT_FOUND');
    const revision = await revisionsRepository.latestShown({ kind: 'spot', id: spotId });
    const pending = revision?.status === 'Pending' ? (revision.changes as { plans?: SpotPlanFields[] }) : {};
    const { plans: pendingPlans, ...pendingColumns } = pending;
    const shown: SpotRow = { ...row, ...(pendingColumns as Partial<SpotRow>) };
    const plans = pendingPlans ?? (await repository.currentPlans(spotId));
    return toOwnedSpot(shown, plans, await photosOfRow(shown), toOwnedRevision(revision, spotFieldOf, SPOT_MATERIAL_FIELDS));
  }

  async function listOwned(user: UserRow, limit: number, offset: number) {
    const page = await repository.pageOwned(user.id, limit, offset);
    const ids = page.items.map(({ spot }) => spot.id);
    const [covers, counts, revisions] = await Promise.all([
      repository.listings.imagesByIds(page.items.flatMap(({ spot }) => spot.photoIds.slice(0, 1))),
      repository.plansCount(ids),
      revisionsRepository.latestShownOf('spot', ids),
    ]);
    const items = page.items.map(({ spot, spotTypeName }) =>
      toOwnedSpotSummary(
        spot,
        spotTypeName,
        counts.get(spot.id) ?? 0,
        photosOf(spot.photoIds.slice(0, 1), covers)[0] ?? null,
        toOwnedRevision(revisions.get(spot.id) ?? null, spotFieldOf, SPOT_MATERIAL_FIELDS),
      ),
    );
    return { items, total: page.total, limit, offset };
  }

  /** A listed spot with the viewer's facts, or the viewer's own spot in any state (a preview). */
  async function showForUser(user: UserRow, spotId: string): Promise<SpotDetailForUser> {
    const row = await core.visibleRow(user, spotId);
    let detail: SpotDetail;
    if (row.listed && row.detailJson !== null) {
      detail = JSON.parse(row.detailJson) as SpotDetail;
    } else {
      const plans = await repository.currentPlans(spotId);
      if (row.prefecture === null || plans.length === 0) {
        throw new AppError('LISTING_INCOMPLETE', {
          message: 'プレビューするには、所在地とプランを入力してください。',
          details: spotMissingFields(row, plans.length).filter((d) => d.path === 'prefecture' || d.path === 'plans'),
        });
      }
      const names = await repository.names(row);
      detail = renderSpotDocuments({
        spot: row,
        plans,
        names,
        photos: await photosOfRow(row),
        host: toListingHost(user),
        rating: row,
      }).detail;
    }
    const [withFacts] = await core.withViewerFacts(user, [detail]);
    return spotDetailForUser.parse({ ...withFacts, listed: row.listed });
  }

  /** The current plans of a listed spot, or of the caller's own. */
  async function plansOf(user: UserRow, spotId: string) {
    await core.visibleRow(user, spotId);
    return { items: (await repository.currentPlans(spotId)).map(toSpotPlan) };
  }

  // Changes to a verified spot (ADR 0023): the operator's view and decision.
  const changeVerification = createSpotChangeVerification({
    db: deps.db,
    notify: deps.notify,
    repository,
    inTransaction: core.inTransaction,
    documentColumns,
    tellReplicas,
    dropCache: (id) => cache.drop(id),
  });

  return {
    create,
    update,
    showOwned,
    listOwned,
    search: core.search as (filters: SpotSearchFilters) => Promise<JsonText<Output<typeof listSpot>>>,
    searchForUser: (user: UserRow, filters: SpotSearchFilters) =>
      core.searchForUser<Output<typeof listSpot>>(user, filters) as Promise<Output<typeof userListSpot>>,
    popular: core.popular as (input: ParsedInput<typeof showPopularSpots>) => Promise<JsonText<Output<typeof showPopularSpots>>>,
    popularForUser: (user: UserRow, input: ParsedInput<typeof showPopularSpots>) => core.popularForUser<SpotCardForUser>(user, input),
    show: core.show as (spotId: string) => Promise<JsonText<Output<typeof showSpot>>>,
    keptDetail: core.keptDetail as (spotId: string) => EncodableBody | undefined,
    showForUser,
    plansOf,
    setFavorite: async (user: UserRow, spotId: string, favorite: boolean) => {
      await core.setFavorite(user, spotId, favorite);
      return { spotId, isFavorite: favorite };
    },
    favorites: (user: UserRow, limit: number, offset: number) => core.favorites<SpotCardForUser>(user, limit, offset),
    verifications: core.verifications as (
      status: VerificationStatus,
      limit: number,
      offset: number,
    ) => Promise<{ items: SpotVerification[]; total: number; limit: number; offset: number }>,
    decide: core.decide as (
      operatorId: string,
      spotId: string,
      decision: { status: 'Verified' | 'Rejected'; reason: string | null },
    ) => Promise<SpotVerification>,
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
