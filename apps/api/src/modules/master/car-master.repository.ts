import type { CarAdditionalFacility, CarBasicFacility, CarKind, CarManufacturer, CarModel, CarRule } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import {
  carAdditionalFacilities,
  carBasicFacilities,
  carKinds,
  carManufacturers,
  carModels,
  carRules,
  carVariants,
  type CarVariantRow,
} from '../../db/schema/index.js';
import { activeRows } from './active-rows.js';

/** Reads of the car master: each answers the Active rows of one table in display order. */
export function createCarMasterRepository(db: Db) {
  async function kinds(): Promise<CarKind[]> {
    const { where, orderBy, limit } = activeRows(carKinds);
    return db
      .select({ id: carKinds.id, name: carKinds.name, description: carKinds.description, isCampervan: carKinds.isCampervan })
      .from(carKinds)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  async function basicFacilities(): Promise<CarBasicFacility[]> {
    const t = carBasicFacilities;
    const { where, orderBy, limit } = activeRows(t);
    return db
      .select({ id: t.id, name: t.name, description: t.description, category: t.category })
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  async function additionalFacilities(): Promise<CarAdditionalFacility[]> {
    const t = carAdditionalFacilities;
    const { where, orderBy, limit } = activeRows(t);
    return db
      .select({ id: t.id, name: t.name, description: t.description, suggestedPrice: t.suggestedPrice, priceUnit: t.priceUnit })
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  async function rules(): Promise<CarRule[]> {
    const { where, orderBy, limit } = activeRows(carRules);
    return db
      .select({ id: carRules.id, name: carRules.name, description: carRules.description })
      .from(carRules)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  async function manufacturers(): Promise<CarManufacturer[]> {
    const t = carManufacturers;
    const { where, orderBy, limit } = activeRows(t);
    return db
      .select({ id: t.id, name: t.name, englishName: t.englishName, imported: t.imported })
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  /** Every Active model, of whichever manufacturer (the service keeps those of Active manufacturers). */
  async function models(): Promise<CarModel[]> {
    const { where, orderBy } = activeRows(carModels);
    return db
      .select({ id: carModels.id, carManufacturerId: carModels.carManufacturerId, name: carModels.name })
      .from(carModels)
      .where(where)
      .orderBy(...orderBy);
  }

  /** Every Active variant, of whichever model (the service keeps those of reachable models). */
  async function variants(): Promise<CarVariantRow[]> {
    const { where, orderBy } = activeRows(carVariants);
    return db
      .select()
      .from(carVariants)
      .where(where)
      .orderBy(...orderBy);
  }

  return { kinds, basicFacilities, additionalFacilities, rules, manufacturers, models, variants };
}

export type CarMasterRepository = ReturnType<typeof createCarMasterRepository>;
