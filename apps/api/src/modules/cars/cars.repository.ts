import type { CarSearchFilters } from '@kurumatabi/contract';
import type { CarServiceType } from '@kurumatabi/contract/enums';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  carAdditionalFacilities,
  carBasicFacilities,
  carFavorites,
  carKinds,
  carManufacturers,
  carModels,
  carRules,
  cars,
  carVariants,
  listingRules,
  userLocations,
  type CarRow,
  type UserLocationRow,
} from '../../db/schema/index.js';
import { createDetailReader, createListingsRepository, type DbOrTx } from '../listings/listings.repository.js';
import { createListingTableRepository, type ListingTables } from '../listings/listing-table.repository.js';
import { judgeCars } from '../listings/ruled-search.js';
import {
  kindSearch,
  ruledCandidates,
  searchQueries,
  type ListingCount,
  type OwnConditions,
  type RuledVerdict,
} from '../listings/search-sql.js';
import type { CarNames } from './car-documents.js';

export type CarInsert = typeof cars.$inferInsert;
export type CarUpdate = Partial<Omit<CarInsert, 'id' | 'ownerUserId' | 'createdAt'>>;

/** The car columns a search filters and sorts on; their orders are built once. */
const CAR_SEARCH = kindSearch({
  table: cars,
  people: cars.seats,
  price: cars.pricePerDay,
  typeId: cars.carKindId,
  withRules: sql`listing_rules lr join ${cars} on ${cars.id} = lr.car_id`,
});

/** A car search's own conditions: the service type always, the beds when given. */
function carConditions(f: CarSearchFilters): OwnConditions {
  const conditions = [
    sql`${cars.serviceType} = ${f.serviceType}`,
    ...(f.sleeping !== undefined ? [sql`${cars.sleepingCapacity} >= ${f.sleeping}`] : []),
  ];
  return { conditions, typeIds: f.carKindIds };
}

/** The two statements of a car search (with `ruled`: a dated search's cars with rules judged by the engine). */
export function carSearchQueries(f: CarSearchFilters, ruled?: RuledVerdict): { page: SQL; count: ListingCount } {
  return searchQueries(CAR_SEARCH, f, carConditions(f), ruled);
}

/** The cars' tables for the queries every kind shares. */
const CAR_TABLES: ListingTables<CarSearchFilters> = {
  table: cars,
  favorites: carFavorites,
  favoriteListingId: carFavorites.carId,
  favoriteListingKey: 'carId',
  searchQueries: carSearchQueries,
  ruledCandidates: (f) => ruledCandidates(CAR_SEARCH, f, carConditions(f)),
  judge: judgeCars,
};

