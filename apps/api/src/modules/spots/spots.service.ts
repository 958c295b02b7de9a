import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
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
  spotTypes,
  type SpotPlanRow,
  type SpotRow,
  type UserRow,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { EncodableBody } from '../../http/encoded-body.js';
import { JsonText } from '../../http/json-text.js';
import { batchedReads } from '../../lib/batched-reads.js';
import { createListingCache, IDS_PER_READ } from '../listings/listing-cache.js';
import { isListed, toListingHost } from '../listings/listing-documents.js';
import {
  checkFilterIds,
  checkMasterIds,
  MAX_LISTINGS_PER_OWNER,
  ownedPhotos,
  photosOf,
  refusePastFrom,
  verificationStateAfterSave,
} from '../listings/listing-rules.js';
import { cappedTotal } from '../listings/search-sql.js';
import type { Notify } from '../notifications/notifier.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, toOwnedRevision } from '../listing-revisions/material.js';
import { planSummary, renderSpotDocuments, spotSearchText, toSpotPlan, type SpotPlanFields } from './spot-documents.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import { renderSpotRating } from './spot-rating.js';
import { createSpotChangeVerification } from './spot-change-verification.js';
import { SPOT_MATERIAL_COLUMNS, spotFieldOf, splitPlans } from './spot-revision.js';
import { spotMissingFields, toOwnedSpot, toOwnedSpotSummary } from './spot-owned.js';
import { checkedPlans, plansAsInput } from './spot-plans.js';
import {
  createSpotDetailReader,
  createSpotsRepository,
  inSpotTransaction,
  type SpotsRepository,
  type SpotUpdate,
} from './spots.repository.js';
import { verificationNotice } from '../listings/listing-notices.js';

