import { MASTER_LIST_MAX, type CarManufacturer, type CarModel, type CarVariant } from '@kurumatabi/contract';
import { AppError } from '../../http/app-error.js';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { cachedList, type ActiveList } from './active-rows.js';
import type { CarMasterRepository } from './car-master.repository.js';

/**
 * The manufacturer → model → car tree as the signed-in calls walk it: a row is shown only when it
 * and every row above it are Active. Each list is frozen, so the route serializes it once per load.
 */
interface ActiveCarTree {
  manufacturers: ActiveList<CarManufacturer>;
  modelsByManufacturer: ReadonlyMap<string, ActiveList<CarModel>>;
  carsByModel: ReadonlyMap<string, ActiveList<CarVariant>>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const frozenList = <T>(items: readonly T[]): ActiveList<T> => deepFreeze({ items: items.slice(0, MASTER_LIST_MAX) });

export function createCarMasterService(repository: CarMasterRepository, options: { cacheTtlMs: number }) {
  // The master changes with a seed, a migration or an operator's edit: each instance re-reads it at
  // most once per TTL (the content cache of ADR 0008; ADR 0014).
  const ttlMs = options.cacheTtlMs;
  const kinds = cachedList(ttlMs, repository.kinds);
  const basicFacilities = cachedList(ttlMs, repository.basicFacilities);
  const additionalFacilities = cachedList(ttlMs, repository.additionalFacilities);
  const rules = cachedList(ttlMs, repository.rules);
  const tree = new TtlCache<'tree', ActiveCarTree>({ ttlMs, maxEntries: 1 });

  async function loadTree(): Promise<ActiveCarTree> {
    const [manufacturers, models, variants, activeKinds, activeFacilities] = await Promise.all([
      repository.manufacturers(),
      repository.models(),
      repository.variants(),
      repository.kinds(),
      repository.basicFacilities(),
    ]);
    const kindIds = new Set(activeKinds.map((k) => k.id));
    // Facility ids in the facilities' display order, so a prefilled form lists them as the master does.
    const facilityOrder = new Map(activeFacilities.map((f, i) => [f.id, i]));
    const manufacturerIds = new Set(manufacturers.map((m) => m.id));
    const reachableModels = models.filter((m) => manufacturerIds.has(m.carManufacturerId));
    const modelIds = new Set(reachableModels.map((m) => m.id));

    const cars: CarVariant[] = variants
      .filter((v) => modelIds.has(v.carModelId))
      .map((v) => ({
        id: v.id,
        carModelId: v.carModelId,
        name: v.name,
        carKindId: kindIds.has(v.carKindId) ? v.carKindId : null,
        sizeClass: v.sizeClass,
        doorCount: v.doorCount,
        steeringSide: v.steeringSide,
        transmission: v.transmission,
        fuelType: v.fuelType,
        seats: v.seats,
        sleepingCapacity: v.sleepingCapacity,
        lengthMm: v.lengthMm,
        widthMm: v.widthMm,
        heightMm: v.heightMm,
        basicFacilityIds: v.basicFacilityIds
          .filter((id) => facilityOrder.has(id))
          .sort((a, b) => (facilityOrder.get(a) ?? 0) - (facilityOrder.get(b) ?? 0)),
      }));

    const modelsByManufacturer = groupBy(reachableModels, (m) => m.carManufacturerId);
    const carsByModel = groupBy(cars, (c) => c.carModelId);
    return {
      manufacturers: frozenList(manufacturers),
      // Every active manufacturer and model has an entry, empty or not: a missing entry means 404.
      modelsByManufacturer: new Map(manufacturers.map((m) => [m.id, frozenList(modelsByManufacturer.get(m.id) ?? [])])),
      carsByModel: new Map(reachableModels.map((m) => [m.id, frozenList(carsByModel.get(m.id) ?? [])])),
    };
  }

  const activeTree = () => tree.get('tree', loadTree);

  return {
    kinds,
    basicFacilities,
    additionalFacilities,
    rules,
    async manufacturers(): Promise<ActiveList<CarManufacturer>> {
      return (await activeTree()).manufacturers;
    },
    /** 404 CAR_MANUFACTURER_NOT_FOUND unless the manufacturer is Active. */
    async modelsOf(carManufacturerId: string): Promise<ActiveList<CarModel>> {
      const models = (await activeTree()).modelsByManufacturer.get(carManufacturerId);
      if (!models) throw new AppError('CAR_MANUFACTURER_NOT_FOUND');
      return models;
    },
    /** 404 CAR_MODEL_NOT_FOUND unless the model and its manufacturer are Active. */
    async carsOf(carModelId: string): Promise<ActiveList<CarVariant>> {
      const cars = (await activeTree()).carsByModel.get(carModelId);
      if (!cars) throw new AppError('CAR_MODEL_NOT_FOUND');
      return cars;
    },
  };
}

export type CarMasterService = ReturnType<typeof createCarMasterService>;
