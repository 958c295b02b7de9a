import type { SpotSearchFilters } from '@kurumatabi/contract';
import type { SpotKind } from '@kurumatabi/contract/enums';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  spotAdditionalFacilities,
  spotBasicFacilities,
  spotFavorites,
  spotPlans,
  spotRules,
  spots,
  spotSurroundingFacilities,
  spotTypes,
  type SpotPlanRow,
  type SpotRow,
} from '../../db/schema/index.js';
import { createDetailReader, createListingsRepository, type DbOrTx } from '../listings/listings.repository.js';
import { createListingTableRepository, type ListingTables } from '../listings/listing-table.repository.js';
import { judgeSpots } from '../listings/ruled-search.js';
import {
  kindSearch,
  ruledCandidates,
  searchQueries,
  type ListingCount,
  type OwnConditions,
  type RuledVerdict,
} from '../listings/search-sql.js';
import type { SpotNames } from './spot-documents.js';

export type SpotInsert = typeof spots.$inferInsert;
export type SpotUpdate = Partial<Omit<SpotInsert, 'id' | 'ownerUserId' | 'createdAt'>>;
export type PlanValues = Omit<typeof spotPlans.$inferInsert, 'spotId' | 'position' | 'createdAt' | 'updatedAt' | 'withdrawnAt'>;

/** The spot columns a search filters and sorts on (a group's size, the cheapest plan); their orders are built once. */
const SPOT_SEARCH = kindSearch({
  table: spots,
  people: spots.maxPeople,
  price: spots.priceFrom,
  typeId: spots.spotTypeId,
  withRules: sql`listing_rules lr join spot_plans lp on lp.id = lr.spot_plan_id and lp.withdrawn_at is null join ${spots} on ${spots.id} = lp.spot_id`,
});

/** A spot search's own conditions: the spot's kind when given. */
function spotConditions(f: SpotSearchFilters): OwnConditions {
  return { conditions: f.spotKind !== undefined ? [sql`${spots.spotKind} = ${f.spotKind}`] : [], typeIds: f.spotTypeIds };
}

/** The two statements of a spot search (with `ruled`: a dated search's spots with plans with rules judged by the engine). */
export function spotSearchQueries(f: SpotSearchFilters, ruled?: RuledVerdict): { page: SQL; count: ListingCount } {
  return searchQueries(SPOT_SEARCH, f, spotConditions(f), ruled);
}

/** The spots' tables for the queries every kind shares. */
const SPOT_TABLES: ListingTables<SpotSearchFilters> = {
  table: spots,
  favorites: spotFavorites,
  favoriteListingId: spotFavorites.spotId,
  favoriteListingKey: 'spotId',
  searchQueries: spotSearchQueries,
  ruledCandidates: (f) => ruledCandidates(SPOT_SEARCH, f, spotConditions(f)),
  judge: judgeSpots,
};