type UpdateSpotInput = ParsedInput<typeof updateSpot>;
type ContentFields = Omit<UpdateSpotInput, 'spotId' | 'publicationState' | 'requestVerification'>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createSpotsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  const repository = createSpotsRepository(deps.db);
  // Details asked for in one turn are read in one statement (ADR 0018, fourteenth pass).
  const readDetail = batchedReads(createSpotDetailReader(deps.db), IDS_PER_READ);
  const cache = createListingCache(deps.cacheTtlMs);
  const revisionsRepository = createListingRevisionsRepository(deps.db);

  /** `listed`, the plan summary, the documents and the search columns of a spot about to be written. */
  async function documentColumns(
    repo: SpotsRepository,
    spot: SpotRow,
    plans: readonly SpotPlanRow[],
    host: { id: string; name: string; createdAt: Date; active: boolean },
    photos?: ListingPhoto[],
  ): Promise<SpotUpdate> {
    const names = await repo.names(spot);
    const summary = planSummary(plans);
    const listed = isListed({
      verificationStatus: spot.verificationStatus,
      publicationState: spot.publicationState,
      ownerActive: host.active,
    });
    const publishedAt = listed ? (spot.publishedAt ?? deps.now()) : spot.publishedAt;
    const columns = { ...summary, listed, publishedAt, ...spotSearchText({ spot, names, plans }) };
    if (!listed) return { ...columns, cardJson: null, detailJson: null };
    const shown = photos ?? photosOf(spot.photoIds, await repo.listings.imagesByIds(spot.photoIds));
    const docs = renderSpotDocuments({
      spot: { ...spot, publishedAt },
      plans,
      names,
      photos: shown,
      host: toListingHost(host),
      rating: spot,
    });
    return { ...columns, cardJson: docs.cardJson, detailJson: docs.detailJson };
  }

  async function photosOfRow(row: SpotRow) {
    return photosOf(row.photoIds, await repository.listings.imagesByIds(row.photoIds));
  }

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

  async function search(filters: SpotSearchFilters): Promise<JsonText<Output<typeof listSpot>>> {
    refusePastFrom(filters.from, deps.now());
    // The page's ids by the normalised input, each card kept once (ADR 0018); the cards not in memory are read by id.
    return cache.search(`search:${JSON.stringify(filters)}`, filters, {
      page: async () => {
        await checkFilterIds(repository.listings, [
          { path: 'spotTypeIds', table: spotTypes, ids: filters.spotTypeIds },
          { path: 'facilityIds', table: spotBasicFacilities, ids: filters.facilityIds },
        ]);
        const found = await repository.search(filters, (load) => cache.count(filters, load));
        return { ids: found.ids, ...cappedTotal(found.n) };
      },
      cards: (ids) => repository.cardsByIds(ids),
    });
  }

  async function popular(input: ParsedInput<typeof showPopularSpots>): Promise<JsonText<Output<typeof showPopularSpots>>> {
    return cache.list(`popular:${input.spotKind ?? ''}:${input.limit}`, async (): Promise<JsonText<Output<typeof showPopularSpots>>> => {
      const cards = await repository.popular(input.spotKind, input.limit);
      return new JsonText(`{"items":[${cards.join(',')}]}`);
    });
  }

  async function withViewerFacts<T extends { id: string }>(
    user: UserRow,
    items: T[],
  ): Promise<(T & { isFavorite: boolean; isOwner: boolean })[]> {
    const facts = await repository.viewerFacts(
      user.id,
      items.map((i) => i.id),
    );
    return items.map((item) => ({ ...item, ...(facts.get(item.id) ?? { isFavorite: false, isOwner: false }) }));
  }

  async function searchForUser(user: UserRow, filters: SpotSearchFilters) {
    const page = JSON.parse((await search(filters)).text) as Output<typeof listSpot>;
    return { ...page, items: await withViewerFacts(user, page.items) };
  }

  async function popularForUser(user: UserRow, input: ParsedInput<typeof showPopularSpots>) {
    const page = JSON.parse((await popular(input)).text) as { items: SpotCardForUser[] };
    return { items: await withViewerFacts(user, page.items) };
  }

  async function loadDetail(id: string): Promise<JsonText<Output<typeof showSpot>>> {
    const json = await readDetail(id);
    if (json === undefined) throw new AppError('SPOT_NOT_FOUND');
    return new JsonText(json);
  }

  async function show(spotId: string): Promise<JsonText<Output<typeof showSpot>>> {
    return cache.detail(spotId, loadDetail);
  }

  /** The detail's kept answer when it is in memory now (the cached-read lane, ADR 0018); undefined when it must be loaded. */
  function keptDetail(spotId: string): EncodableBody | undefined {
    return cache.keptDetail(spotId, loadDetail);
  }

  /** A listed spot with the viewer's facts, or the viewer's own spot in any state (a preview). */
  async function showForUser(user: UserRow, spotId: string): Promise<SpotDetailForUser> {
    const row = await repository.findById(spotId);
    if (!row || (!row.listed && row.ownerUserId !== user.id)) throw new AppError('SPOT_NOT_FOUND');
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
    const [withFacts] = await withViewerFacts(user, [detail]);
    return spotDetailForUser.parse({ ...withFacts, listed: row.listed });
  }

  /** The current plans of a listed spot, or of the caller's own. */
  async function plansOf(user: UserRow, spotId: string) {
    const row = await repository.findById(spotId);
    if (!row || (!row.listed && row.ownerUserId !== user.id)) throw new AppError('SPOT_NOT_FOUND');
    return { items: (await repository.currentPlans(spotId)).map(toSpotPlan) };
  }

  async function setFavorite(user: UserRow, spotId: string, favorite: boolean) {
    const done = await inSpotTransaction(deps.db, (repo) => repo.setFavorite(user.id, spotId, favorite));
    if (!done) throw new AppError('SPOT_NOT_FOUND');
    cache.drop(spotId);
    return { spotId, isFavorite: favorite };
  }

  async function favorites(user: UserRow, limit: number, offset: number) {
    const page = await repository.favoritesPage(user.id, limit, offset);
    const items = page.items.flatMap((item) =>
      item.cardJson === null ? [] : [{ ...(JSON.parse(item.cardJson) as SpotCardForUser), isFavorite: true, isOwner: item.isOwner }],
    );
    return { items, total: page.total, limit, offset };
  }

  // ---- Operator verification ---------------------------------------------------------------------

  async function toVerification(item: { spot: SpotRow; owner: SpotVerification['owner'] }): Promise<SpotVerification> {
    const [plans, photos] = await Promise.all([repository.currentPlans(item.spot.id), photosOfRow(item.spot)]);
    return { owner: item.owner, spot: toOwnedSpot(item.spot, plans, photos) };
  }

  async function verifications(status: VerificationStatus, limit: number, offset: number) {
    const page = await repository.verificationPage(status, limit, offset);
    return { items: await Promise.all(page.items.map(toVerification)), total: page.total, limit, offset };
  }

  async function decide(
    operatorId: string,
    spotId: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null },
  ): Promise<SpotVerification> {
    await inSpotTransaction(deps.db, async (repo) => {
      const current = await repo.lockById(spotId);
      if (!current) throw new AppError('SPOT_NOT_FOUND');
      if (current.verificationStatus !== 'VerificationRequest') throw new AppError('LISTING_NOT_PENDING');
      if (current.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      const host = await repo.listings.host(current.ownerUserId);
      if (!host) throw new AppError('SPOT_NOT_FOUND');
      const next: SpotRow = { ...current, verificationStatus: decision.status, rejectionReason: decision.reason, decidedAt: deps.now() };
      const written = await repo.update(spotId, {
        verificationStatus: next.verificationStatus,
        rejectionReason: next.rejectionReason,
        decidedAt: next.decidedAt,
        ...(await documentColumns(repo, next, await repo.currentPlans(spotId), host)),
      });
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(written.ownerUserId, verificationNotice('spot', written, decision), { tx: repo.db });
      // The decision's audit row commits with it (ADR 0033).
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'spot.verify' : 'spot.reject',
        targetKind: 'spot',
        targetId: spotId,
        reason: decision.reason,
        at: next.decidedAt ?? deps.now(),
      });
    });
    cache.drop(spotId);
    const decided = await repository.findWithOwner(spotId);
    if (!decided) throw new AppError('SPOT_NOT_FOUND');
    return toVerification(decided);
  }

  /**
   * The owner was suspended or the suspension lifted (ADR 0033): `listed` and the public documents of
   * each of their spots follow the owner's standing, in the caller's transaction.
   */
  async function followOwner(tx: DbOrTx, ownerUserId: string): Promise<void> {
    const repo = createSpotsRepository(tx);
    const rows = await repo.lockAllOfOwner(ownerUserId);
    const host = await repo.listings.host(ownerUserId);
    if (!host) return;
    for (const row of rows) {
      await repo.update(row.id, await documentColumns(repo, row, await repo.currentPlans(row.id), host));
      cache.drop(row.id);
    }
  }

  // Changes to a verified spot (ADR 0023): the operator's view and decision.
  const changeVerification = createSpotChangeVerification({
    db: deps.db,
    notify: deps.notify,
    repository,
    documentColumns,
    dropCache: (id) => cache.drop(id),
  });

  return {
    create,
    update,
    showOwned,
    listOwned,
    search,
    searchForUser,
    popular,
    popularForUser,
    show,
    keptDetail,
    showForUser,
    plansOf,
    setFavorite,
    favorites,
    verifications,
    decide,
    ...changeVerification,
    /** The spot's rating changed in the caller's transaction (ADR 0027): its documents follow, this process's cache forgets it. */
    ratingChanged: async (tx: DbOrTx, id: string) => {
      await renderSpotRating(tx, id);
      cache.drop(id);
    },
    clearCache: () => cache.clear(),
    followOwner,
  };
}

export type SpotsService = ReturnType<typeof createSpotsService>;
