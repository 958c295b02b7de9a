import type { CarSearchFilters, SearchSort } from '@kurumatabi/contract';
import type { CarServiceType, VerificationStatus } from '@kurumatabi/contract/enums';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
  userLocations,
  users,
  type CarRow,
  type UserLocationRow,
} from '../../db/schema/index.js';
import { createDetailReader, createListingsRepository, listedDocumentsByIds, type DbOrTx } from '../listings/listings.repository.js';
import {
  containsAll,
  countListings,
  freeBetween,
  keywordConditions,
  listingCount,
  oneOf,
  type ListingCount,
} from '../listings/search-sql.js';
import { executePrepared } from '../../db/prepared.js';
import type { CarNames } from './car-documents.js';

export type CarInsert = typeof cars.$inferInsert;
export type CarUpdate = Partial<Omit<CarInsert, 'id' | 'ownerUserId' | 'createdAt'>>;

/** ORDER BY exactly as the partial indexes of migrations 0003 and 0011 are built, so a page is read in index order. */
const carOrder: Record<SearchSort, SQL> = {
  popular: sql`${cars.popularity} desc nulls last, ${cars.id}`,
  newest: sql`${cars.publishedAt} desc nulls last, ${cars.id}`,
  priceAsc: sql`${cars.pricePerDay}, ${cars.id}`,
  priceDesc: sql`${cars.pricePerDay} desc, ${cars.id} desc`,
  // Best rated first, the more reviewed first among equals; listings without a review last (ADR 0027, migration 0011).
  rating: sql`${cars.ratingAverage} desc nulls last, ${cars.ratingCount} desc, ${cars.id}`,
};

/** The WHERE of a car search: `listed` and the service type always, then only the filters given. */
export function carSearchWhere(f: CarSearchFilters): SQL {
  const conditions: SQL[] = [
    sql`${cars.listed}`,
    sql`${cars.serviceType} = ${f.serviceType}`,
    ...(f.region !== undefined ? [sql`${cars.region} = ${f.region}`] : []),
    ...(f.prefecture !== undefined ? [sql`${cars.prefecture} = ${f.prefecture}`] : []),
    ...(f.people !== undefined ? [sql`${cars.seats} >= ${f.people}`] : []),
    ...(f.sleeping !== undefined ? [sql`${cars.sleepingCapacity} >= ${f.sleeping}`] : []),
    ...(f.priceMin !== undefined ? [sql`${cars.pricePerDay} >= ${f.priceMin}`] : []),
    ...(f.priceMax !== undefined ? [sql`${cars.pricePerDay} <= ${f.priceMax}`] : []),
    ...oneOf(cars.carKindId, f.carKindIds),
    ...containsAll(cars.basicFacilityIds, f.facilityIds),
    ...freeBetween(cars.busy, f.from, f.to),
    ...keywordConditions(f.keyword, { searchText: cars.searchText, searchGrams: cars.searchGrams }),
    ...(f.ratingMin !== undefined ? [sql`${cars.ratingAverage} >= ${f.ratingMin}`] : []),
  ];
  return sql.join(conditions, sql` and `);
}

/** The two statements of a search: the page of stored cards and the capped count (the benchmark EXPLAINs them). */
export function carSearchQueries(filters: CarSearchFilters): { page: SQL; count: ListingCount } {
  const where = carSearchWhere(filters);
  const order = carOrder[filters.sort];
  const tail = sql`from ${cars} where ${where} order by ${order} limit ${filters.limit} offset ${filters.offset}`;
  return {
    // Ids only: the cards come from the cache's shelf, or cardsByIds for the ones not in memory (ADR 0018).
    page: sql`select ${cars.id} as id ${tail}`,
    count: listingCount(sql`${cars}`, where, order, filters.keyword),
  };
}

