import { describe, expect, it } from 'vitest';
import type { CarVariantRow } from '../../db/schema/index.js';
import type { CarMasterRepository } from './car-master.repository.js';
import { createCarMasterService } from './car-master.service.js';
import type { SpotMasterRepository } from './spot-master.repository.js';
import { createSpotMasterService } from './spot-master.service.js';

const at = new Date('2026-11-01T00:00:00Z');
const hiace: CarVariantRow = {
  id: 'toyota-hiace-wagon-gl',
  carModelId: 'toyota-hiace',
  name: 'ワゴン GL',
  description: '',
  activity: 'Active',
  displayOrder: 10,
  carKindId: 'one-box',
  sizeClass: 'Standard',
  doorCount: 'Four',
  steeringSide: 'Right',
  transmission: 'Automatic',
  fuelType: 'Regular',
  seats: 10,
  sleepingCapacity: 0,
  lengthMm: 5380,
  widthMm: 1880,
  heightMm: 2285,
  basicFacilityIds: ['etc', 'back-camera'],
  createdAt: at,
  updatedAt: at,
};

function fakeCarRepository() {
  const reads: string[] = [];
  const read =
    <T>(name: string, rows: T[]) =>
    async () => {
      reads.push(name);
      return rows;
    };
  const repository: CarMasterRepository = {
    kinds: read('kinds', [{ id: 'one-box', name: 'ワンボックス', description: '', isCampervan: false }]),
    basicFacilities: read('basicFacilities', [
      { id: 'back-camera', name: 'バックカメラ', description: '', category: 'Driving' as const },
      { id: 'etc', name: 'ETC', description: '', category: 'Driving' as const },
    ]),
    additionalFacilities: read('additionalFacilities', []),
    rules: read('rules', []),
    manufacturers: read('manufacturers', [{ id: 'toyota', name: 'トヨタ', englishName: 'Toyota', imported: false }]),
    models: read('models', [{ id: 'toyota-hiace', carManufacturerId: 'toyota', name: 'ハイエース' }]),
    variants: read('variants', [hiace]),
  };
  return { reads, repository };
}

describe('the car master service cache (ADR 0008, ADR 0014)', () => {
  it('reads the tree once per TTL for all three signed-in calls, and answers the same frozen lists', async () => {
    const { reads, repository } = fakeCarRepository();
    const car = createCarMasterService(repository, { cacheTtlMs: 60_000 });
    const [makers, models, cars] = await Promise.all([car.manufacturers(), car.modelsOf('toyota'), car.carsOf('toyota-hiace')]);
    expect(await car.carsOf('toyota-hiace')).toBe(cars);
    expect(Object.isFrozen(cars) && Object.isFrozen(cars.items[0])).toBe(true);
    expect(makers.items.map((m) => m.id)).toEqual(['toyota']);
    expect(models.items.map((m) => m.id)).toEqual(['toyota-hiace']);
    // Facility ids come back in the facilities' display order.
    expect(cars.items[0]?.basicFacilityIds).toEqual(['back-camera', 'etc']);
    await expect(car.modelsOf('nissan')).rejects.toMatchObject({ code: 'CAR_MANUFACTURER_NOT_FOUND' });
    await expect(car.carsOf('nissan-caravan')).rejects.toMatchObject({ code: 'CAR_MODEL_NOT_FOUND' });
    expect(reads.sort()).toEqual(['basicFacilities', 'kinds', 'manufacturers', 'models', 'variants']);
  });

  it('reads each public list once per TTL, and on every request with a TTL of 0', async () => {
    const cached = fakeCarRepository();
    const car = createCarMasterService(cached.repository, { cacheTtlMs: 60_000 });
    expect(await car.kinds()).toBe(await car.kinds());
    expect(cached.reads).toEqual(['kinds']);

    const uncached = fakeCarRepository();
    const fresh = createCarMasterService(uncached.repository, { cacheTtlMs: 0 });
    await fresh.kinds();
    await fresh.kinds();
    await fresh.carsOf('toyota-hiace');
    await fresh.carsOf('toyota-hiace');
    expect(uncached.reads.filter((r) => r === 'kinds')).toHaveLength(4);
    expect(uncached.reads.filter((r) => r === 'variants')).toHaveLength(2);
  });
});

describe('the spot master service cache', () => {
  it('keeps each list for the TTL', async () => {
    let reads = 0;
    const types = async () => {
      reads += 1;
      return [{ id: 'rv-park', name: 'RVパーク', description: '', spotKind: 'Land' as const }];
    };
    const none = async () => [];
    const repository: SpotMasterRepository = {
      types,
      basicFacilities: none,
      additionalFacilities: none,
      surroundingFacilities: none,
      rules: none,
    };
    const spot = createSpotMasterService(repository, { cacheTtlMs: 60_000 });
    const first = await spot.types();
    expect(await spot.types()).toBe(first);
    expect(first.items).toEqual([{ id: 'rv-park', name: 'RVパーク', description: '', spotKind: 'Land' }]);
    expect(reads).toBe(1);
  });
});
