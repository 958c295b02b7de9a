import { createOperatorAuditRepository } from '../operator-audit/operator-audit.repository.js';
import {
  CAR_MATERIAL_FIELDS,
  carDetailForUser,
  daysInRange,
  type CarCardForUser,
  type CarDetail,
  type CarDetailForUser,
  type CarVerification,
  type CarSearchFilters,
  type OwnedCar,
  type Output,
  type ParsedInput,
  type createCar,
  type listCar,
  type showCar,
  type showPopularCars,
  type updateCar,
} from '@kurumatabi/contract';
import { regionOf, type VerificationStatus } from '@kurumatabi/contract/enums';
import type { Db } from '../../db/client.js';
import {
  carAdditionalFacilities,
  carBasicFacilities,
  carKinds,
  carRules,
  type CarRow,
  type UserLocationRow,
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
import type { DbOrTx } from '../listings/listings.repository.js';
import { cappedTotal } from '../listings/search-sql.js';
import type { Notify } from '../notifications/notifier.js';
import { carSearchText, renderCarDocuments } from './car-documents.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, toOwnedRevision, withPending } from '../listing-revisions/material.js';
import { carMissingFields, toOwnedCar, toOwnedCarSummary } from './car-owned.js';
import { createCarChangeVerification } from './car-change-verification.js';
import { CAR_MATERIAL_COLUMNS, carFieldOf } from './car-revision.js';
import { createCarDetailReader, createCarsRepository, inCarTransaction, type CarsRepository, type CarUpdate } from './cars.repository.js';
import { renderCarRating } from './car-rating.js';
import { verificationNotice } from '../listings/listing-notices.js';

type UpdateCarInput = ParsedInput<typeof updateCar>;

/** The fields of update-car that are the car's content (everything but the switches). */
type ContentFields = Omit<UpdateCarInput, 'carId' | 'publicationState' | 'requestVerification'>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createCarsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  const repository = createCarsRepository(deps.db);
  // Details asked for in one turn are read in one statement (ADR 0018, fourteenth pass).
  const readDetail = batchedReads(createCarDetailReader(deps.db), IDS_PER_READ);
  const cache = createListingCache(deps.cacheTtlMs);
  const revisionsRepository = createListingRevisionsRepository(deps.db);

  /** `listed`, the documents and the search columns of a car about to be written (ADR 0015). */
  async function documentColumns(
    repo: CarsRepository,
    car: CarRow,
    host: { id: string; name: string; createdAt: Date; active: boolean },
    photos?: OwnedCar['photos'],
  ): Promise<CarUpdate> {
    const names = await repo.names(car);
    const listed = isListed({
      verificationStatus: car.verificationStatus,
      publicationState: car.publicationState,
      ownerActive: host.active,
    });
    const publishedAt = listed ? (car.publishedAt ?? deps.now()) : car.publishedAt;
    const search = carSearchText({ car, names });
    if (!listed) return { listed, publishedAt, cardJson: null, detailJson: null, ...search };
    const shown = photos ?? photosOf(car.photoIds, await repo.listings.imagesByIds(car.photoIds));
    const docs = renderCarDocuments({ car: { ...car, publishedAt }, names, photos: shown, host: toListingHost(host), rating: car });
    return { listed, publishedAt, cardJson: docs.cardJson, detailJson: docs.detailJson, ...search };
  }

  async function photosOfRow(row: CarRow) {
    return photosOf(row.photoIds, await repository.listings.imagesByIds(row.photoIds));
  }

  async function create(user: UserRow, input: ParsedInput<typeof createCar>): Promise<OwnedCar> {
    const row = await inCarTransaction(deps.db, async (repo) => {
      const variant = await repo.activeVariant(input.carVariantId);
      if (!variant) throw new AppError('CAR_VARIANT_NOT_FOUND');
      if ((await repo.lockAndCountOwned(user.id)) >= MAX_LISTINGS_PER_OWNER) throw new AppError('LISTING_LIMIT_REACHED');
      const kinds = await repo.listings.activeIds(carKinds, [variant.carKindId]);
      const facilities = await repo.listings.activeIds(carBasicFacilities, variant.basicFacilityIds);
      const inserted = await repo.insert({
        ownerUserId: user.id,
        serviceType: input.serviceType,
        carVariantId: variant.id,
        title: input.title,
        // Prefilled from the master's car; the owner may change every one (ADR 0014).
        carKindId: kinds.has(variant.carKindId) ? variant.carKindId : null,
        sizeClass: variant.sizeClass,
        doorCount: variant.doorCount,
        steeringSide: variant.steeringSide,
        transmission: variant.transmission,
        fuelType: variant.fuelType,
        seats: variant.seats,
        sleepingCapacity: variant.sleepingCapacity,
        lengthMm: variant.lengthMm,
        widthMm: variant.widthMm,
        heightMm: variant.heightMm,
        basicFacilityIds: variant.basicFacilityIds.filter((id) => facilities.has(id)),
      });
      return repo.update(inserted.id, await documentColumns(repo, inserted, { ...user, active: true }, []));
    });
    return toOwnedCar(row, []);
  }

  /** The content fields whose value differs from the row. */
  function changedContent(row: CarRow, fields: ContentFields): (keyof ContentFields)[] {
    return (Object.keys(fields) as (keyof ContentFields)[]).filter((key) => {
      const value = fields[key];
      if (value === undefined) return false;
      if (key === 'photoIds') return !sameValue(value, row.photoIds);
      return !sameValue(value, row[key as keyof CarRow]);
    });
  }

  async function update(user: UserRow, input: UpdateCarInput): Promise<OwnedCar> {
    const { carId, publicationState, requestVerification, ...fields } = input;
    const { row, photos, revision } = await inCarTransaction(deps.db, async (repo) => {
      const approved = await repo.lockOwned(user.id, carId);
      if (!approved) throw new AppError('CAR_NOT_FOUND');
      const revisions = createListingRevisionsRepository(repo.db);
      const verified = approved.verificationStatus === 'Verified';
      const pending = verified ? await revisions.pending({ kind: 'car', id: carId }) : null;
      // The owner edits what they see: the approved row with their pending changes over it (ADR 0023).
      const current = withPending(approved, pending);
      const changed = changedContent(current, fields);
      const set: CarUpdate = {};
      for (const key of changed) (set as Record<string, unknown>)[key] = fields[key];

      if (changed.includes('carVariantId') && !(await repo.activeVariant(fields.carVariantId!)))
        throw new AppError('CAR_VARIANT_NOT_FOUND');
      if (changed.includes('locationId')) Object.assign(set, await placeOf(repo, user.id, fields.locationId ?? null));
      const photos = changed.includes('photoIds') ? await ownedPhotos(repo.listings, user.id, fields.photoIds ?? []) : undefined;
      await checkMasterIds(repo.listings, [
        ...(changed.includes('carKindId') && fields.carKindId
          ? [{ path: 'carKindId', table: carKinds, ids: [fields.carKindId], kept: [current.carKindId ?? ''], label: '車両タイプ' }]
          : []),
        ...(changed.includes('basicFacilityIds')
          ? [
              {
                path: 'basicFacilityIds',
                table: carBasicFacilities,
                ids: fields.basicFacilityIds!,
                kept: current.basicFacilityIds,
                label: '装備',
              },
            ]
          : []),
        ...(changed.includes('options')
          ? [
              {
                path: 'options',
                table: carAdditionalFacilities,
                ids: fields.options!.map((o) => o.additionalFacilityId),
                kept: current.options.map((o) => o.additionalFacilityId),
                label: 'オプション',
              },
            ]
          : []),
        ...(changed.includes('ruleIds')
          ? [{ path: 'ruleIds', table: carRules, ids: fields.ruleIds!, kept: current.ruleIds, label: 'ルール' }]
          : []),
      ]);
      const next: CarRow = { ...current, ...(set as Partial<CarRow>), publicationState: publicationState ?? current.publicationState };
      if (next.maxDays < next.minDays) {
        throw new AppError('VALIDATION_FAILED', {
          details: [{ path: 'maxDays', message: '最長利用日数は最短利用日数以上で入力してください。' }],
        });
      }
      const verification = verificationStateAfterSave(current, {
        editsContent: changed.length > 0,
        requestVerification,
        missing: carMissingFields(next),
        now: deps.now(),
      });
      Object.assign(next, verification);
      if (!verified) {
        const written = await repo.update(carId, {
          ...set,
          ...verification,
          publicationState: next.publicationState,
          ...(await documentColumns(repo, next, { ...user, active: true }, photos)),
        });
        return { row: written, photos, revision: null };
      }
      // Verified: material changes wait for verification, the rest is live now; the public keeps the approved values.
      const { live, changes } = splitMaterial(CAR_MATERIAL_COLUMNS, approved, next);
      const liveSet: CarUpdate = {};
      for (const key of Object.keys(set) as (keyof CarUpdate)[]) (liveSet as Record<string, unknown>)[key] = live[key as keyof CarRow];
      const written = await repo.update(carId, {
        ...liveSet,
        ...verification,
        publicationState: live.publicationState,
        ...(await documentColumns(repo, live, { ...user, active: true })),
      });
      const revision = await revisions.replacePending({ kind: 'car', id: carId }, pending, changes);
      return { row: withPending(written, revision), photos, revision };
    });
    cache.drop(carId);
    return toOwnedCar(row, photos ?? (await photosOfRow(row)), toOwnedRevision(revision, carFieldOf, CAR_MATERIAL_FIELDS));
  }

  /** The place copied from one of the owner's locations (404 LOCATION_NOT_FOUND for any other). */
  async function placeOf(repo: CarsRepository, ownerUserId: string, locationId: string | null): Promise<CarUpdate> {
    if (locationId === null) return { locationId: null, prefecture: null, region: null, city: '' };
    const location = await repo.ownedLocation(ownerUserId, locationId);
    if (!location) throw new AppError('LOCATION_NOT_FOUND');
    return { locationId, prefecture: location.prefecture, region: regionOf(location.prefecture), city: location.city };
  }

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
      cache.drop(row.id);
    }
    await revisions.followLocation(location.id, place);
  }

  /**
   * The owner was suspended or the suspension lifted (ADR 0033): `listed` and the public documents of
   * each of their cars follow the owner's standing, in the caller's transaction.
   */
  async function followOwner(tx: DbOrTx, ownerUserId: string): Promise<void> {
    const repo = createCarsRepository(tx);
    const rows = await repo.lockAllOfOwner(ownerUserId);
    const host = await repo.listings.host(ownerUserId);
    if (!host) return;
    for (const row of rows) {
      await repo.update(row.id, await documentColumns(repo, row, host));
      cache.drop(row.id);
    }
  }

  async function showOwned(user: UserRow, carId: string): Promise<OwnedCar> {
    const row = await repository.findById(carId);
    if (!row || row.ownerUserId !== user.id) throw new AppError('CAR_NOT_FOUND');
    const revision = await revisionsRepository.latestShown({ kind: 'car', id: carId });
    const shown = withPending(row, revision);
    return toOwnedCar(shown, await photosOfRow(shown), toOwnedRevision(revision, carFieldOf, CAR_MATERIAL_FIELDS));
  }

  async function listOwned(user: UserRow, limit: number, offset: number) {
    const page = await repository.pageOwned(user.id, limit, offset);
    const [covers, revisions] = await Promise.all([
      repository.listings.imagesByIds(page.items.flatMap(({ car }) => car.photoIds.slice(0, 1))),
      revisionsRepository.latestShownOf(
        'car',
        page.items.map(({ car }) => car.id),
      ),
    ]);
    const items = page.items.map(({ car, modelName }) =>
      toOwnedCarSummary(
        car,
        modelName,
        photosOf(car.photoIds.slice(0, 1), covers)[0] ?? null,
        toOwnedRevision(revisions.get(car.id) ?? null, carFieldOf, CAR_MATERIAL_FIELDS),
      ),
    );
    return { items, total: page.total, limit, offset };
  }

  /** The public search: cached by its normalised input (ADR 0008, ADR 0015). */
  async function search(filters: CarSearchFilters): Promise<JsonText<Output<typeof listCar>>> {
    refusePastFrom(filters.from, deps.now());
    // The page's ids by the normalised input, each card kept once (ADR 0018); the cards not in memory are read by id.
    return cache.search(`search:${JSON.stringify(filters)}`, filters, {
      page: async () => {
        // On a miss only: an answer in the cache had valid ids (a refused search is never kept).
        await checkFilterIds(repository.listings, [
          { path: 'carKindIds', table: carKinds, ids: filters.carKindIds },
          { path: 'facilityIds', table: carBasicFacilities, ids: filters.facilityIds },
        ]);
        const found = await repository.search(filters, (load) => cache.count(filters, load));
        return { ids: found.ids, ...cappedTotal(found.n) };
      },
      cards: (ids) => repository.cardsByIds(ids),
    });
  }

  async function popular(input: ParsedInput<typeof showPopularCars>) {
    return cache.list(`popular:${input.serviceType ?? ''}:${input.limit}`, async (): Promise<JsonText<Output<typeof showPopularCars>>> => {
      const cards = await repository.popular(input.serviceType, input.limit);
      return new JsonText<Output<typeof showPopularCars>>(`{"items":[${cards.join(',')}]}`);
    });
  }

  /** Cards of the public answer with the viewer's facts, read by primary key for the page's ids. */
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

  async function searchForUser(user: UserRow, filters: CarSearchFilters) {
    const page = JSON.parse((await search(filters)).text) as Output<typeof listCar>;
    return { ...page, items: await withViewerFacts(user, page.items) };
  }

  async function popularForUser(user: UserRow, input: ParsedInput<typeof showPopularCars>) {
    const page = JSON.parse((await popular(input)).text) as { items: CarCardForUser[] };
    return { items: await withViewerFacts(user, page.items) };
  }

  async function loadDetail(id: string): Promise<JsonText<Output<typeof showCar>>> {
    const json = await readDetail(id);
    if (json === undefined) throw new AppError('CAR_NOT_FOUND');
    return new JsonText(json);
  }

  /** A listed car's stored detail, sent as it is. */
  async function show(carId: string): Promise<JsonText<Output<typeof showCar>>> {
    return cache.detail(carId, loadDetail);
  }

  /** The detail's kept answer when it is in memory now (the cached-read lane, ADR 0018); undefined when it must be loaded. */
  function keptDetail(carId: string): EncodableBody | undefined {
    return cache.keptDetail(carId, loadDetail);
  }

  /** A listed car with the viewer's facts, or the viewer's own car in any state (a preview). */
  async function showForUser(user: UserRow, carId: string): Promise<CarDetailForUser> {
    const row = await repository.findById(carId);
    if (!row || (!row.listed && row.ownerUserId !== user.id)) throw new AppError('CAR_NOT_FOUND');
    let detail: CarDetail;
    if (row.listed && row.detailJson !== null) {
      detail = JSON.parse(row.detailJson) as CarDetail;
    } else {
      if (row.prefecture === null || row.pricePerDay === null) {
        throw new AppError('LISTING_INCOMPLETE', {
          message: 'プレビューするには、受け渡し場所と1日あたりの料金を入力してください。',
          details: carMissingFields(row).filter((d) => d.path === 'locationId' || d.path === 'pricePerDay'),
        });
      }
      const names = await repository.names(row);
      detail = renderCarDocuments({ car: row, names, photos: await photosOfRow(row), host: toListingHost(user), rating: row }).detail;
    }
    const [withFacts] = await withViewerFacts(user, [detail]);
    return carDetailForUser.parse({ ...withFacts, listed: row.listed });
  }

  async function setFavorite(user: UserRow, carId: string, favorite: boolean) {
    const done = await inCarTransaction(deps.db, (repo) => repo.setFavorite(user.id, carId, favorite));
    if (!done) throw new AppError('CAR_NOT_FOUND');
    cache.drop(carId);
    return { carId, isFavorite: favorite };
  }

  async function favorites(user: UserRow, limit: number, offset: number) {
    const page = await repository.favoritesPage(user.id, limit, offset);
    const items = page.items.flatMap((item) =>
      item.cardJson === null ? [] : [{ ...(JSON.parse(item.cardJson) as CarCardForUser), isFavorite: true, isOwner: item.isOwner }],
    );
    return { items, total: page.total, limit, offset };
  }

  async function insurePrice(carId: string, from: string | undefined, to: string | undefined) {
    const row = await repository.listedInsurance(carId);
    if (!row) throw new AppError('CAR_NOT_FOUND');
    const days = from !== undefined && to !== undefined ? daysInRange(from, to) : null;
    return { carId, pricePerDay: row.insurancePricePerDay, days, total: days === null ? null : days * row.insurancePricePerDay };
  }

  // ---- Operator verification ---------------------------------------------------------------------

  async function toVerification(item: { car: CarRow; owner: CarVerification['owner'] }): Promise<CarVerification> {
    return { owner: item.owner, car: toOwnedCar(item.car, await photosOfRow(item.car)) };
  }

  async function verifications(status: VerificationStatus, limit: number, offset: number) {
    const page = await repository.verificationPage(status, limit, offset);
    return { items: await Promise.all(page.items.map(toVerification)), total: page.total, limit, offset };
  }

  /** VerificationRequest → Verified (listed when published) or Rejected with a reason; the owner is notified. */
  async function decide(
    operatorId: string,
    carId: string,
    decision: { status: 'Verified' | 'Rejected'; reason: string | null },
  ): Promise<CarVerification> {
    await inCarTransaction(deps.db, async (repo) => {
      const current = await repo.lockById(carId);
      if (!current) throw new AppError('CAR_NOT_FOUND');
      if (current.verificationStatus !== 'VerificationRequest') throw new AppError('LISTING_NOT_PENDING');
      if (current.ownerUserId === operatorId) throw new AppError('OPERATOR_OWN_RECORD');
      const host = await repo.listings.host(current.ownerUserId);
      if (!host) throw new AppError('CAR_NOT_FOUND');
      const next: CarRow = { ...current, verificationStatus: decision.status, rejectionReason: decision.reason, decidedAt: deps.now() };
      const written = await repo.update(carId, {
        verificationStatus: next.verificationStatus,
        rejectionReason: next.rejectionReason,
        decidedAt: next.decidedAt,
        ...(await documentColumns(repo, next, host)),
      });
      // The owner's notice (and its mail job) commit with the decision (ADR 0026).
      await deps.notify(written.ownerUserId, verificationNotice('car', written, decision), { tx: repo.db });
      // The decision's audit row commits with it (ADR 0033).
      await createOperatorAuditRepository(repo.db).record({
        operatorUserId: operatorId,
        action: decision.status === 'Verified' ? 'car.verify' : 'car.reject',
        targetKind: 'car',
        targetId: carId,
        reason: decision.reason,
        at: next.decidedAt ?? deps.now(),
      });
    });
    cache.drop(carId);
    const decided = await repository.findWithOwner(carId);
    if (!decided) throw new AppError('CAR_NOT_FOUND');
    return toVerification(decided);
  }

  // Changes to a verified car (ADR 0023): the operator's view and decision.
  const changeVerification = createCarChangeVerification({
    db: deps.db,
    notify: deps.notify,
    repository,
    documentColumns,
    dropCache: (id) => cache.drop(id),
  });

  return {
    create,
    update,
    followLocation,
    followOwner,
    showOwned,
    listOwned,
    search,
    searchForUser,
    popular,
    popularForUser,
    show,
    keptDetail,
    showForUser,
    setFavorite,
    favorites,
    insurePrice,
    verifications,
    decide,
    ...changeVerification,
    /** The car's rating changed in the caller's transaction (ADR 0027): its documents follow, this process's cache forgets it. */
    ratingChanged: async (tx: DbOrTx, id: string) => {
      await renderCarRating(tx, id);
      cache.drop(id);
    },
    /** Forget every cached public answer (e.g. an owner left: their cars are gone). */
    clearCache: () => cache.clear(),
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
