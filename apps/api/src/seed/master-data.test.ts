import * as c from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { carMasterRows, spotMasterRows } from './master-data.js';

const car = carMasterRows();
const spot = spotMasterRows();

const tables = {
  ...Object.fromEntries(Object.entries(car).map(([k, rows]) => [`car.${k}`, rows])),
  ...Object.fromEntries(Object.entries(spot).map(([k, rows]) => [`spot.${k}`, rows])),
} as Record<string, readonly { id: string; name: string; displayOrder: number }[]>;

describe('the master data seed content (ADR 0014)', () => {
  it.each(Object.entries(tables))('%s has slug ids and names, each once, and a rising display order', (_table, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.id).toMatch(c.MASTER_ID_PATTERN);
      expect(row.id.length).toBeLessThanOrEqual(c.MASTER_ID_MAX_LENGTH);
      expect(row.name.trim().length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.length).toBeLessThanOrEqual(c.MASTER_LIST_MAX);
  });

  it('has unique names where the database asks for them', () => {
    for (const rows of [car.kinds, car.basicFacilities, car.additionalFacilities, car.rules, car.manufacturers, ...Object.values(spot)]) {
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    }
    const modelNames = car.models.map((m) => `${m.carManufacturerId}/${m.name}`);
    expect(new Set(modelNames).size).toBe(modelNames.length);
    const variantNames = car.variants.map((v) => `${v.carModelId}/${v.name}`);
    expect(new Set(variantNames).size).toBe(variantNames.length);
  });

  it('gives every car a known model, kind and facilities, and passes the contract’s shape', () => {
    const models = new Set(car.models.map((m) => m.id));
    const kinds = new Set(car.kinds.map((k) => k.id));
    const facilities = new Set(car.basicFacilities.map((f) => f.id));
    for (const v of car.variants) {
      expect(models.has(v.carModelId), v.id).toBe(true);
      expect(kinds.has(v.carKindId), v.id).toBe(true);
      for (const f of v.basicFacilityIds) expect(facilities.has(f), `${v.id}: ${f}`).toBe(true);
      c.carVariant.parse({ ...v, basicFacilityIds: v.basicFacilityIds });
      // A camper sleeps somebody; an everyday car with beds is a camper.
      const campervan = car.kinds.find((k) => k.id === v.carKindId)!.isCampervan;
      expect(v.sleepingCapacity > 0, v.id).toBe(campervan || v.basicFacilityIds.includes('bed-kit'));
      expect(v.sizeClass === 'Small', v.id).toBe(v.lengthMm !== null && v.lengthMm <= 3400 && v.widthMm! <= 1480);
    }
    for (const k of car.kinds) c.carKind.parse(k);
    for (const f of car.basicFacilities) c.carBasicFacility.parse(f);
    for (const o of car.additionalFacilities) c.carAdditionalFacility.parse(o);
    for (const m of car.manufacturers) c.carManufacturer.parse(m);
    for (const t of spot.types) c.spotType.parse(t);
    for (const o of spot.additionalFacilities) c.spotAdditionalFacility.parse(o);
  });

  it('covers the makes and models common in car share and campervans', () => {
    const modelNames = new Set(car.models.map((m) => m.name));
    for (const name of [
      'ハイエース',
      'キャラバン',
      'ボンゴ',
      'N-VAN',
      'カムロード',
      'エブリイ',
      'ハイゼット',
      'デリカD:5',
      'エルフ',
      'デュカト',
    ]) {
      expect(modelNames.has(name), name).toBe(true);
    }
    // Every active manufacturer has models, and every model has cars: the form never dead-ends.
    for (const maker of car.manufacturers)
      expect(
        car.models.some((m) => m.carManufacturerId === maker.id),
        maker.id,
      ).toBe(true);
    for (const model of car.models)
      expect(
        car.variants.some((v) => v.carModelId === model.id),
        model.id,
      ).toBe(true);
    expect(new Set(car.variants.map((v) => v.sizeClass))).toEqual(new Set(['Small', 'Standard', 'SemiMedium']));
  });
});