export function createCarsRepository(db: DbOrTx) {
  const listings = createListingsRepository(db);
  const shared = createListingTableRepository<CarRow, CarInsert, CarUpdate, CarSearchFilters>(db, CAR_TABLES);

  /** A variant whose model and manufacturer are Active too (ADR 0014), or null. */
  async function activeVariant(id: string) {
    const [row] = await db
      .select({ variant: carVariants })
      .from(carVariants)
      .innerJoin(carModels, eq(carModels.id, carVariants.carModelId))
      .innerJoin(carManufacturers, eq(carManufacturers.id, carModels.carManufacturerId))
      .where(
        and(
          eq(carVariants.id, id),
          eq(carVariants.activity, 'Active'),
          eq(carModels.activity, 'Active'),
          eq(carManufacturers.activity, 'Active'),
        ),
      );
    return row?.variant ?? null;
  }

  async function ownedLocation(ownerUserId: string, id: string): Promise<UserLocationRow | null> {
    const [row] = await db
      .select()
      .from(userLocations)
      .where(and(eq(userLocations.id, id), eq(userLocations.userId, ownerUserId)));
    return row ?? null;
  }

  /** The master names the car's documents show (whatever their activity: a listing keeps its references). */
  async function names(car: Pick<CarRow, 'carVariantId' | 'carKindId' | 'basicFacilityIds' | 'options' | 'ruleIds'>): Promise<CarNames> {
    // One after another: inside a transaction all queries share one connection.
    const [tree] = await db
      .select({ variantName: carVariants.name, modelName: carModels.name, manufacturerName: carManufacturers.name })
      .from(carVariants)
      .innerJoin(carModels, eq(carModels.id, carVariants.carModelId))
      .innerJoin(carManufacturers, eq(carManufacturers.id, carModels.carManufacturerId))
      .where(eq(carVariants.id, car.carVariantId));
    const kinds = await listings.named(carKinds, car.carKindId ? [car.carKindId] : []);
    const basicFacilities = await listings.named(carBasicFacilities, car.basicFacilityIds, { category: carBasicFacilities.category });
    const options = await listings.named(
      carAdditionalFacilities,
      car.options.map((o) => o.additionalFacilityId),
    );
    const rules = await listings.named(carRules, car.ruleIds);
    if (!tree) throw new Error(`car variant ${car.carVariantId} vanished`);
    const kind = kinds[0];
    return {
      ...tree,
      carKind: kind ? { id: kind.id, name: kind.name } : null,
      basicFacilities,
      optionNames: new Map(options.map((o) => [o.id, o.name])),
      rules,
    };
  }

  /** The owner's cars, the latest change first, with the model's name. */
  async function pageOwned(ownerUserId: string, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select({ listing: cars, modelName: carModels.name })
        .from(cars)
        .innerJoin(carVariants, eq(carVariants.id, cars.carVariantId))
        .innerJoin(carModels, eq(carModels.id, carVariants.carModelId))
        .where(eq(cars.ownerUserId, ownerUserId))
        .orderBy(desc(cars.updatedAt), desc(cars.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(cars).where(eq(cars.ownerUserId, ownerUserId)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** The most popular listed cards; without a service type, the two index-ordered lists merged. */
  async function popular(serviceType: CarServiceType | undefined, limit: number): Promise<string[]> {
    const one = (type: CarServiceType) =>
      sql`(select ${cars.cardJson} as card_json, ${cars.popularity} as popularity, ${cars.id} as id from ${cars} where ${cars.listed} and ${cars.serviceType} = ${type} order by ${CAR_SEARCH.orders.popular} limit ${limit})`;
    const query =
      serviceType !== undefined
        ? one(serviceType)
        : sql`select card_json from (${one('CarShare')} union all ${one('RentalCar')}) both_types order by popularity desc, id limit ${limit}`;
    const result = await db.execute<{ card_json: string }>(query);
    return result.rows.map((r) => r.card_json);
  }

  /** The cars picked up at a location, locked (their place copy follows the location). */
  async function lockAtLocation(locationId: string): Promise<CarRow[]> {
    return db.select().from(cars).where(eq(cars.locationId, locationId)).for('update');
  }

  /** The insurance of a listed car. */
  async function listedInsurance(id: string) {
    const [row] = await db
      .select({ insurancePricePerDay: cars.insurancePricePerDay })
      .from(cars)
      .where(and(eq(cars.id, id), eq(cars.listed, true)));
    return row ?? null;
  }

  /** The delivery bands of the car's rules, for its public detail (none: no rules, or none set). */
  async function deliveryBands(carId: string): Promise<{ upToKm: number; fee: number }[]> {
    const [row] = await db.select({ pricing: listingRules.pricing }).from(listingRules).where(eq(listingRules.carId, carId));
    return row?.pricing.deliveryBands ?? [];
  }

  return {
    /** The connection or transaction this repository runs on (other repositories join it). */
    ...shared,
    listings,
    activeVariant,
    ownedLocation,
    names,
    pageOwned,
    popular,
    lockAtLocation,
    listedInsurance,
    deliveryBands,
  };
}

export type CarsRepository = ReturnType<typeof createCarsRepository>;

/** The hot read of show-car (`createDetailReader`). */
export const createCarDetailReader = (db: Db) => createDetailReader(db, cars);

/** Runs `work` in one transaction with the car repository bound to it. */
export function inCarTransaction<T>(db: Db, work: (repository: CarsRepository) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createCarsRepository(tx)));
}