export function createSpotsRepository(db: DbOrTx) {
  const listings = createListingsRepository(db);
  const shared = createListingTableRepository<SpotRow, SpotInsert, SpotUpdate, SpotSearchFilters>(db, SPOT_TABLES);

  async function activeType(id: string) {
    const [row] = await db
      .select()
      .from(spotTypes)
      .where(and(eq(spotTypes.id, id), eq(spotTypes.activity, 'Active')));
    return row ?? null;
  }

  /** The spot's current (not withdrawn) plans in order. */
  async function currentPlans(spotId: string): Promise<SpotPlanRow[]> {
    return db
      .select()
      .from(spotPlans)
      .where(and(eq(spotPlans.spotId, spotId), isNull(spotPlans.withdrawnAt)))
      .orderBy(asc(spotPlans.position), asc(spotPlans.createdAt));
  }

  /** The current plans of many spots, by spot id. */
  async function plansCount(spotIds: readonly string[]): Promise<Map<string, number>> {
    if (spotIds.length === 0) return new Map();
    const rows = await db
      .select({ spotId: spotPlans.spotId, n: count() })
      .from(spotPlans)
      .where(and(inArray(spotPlans.spotId, [...spotIds]), isNull(spotPlans.withdrawnAt)))
      .groupBy(spotPlans.spotId);
    return new Map(rows.map((r) => [r.spotId, r.n]));
  }

  /**
   * Replaces the current plans: a plan with an id is updated in place, one without is added, a
   * current plan left out is withdrawn (reservations keep it). The ids must be current plans of the spot.
   */
  async function replacePlans(spotId: string, plans: readonly (PlanValues & { id?: string | undefined })[]): Promise<SpotPlanRow[]> {
    const keptIds = plans.flatMap((p) => (p.id ? [p.id] : []));
    await db
      .update(spotPlans)
      .set({ withdrawnAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(spotPlans.spotId, spotId),
          isNull(spotPlans.withdrawnAt),
          ...(keptIds.length > 0 ? [notInArray(spotPlans.id, keptIds)] : []),
        ),
      );
    for (const [position, plan] of plans.entries()) {
      const { id, ...values } = plan;
      const updated = id
        ? await db
            .update(spotPlans)
            .set({ ...values, position, updatedAt: sql`now()` })
            .where(and(eq(spotPlans.id, id), eq(spotPlans.spotId, spotId)))
            .returning({ id: spotPlans.id })
        : [];
      // A new plan, or one whose id a pending change reserved (ADR 0023) and that is now verified.
      if (updated.length === 0) await db.insert(spotPlans).values({ ...values, ...(id ? { id } : {}), spotId, position });
    }
    return currentPlans(spotId);
  }

  async function names(
    spot: Pick<SpotRow, 'spotTypeId' | 'basicFacilityIds' | 'options' | 'surroundingFacilityIds' | 'ruleIds'>,
  ): Promise<SpotNames> {
    // One after another: inside a transaction all queries share one connection.
    const types = await listings.named(spotTypes, [spot.spotTypeId]);
    const basicFacilities = await listings.named(spotBasicFacilities, spot.basicFacilityIds);
    const options = await listings.named(
      spotAdditionalFacilities,
      spot.options.map((o) => o.additionalFacilityId),
    );
    const surroundingFacilities = await listings.named(spotSurroundingFacilities, spot.surroundingFacilityIds);
    const rules = await listings.named(spotRules, spot.ruleIds);
    const type = types[0];
    if (!type) throw new Error(`spot type ${spot.spotTypeId} vanished`);
    return {
      spotType: { id: type.id, name: type.name },
      basicFacilities,
      optionNames: new Map(options.map((o) => [o.id, o.name])),
      surroundingFacilities,
      rules,
    };
  }

  async function pageOwned(ownerUserId: string, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select({ listing: spots, spotTypeName: spotTypes.name })
        .from(spots)
        .innerJoin(spotTypes, eq(spotTypes.id, spots.spotTypeId))
        .where(eq(spots.ownerUserId, ownerUserId))
        .orderBy(desc(spots.updatedAt), desc(spots.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(spots).where(eq(spots.ownerUserId, ownerUserId)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async function popular(spotKind: SpotKind | undefined, limit: number): Promise<string[]> {
    const kind = spotKind !== undefined ? sql` and ${spots.spotKind} = ${spotKind}` : sql``;
    const result = await db.execute<{ card_json: string }>(
      sql`select ${spots.cardJson} as card_json from ${spots} where ${spots.listed}${kind} order by ${SPOT_SEARCH.orders.popular} limit ${limit}`,
    );
    return result.rows.map((r) => r.card_json);
  }

  return {
    /** The connection or transaction this repository runs on (other repositories join it). */
    ...shared,
    listings,
    activeType,
    currentPlans,
    plansCount,
    replacePlans,
    names,
    pageOwned,
    popular,
  };
}

export type SpotsRepository = ReturnType<typeof createSpotsRepository>;

/** The hot read of show-spot (`createDetailReader`). */
export const createSpotDetailReader = (db: Db) => createDetailReader(db, spots);

export function inSpotTransaction<T>(db: Db, work: (repository: SpotsRepository) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createSpotsRepository(tx)));
}
