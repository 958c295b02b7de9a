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
  type userListCar,
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
import type { JsonText } from '../../http/json-text.js';
import { toListingHost } from '../listings/listing-documents.js';
import { checkMasterIds, MAX_LISTINGS_PER_OWNER, ownedPhotos, photosOf, verificationStateAfterSave } from '../listings/listing-rules.js';
import { createListingService, photosOfRow as photosOfListing, type ListingHostRow } from '../listings/listing-service.js';
import type { DbOrTx } from '../listings/listings.repository.js';
import type { Notify } from '../notifications/notifier.js';
import { renderCarDocuments } from './car-documents.js';
import { createListingRevisionsRepository } from '../listing-revisions/listing-revisions.repository.js';
import { splitMaterial, toOwnedRevision, withPending } from '../listing-revisions/material.js';
import { carMissingFields, toOwnedCar, toOwnedCarSummary } from './car-owned.js';
import { carDocumentColumns, carKind } from './car-kind.js';
import { createCarChangeVerification } from './car-change-verification.js';
import { CAR_MATERIAL_COLUMNS, carFieldOf } from './car-revision.js';
import { createCarsRepository, inCarTransaction, type CarsRepository, type CarUpdate } from './cars.repository.js';

type UpdateCarInput = ParsedInput<typeof updateCar>;

/** The fields of update-car that are the car's content (everything but the switches). */
type ContentFields = Omit<UpdateCarInput, 'carId' | 'publicationState' | 'requestVerification'>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createCarsService(deps: { db: Db; notify: Notify; now: () => Date; cacheTtlMs: number }) {
  // Search, detail, favourites, verification and the owner's standing are the listing core's (ADR 0052).
  const core = createListingService(carKind(deps.now), deps);
  const { repository, cache, tellReplicas } = core;
  const revisionsRepository = createListingRevisionsRepository(deps.db);
  const documentColumns = (repo: CarsRepository, car: CarRow, host: ListingHostRow, photos?: OwnedCar['photos']) =>
    carDocumentColumns(repo, car, host, deps.now, photos);
  const photosOfRow = (row: CarRow) => photosOfListing(repository.listings, row);

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
      await tellReplicas(repo.db, carId);
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
      await tellReplicas(tx, row.id);
    }
    await revisions.followLocation(location.id, place);
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

  /** A listed car with the viewer's facts, or the viewer's own car in any state (a preview). */
  async function showForUser(user: UserRow, carId: string): Promise<CarDetailForUser> {
    const row = await core.visibleRow(user, carId);
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
    const [withFacts] = await core.withViewerFacts(user, [detail]);
    return carDetailForUser.parse({ ...withFacts, listed: row.listed });
  }

  async function insurePrice(carId: string, from: string | undefined, to: string | undefined) {
    const row = await repository.listedInsurance(carId);
    if (!row) throw new AppError('CAR_NOT_FOUND');
    const days = from !== undefined && to !== undefined ? daysInRange(from, to) : null;
    return { carId, pricePerDay: row.insurancePricePerDay, days, total: days === null ? null : days * row.insurancePricePerDay };
  }

  // Changes to a verified car (ADR 0023): the operator's view and decision.
  const changeVerification = createCarChangeVerification({
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
    followLocation,
    followOwner: core.followOwner,
    showOwned,
    listOwned,
    search: core.search as (filters: CarSearchFilters) => Promise<JsonText<Output<typeof listCar>>>,
    searchForUser: (user: UserRow, filters: CarSearchFilters) =>
      core.searchForUser<Output<typeof listCar>>(user, filters) as Promise<Output<typeof userListCar>>,
    popular: core.popular as (input: ParsedInput<typeof showPopularCars>) => Promise<JsonText<Output<typeof showPopularCars>>>,
    popularForUser: (user: UserRow, input: ParsedInput<typeof showPopularCars>) => core.popularForUser<CarCardForUser>(user, input),
    show: core.show as (carId: string) => Promise<JsonText<Output<typeof showCar>>>,
    keptDetail: core.keptDetail as (carId: string) => EncodableBody | undefined,
    showForUser,
    setFavorite: async (user: UserRow, carId: string, favorite: boolean) => {
      await core.setFavorite(user, carId, favorite);
      return { carId, isFavorite: favorite };
    },
    favorites: (user: UserRow, limit: number, offset: number) => core.favorites<CarCardForUser>(user, limit, offset),
    insurePrice,
    verifications: core.verifications as (
      status: VerificationStatus,
      limit: number,
      offset: number,
    ) => Promise<{ items: CarVerification[]; total: number; limit: number; offset: number }>,
    decide: core.decide as (
      operatorId: string,
      carId: string,
      decision: { status: 'Verified' | 'Rejected'; reason: string | null },
    ) => Promise<CarVerification>,
    ...changeVerification,
    ratingChanged: core.ratingChanged,
    clearCache: core.clearCache,
    tellReplicasAll: core.tellReplicasAll,
    /** This replica's drop listener hands it the drops every replica's writes notify (ADR 0050). */
    cache,
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
