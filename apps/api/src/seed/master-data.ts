import type { Db } from '../db/client.js';
import {
  carAdditionalFacilities,
  carBasicFacilities,
  carKinds,
  carManufacturers,
  carModels,
  carRules,
  carVariants,
  spotAdditionalFacilities,
  spotBasicFacilities,
  spotRules,
  spotSurroundingFacilities,
  spotTypes,
} from '../db/schema/index.js';
import * as carOptions from './content/car-master-options.js';
import { carManufacturers as carTree } from './content/car-models/index.js';
import * as spot from './content/spot-master.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Display order from a list's position, in steps of 10 so that an operator can slot rows in between. */
const ordered = <T>(rows: readonly T[]) => rows.map((row, i) => ({ ...row, displayOrder: (i + 1) * 10, activity: 'Active' as const }));

/** The car master's rows, table by table, from the content files. */
export function carMasterRows() {
  const models = carTree.flatMap((maker) => maker.models.map((model) => ({ ...model, carManufacturerId: maker.id })));
  return {
    kinds: ordered(carOptions.carKinds),
    basicFacilities: ordered(carOptions.carBasicFacilities),
    additionalFacilities: ordered(carOptions.carAdditionalFacilities),
    rules: ordered(carOptions.carRules),
    manufacturers: ordered(carTree.map(({ models: _models, ...maker }) => maker)),
    models: carTree.flatMap((maker) =>
      ordered(maker.models.map((model) => ({ id: model.id, name: model.name, carManufacturerId: maker.id }))),
    ),
    variants: models.flatMap((model) =>
      ordered(
        model.variants.map((v) => ({
          id: `${model.id}-${v.key}`,
          carModelId: model.id,
          name: v.name,
          carKindId: v.kind,
          sizeClass: v.size,
          doorCount: v.doors ?? ('Four' as const),
          steeringSide: v.steering ?? ('Right' as const),
          transmission: v.transmission ?? ('Automatic' as const),
          fuelType: v.fuel,
          seats: v.seats,
          sleepingCapacity: v.sleeps,
          lengthMm: v.mm?.[0] ?? null,
          widthMm: v.mm?.[1] ?? null,
          heightMm: v.mm?.[2] ?? null,
          basicFacilityIds: [...new Set(v.facilities)],
        })),
      ),
    ),
  };
}

/** The spot master's rows, table by table, from the content file. */
export function spotMasterRows() {
  return {
    types: ordered(spot.spotTypes),
    basicFacilities: ordered(spot.spotBasicFacilities),
    additionalFacilities: ordered(spot.spotAdditionalFacilities),
    surroundingFacilities: ordered(spot.spotSurroundingFacilities),
    rules: ordered(spot.spotRules),
  };
}

/**
 * Inserts the master rows that the database does not have yet (ADR 0014): idempotent, and a later
 * release's new rows reach an existing database without touching the rows it already has.
 * Returns how many rows were inserted. Parents first (manufacturers → models → variants).
 */
export async function seedMasterData(tx: Tx): Promise<number> {
  const car = carMasterRows();
  const spots = spotMasterRows();
  // Keyed by the stable id: rows already there (perhaps edited or deactivated by an operator) stay as they are.
  const counts = [
    await tx.insert(carKinds).values(car.kinds).onConflictDoNothing().returning({ id: carKinds.id }),
    await tx.insert(carBasicFacilities).values(car.basicFacilities).onConflictDoNothing().returning({ id: carBasicFacilities.id }),
    await tx
      .insert(carAdditionalFacilities)
      .values(car.additionalFacilities)
      .onConflictDoNothing()
      .returning({ id: carAdditionalFacilities.id }),
    await tx.insert(carRules).values(car.rules).onConflictDoNothing().returning({ id: carRules.id }),
    await tx.insert(carManufacturers).values(car.manufacturers).onConflictDoNothing().returning({ id: carManufacturers.id }),
    await tx.insert(carModels).values(car.models).onConflictDoNothing().returning({ id: carModels.id }),
    await tx.insert(carVariants).values(car.variants).onConflictDoNothing().returning({ id: carVariants.id }),
    await tx.insert(spotTypes).values(spots.types).onConflictDoNothing().returning({ id: spotTypes.id }),
    await tx.insert(spotBasicFacilities).values(spots.basicFacilities).onConflictDoNothing().returning({ id: spotBasicFacilities.id }),
    await tx
      .insert(spotAdditionalFacilities)
      .values(spots.additionalFacilities)
      .onConflictDoNothing()
      .returning({ id: spotAdditionalFacilities.id }),
    await tx
      .insert(spotSurroundingFacilities)
      .values(spots.surroundingFacilities)
      .onConflictDoNothing()
      .returning({ id: spotSurroundingFacilities.id }),
    await tx.insert(spotRules).values(spots.rules).onConflictDoNothing().returning({ id: spotRules.id }),
  ];
  const inserted = counts.reduce((sum, rows) => sum + rows.length, 0);
  return inserted;
}
