import { CAR_MATERIAL_FIELDS, type createCar, type OwnedCar, type ParsedInput, type updateCar } from '@kurumatabi/contract';
import { regionOf } from '@kurumatabi/contract/enums';
import { carAdditionalFacilities, carBasicFacilities, carKinds, carRules, type CarRow, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { idListField, optionsField, type ListingSaveKind } from '../listings/listing-save.js';
import { carDocumentColumns } from './car-kind.js';
import { carMissingFields, toOwnedCar } from './car-owned.js';
import { CAR_MATERIAL_COLUMNS, carFieldOf } from './car-revision.js';
import type { CarInsert, CarsRepository, CarUpdate } from './cars.repository.js';

type CarContentFields = Omit<ParsedInput<typeof updateCar>, 'carId' | 'publicationState' | 'requestVerification'>;
type CarVariantRow = NonNullable<Awaited<ReturnType<CarsRepository['activeVariant']>>>;

/** The place copied from one of the owner's locations (404 LOCATION_NOT_FOUND for any other). */
async function placeOf(repo: CarsRepository, ownerUserId: string, locationId: string | null): Promise<CarUpdate> {
  if (locationId === null) return { locationId: null, prefecture: null, region: null, city: '' };
  const location = await repo.ownedLocation(ownerUserId, locationId);
  if (!location) throw new AppError('LOCATION_NOT_FOUND');
  return { locationId, prefecture: location.prefecture, region: regionOf(location.prefecture), city: location.city };
}

/**
 * What a car lends the owner's create and save (ADR 0052): its variant, its place from a location, its master ids and
 * its day limits. A car keeps nothing beside its columns.
 */
export function carSave(
  now: () => Date,
): ListingSaveKind<
  CarRow,
  CarUpdate,
  CarInsert,
  CarsRepository,
  ParsedInput<typeof createCar>,
  CarVariantRow,
  undefined,
  undefined,
  undefined,
  OwnedCar
> {
  return {
    kind: 'car',
    notFound: 'CAR_NOT_FOUND',
    idKey: 'carId',
    materialColumns: CAR_MATERIAL_COLUMNS,
    materialFields: CAR_MATERIAL_FIELDS,
    fieldOf: carFieldOf,
    masterFields: [
      {
        field: 'carKindId',
        table: carKinds,
        label: '車両タイプ',
        ids: (value) => (value ? [value as string] : []),
        kept: (car) => (car.carKindId ? [car.carKindId] : []),
      },
      idListField('basicFacilityIds', carBasicFacilities, '装備'),
      optionsField(carAdditionalFacilities, 'オプション'),
      idListField('ruleIds', carRules, 'ルール'),
    ],
    extraField: null,
    prepareCreate: async (repo, input) => {
      const variant = await repo.activeVariant(input.carVariantId);
      if (!variant) throw new AppError('CAR_VARIANT_NOT_FOUND');
      return variant;
    },
    insertValues: async (repo, user: UserRow, input, variant) => {
      const kinds = await repo.listings.activeIds(carKinds, [variant.carKindId]);
      const facilities = await repo.listings.activeIds(carBasicFacilities, variant.basicFacilityIds);
      return {
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
      };
    },
    noExtra: undefined,
    loadExtra: async () => undefined,
    splitChanges: (changes) => ({ columns: changes as Partial<CarRow>, extra: undefined }),
    checkChanges: async (repo, save) => {
      const fields = save.fields as CarContentFields;
      if (save.changed.includes('carVariantId') && !(await repo.activeVariant(fields.carVariantId!)))
        throw new AppError('CAR_VARIANT_NOT_FOUND');
      if (save.changed.includes('locationId')) Object.assign(save.set, await placeOf(repo, save.user.id, fields.locationId ?? null));
    },
    checkRow: (next) => {
      if (next.maxDays < next.minDays) {
        throw new AppError('VALIDATION_FAILED', {
          details: [{ path: 'maxDays', message: '最長利用日数は最短利用日数以上で入力してください。' }],
        });
      }
    },
    missingFields: (next) => carMissingFields(next),
    writeExtra: async () => undefined,
    splitExtra: async () => ({ live: undefined, pending: null }),
    documentColumns: (repo, car, _none, host, photos) => carDocumentColumns(repo, car, host, now, photos),
    toOwned: (car, _none, photos, revision) => toOwnedCar(car, photos, revision),
  };
}