export function createCarsRepository(db: DbOrTx) {
  const listings = createListingsRepository(db);
  const readCards = listedDocumentsByIds(db, cars, cars.cardJson, 'cards_of_cars');

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

  /** Takes the owner's listing lock (parallel creates cannot pass the limit) and counts their cars. */
  async function lockAndCountOwned(ownerUserId: string): Promise<number> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('cars'), hashtext(${ownerUserId}))`);
    const [row] = await db.select({ n: count() }).from(cars).where(eq(cars.ownerUserId, ownerUserId));
    return row?.n ?? 0;
  }

  async function insert(values: CarInsert): Promise<CarRow> {
    const [row] = await db.insert(cars).values(values).returning();
    if (!row) throw new Error('car insert returned nothing');
    return row;
  }

  /** The owner's car, locked for the rest of the transaction; another owner's id is null. */
  async function lockOwned(ownerUserId: string, id: string): Promise<CarRow | null> {
    const [row] = await db
      .select()
      .from(cars)
      .where(and(eq(cars.id, id), eq(cars.ownerUserId, ownerUserId)))
      .for('update');
    return row ?? null;
  }

  /** Every listing of an owner, locked (a suspension or its lifting renders them all again, ADR 0033). */
  async function lockAllOfOwner(ownerUserId: string): Promise<CarRow[]> {
    return db.select().from(cars).where(eq(cars.ownerUserId, ownerUserId)).orderBy(cars.id).for('update');
  }

  async function lockById(id: string): Promise<CarRow | null> {
    const [row] = await db.select().from(cars).where(eq(cars.id, id)).for('update');
    return row ?? null;
  }

  async function findById(id: string): Promise<CarRow | null> {
    const [row] = await db.select().from(cars).where(eq(cars.id, id));
    return row ?? null;
  }

  /**
   * Only the public documents, without touching `updated_at` (the owner's list sorts by it): the
   * rating changed, nothing the owner wrote (ADR 0027).
   */
  async function setDocuments(id: string, documents: { cardJson: string; detailJson: string }): Promise<void> {
    await db.update(cars).set(documents).where(eq(cars.id, id));
  }

  async function update(id: string, set: CarUpdate): Promise<CarRow> {
    const [row] = await db
      .update(cars)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(cars.id, id))
      .returning();
    if (!row) throw new Error(`car ${id} vanished`);
    return row;
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
        .select({ car: cars, modelName: carModels.name })
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

  /** One page of stored cards and the capped count, in parallel. */
  async function search(
    filters: CarSearchFilters,
    /** Where the count may come from a cache (the service's, keyed without sort and page). */
    countThrough: (load: () => Promise<number>) => Promise<number> = (load) => load(),
  ): Promise<{ ids: string[]; n: number }> {
    const queries = carSearchQueries(filters);
    // Two statements on two connections at once: measured faster than one statement carrying both (ADR 0015).
    const [page, n] = await Promise.all([
      executePrepared<{ id: string }>(db, queries.page),
      countThrough(() => countListings(db, queries.count)),
    ]);
    return { ids: page.map((r) => r.id), n };
  }

  /** The stored cards of the ids that are still listed, by id (one prepared statement). */
  async function cardsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await readCards(ids);
    return new Map(rows.map((row) => [row.id, row.json]));
  }

  /** The most popular listed cards; without a service type, the two index-ordered lists merged. */
  async function popular(serviceType: CarServiceType | undefined, limit: number): Promise<string[]> {
    const one = (type: CarServiceType) =>
      sql`(select ${cars.cardJson} as card_json, ${cars.popularity} as popularity, ${cars.id} as id from ${cars} where ${cars.listed} and ${cars.serviceType} = ${type} order by ${carOrder.popular} limit ${limit})`;
    const query =
      serviceType !== undefined
        ? one(serviceType)
        : sql`select card_json from (${one('CarShare')} union all ${one('RentalCar')}) both_types order by popularity desc, id limit ${limit}`;
    const result = await db.execute<{ card_json: string }>(query);
    return result.rows.map((r) => r.card_json);
  }

  /** The viewer's facts about the page's cars, read by primary key. */
  async function viewerFacts(userId: string, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { isFavorite: boolean; isOwner: boolean }>();
    const rows = await db
      .select({
        id: cars.id,
        isOwner: sql<boolean>`${cars.ownerUserId} = ${userId}`,
        isFavorite: sql<boolean>`exists (select 1 from ${carFavorites} where ${carFavorites.userId} = ${userId} and ${carFavorites.carId} = ${cars.id})`,
      })
      .from(cars)
      .where(inArray(cars.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { isFavorite: r.isFavorite, isOwner: r.isOwner }]));
  }

  /**
   * Adds or removes a favourite and keeps the car's popularity (its favourite count) in the same
   * transaction. Adding needs a listed car: false when there is none. Idempotent.
   */
  async function setFavorite(userId: string, carId: string, favorite: boolean): Promise<boolean> {
    if (favorite) {
      const [car] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.listed, true)))
        .for('update');
      if (!car) return false;
      const added = await db.insert(carFavorites).values({ userId, carId }).onConflictDoNothing().returning({ carId: carFavorites.carId });
      if (added.length > 0)
        await db
          .update(cars)
          .set({ popularity: sql`${cars.popularity} + 1` })
          .where(eq(cars.id, carId));
      return true;
    }
    const removed = await db
      .delete(carFavorites)
      .where(and(eq(carFavorites.userId, userId), eq(carFavorites.carId, carId)))
      .returning({ carId: carFavorites.carId });
    if (removed.length > 0)
      await db
        .update(cars)
        .set({ popularity: sql`greatest(${cars.popularity} - 1, 0)` })
        .where(eq(cars.id, carId));
    return true;
  }

  /** The user's favourite cars that are still listed, the latest favourite first. */
  async function favoritesPage(userId: string, limit: number, offset: number) {
    const where = and(eq(carFavorites.userId, userId), eq(cars.listed, true));
    const [items, [total]] = await Promise.all([
      db
        .select({ id: cars.id, cardJson: cars.cardJson, isOwner: sql<boolean>`${cars.ownerUserId} = ${userId}` })
        .from(carFavorites)
        .innerJoin(cars, eq(cars.id, carFavorites.carId))
        .where(where)
        .orderBy(desc(carFavorites.createdAt), desc(carFavorites.carId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(carFavorites).innerJoin(cars, eq(cars.id, carFavorites.carId)).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  const withOwner = { car: cars, owner: { id: users.id, name: users.name, email: users.email } };

  async function verificationPage(status: VerificationStatus, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      db
        .select(withOwner)
        .from(cars)
        .innerJoin(users, eq(users.id, cars.ownerUserId))
        .where(eq(cars.verificationStatus, status))
        .orderBy(asc(cars.submittedAt), asc(cars.updatedAt), asc(cars.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(cars).where(eq(cars.verificationStatus, status)),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async function findWithOwner(id: string) {
    const [row] = await db.select(withOwner).from(cars).innerJoin(users, eq(users.id, cars.ownerUserId)).where(eq(cars.id, id));
    return row ?? null;
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

  return {
    /** The connection or transaction this repository runs on (other repositories join it). */
    db,
    listings,
    activeVariant,
    lockAndCountOwned,
    insert,
    lockOwned,
    lockById,
    lockAllOfOwner,
    findById,
    update,
    ownedLocation,
    names,
    pageOwned,
    search,
    cardsByIds,
    setDocuments,
    popular,
    viewerFacts,
    setFavorite,
    favoritesPage,
    verificationPage,
    findWithOwner,
    lockAtLocation,
    listedInsurance,
  };
}

export type CarsRepository = ReturnType<typeof createCarsRepository>;

/** The hot read of show-car (`createDetailReader`). */
export const createCarDetailReader = (db: Db) => createDetailReader(db, cars);

/** Runs `work` in one transaction with the car repository bound to it. */
export function inCarTransaction<T>(db: Db, work: (repository: CarsRepository) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(createCarsRepository(tx)));
}
