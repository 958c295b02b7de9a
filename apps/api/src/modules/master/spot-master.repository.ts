import type { SpotAdditionalFacility, SpotBasicFacility, SpotRule, SpotSurroundingFacility, SpotType } from '@kurumatabi/contract';
import type { Db } from '../../db/client.js';
import { spotAdditionalFacilities, spotBasicFacilities, spotRules, spotSurroundingFacilities, spotTypes } from '../../db/schema/index.js';
import { activeRows } from './active-rows.js';

/** Reads of the spot master: each answers the Active rows of one table in display order. */
export function createSpotMasterRepository(db: Db) {
  async function types(): Promise<SpotType[]> {
    const { where, orderBy, limit } = activeRows(spotTypes);
    return db
      .select({ id: spotTypes.id, name: spotTypes.name, description: spotTypes.description, spotKind: spotTypes.spotKind })
      .from(spotTypes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  /** The tables whose rows are only a name and a description. */
  async function named(table: typeof spotBasicFacilities | typeof spotSurroundingFacilities | typeof spotRules) {
    const { where, orderBy, limit } = activeRows(table);
    return db
      .select({ id: table.id, name: table.name, description: table.description })
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  async function additionalFacilities(): Promise<SpotAdditionalFacility[]> {
    const t = spotAdditionalFacilities;
    const { where, orderBy, limit } = activeRows(t);
    return db
      .select({ id: t.id, name: t.name, description: t.description, suggestedPrice: t.suggestedPrice, priceUnit: t.priceUnit })
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit);
  }

  return {
    types,
    basicFacilities: (): Promise<SpotBasicFacility[]> => named(spotBasicFacilities),
    additionalFacilities,
    surroundingFacilities: (): Promise<SpotSurroundingFacility[]> => named(spotSurroundingFacilities),
    rules: (): Promise<SpotRule[]> => named(spotRules),
  };
}

export type SpotMasterRepository = ReturnType<typeof createSpotMasterRepository>;
