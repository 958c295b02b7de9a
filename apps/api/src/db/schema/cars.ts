import type { PriceUnit } from '@kurumatabi/contract/enums';
import {
  CarServiceType,
  CarSizeClass,
  DoorCount,
  FuelType,
  Prefecture,
  Region,
  SteeringSide,
  Transmission,
} from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carKinds, carVariants } from './car-master.js';
import { inValues } from './enum-check.js';
import { listingChecks, listingColumns } from './listing-columns.js';
import { ratingColumns } from './rating-columns.js';
import { userLocations } from './user-locations.js';
import { users } from './users.js';

/** A paid option of a car, as stored. */
export interface CarOptionRow {
  additionalFacilityId: string;
  price: number;
  priceUnit: PriceUnit;
}

/** Car listings (ADR 0015). Search indexes are partial `WHERE listed`, in the sorts' orders. */
export const cars = pgTable(
  'cars',
  {
    ...listingColumns(),
    serviceType: text('service_type').notNull().$type<CarServiceType>(),
    carVariantId: text('car_variant_id')
      .notNull()
      .references(() => carVariants.id),
    carKindId: text('car_kind_id').references(() => carKinds.id),
    sizeClass: text('size_class').notNull().$type<CarSizeClass>(),
    doorCount: text('door_count').notNull().$type<DoorCount>(),
    steeringSide: text('steering_side').notNull().$type<SteeringSide>(),
    transmission: text('transmission').notNull().$type<Transmission>(),
    fuelType: text('fuel_type').notNull().$type<FuelType>(),
    seats: smallint('seats').notNull(),
    sleepingCapacity: smallint('sleeping_capacity').notNull(),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    modelYear: smallint('model_year'),
    basicFacilityIds: text('basic_facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    options: jsonb('options').notNull().$type<CarOptionRow[]>().default([]),
    ruleIds: text('rule_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationId: uuid('location_id').references(() => userLocations.id, { onDelete: 'set null' }),
    /** Copied from the pickup location, for search. */
    prefecture: text('prefecture').$type<Prefecture>(),
    region: text('region').$type<Region>(),
    city: text('city').notNull().default(''),
    pricePerDay: integer('price_per_day'),
    insurancePricePerDay: integer('insurance_price_per_day').notNull().default(0),
    cleaningFee: integer('cleaning_fee').notNull().default(0),
    minDays: smallint('min_days').notNull().default(1),
    maxDays: smallint('max_days').notNull().default(14),
    pickupTime: text('pickup_time').notNull().default('10:00'),
    returnTime: text('return_time').notNull().default('18:00'),
    ...ratingColumns(),
  },
  (t) => [
    ...listingChecks('cars', t),
    check('cars_service_type_check', inValues(t.serviceType, CarServiceType.values)),
    check('cars_size_class_check', inValues(t.sizeClass, CarSizeClass.values)),
    check('cars_door_count_check', inValues(t.doorCount, DoorCount.values)),
    check('cars_steering_side_check', inValues(t.steeringSide, SteeringSide.values)),
    check('cars_transmission_check', inValues(t.transmission, Transmission.values)),
    check('cars_fuel_type_check', inValues(t.fuelType, FuelType.values)),
    check('cars_prefecture_check', sql`${t.prefecture} is null or ${inValues(t.prefecture, Prefecture.values)}`),
    check('cars_region_check', sql`${t.region} is null or ${inValues(t.region, Region.values)}`),
    check('cars_seats_check', sql`${t.seats} between 1 and 30`),
    check('cars_sleeping_capacity_check', sql`${t.sleepingCapacity} between 0 and 10`),
    check(
      'cars_price_check',
      sql`(${t.pricePerDay} is null or ${t.pricePerDay} > 0) and ${t.insurancePricePerDay} >= 0 and ${t.cleaningFee} >= 0`,
    ),
    check('cars_days_check', sql`${t.minDays} >= 1 and ${t.maxDays} >= ${t.minDays}`),
    check(
      'cars_listed_check',
      sql`not ${t.listed} or (${t.prefecture} is not null and ${t.pricePerDay} is not null and ${t.cardJson} is not null)`,
    ),
    index('cars_owner_idx').on(t.ownerUserId, t.updatedAt.desc()),
    index('cars_review_idx').on(t.verificationStatus, t.submittedAt),
    index('cars_location_idx').on(t.locationId),
    // The sort indexes also INCLUDE the filter columns in migration 0003 (drizzle cannot declare INCLUDE).
    index('cars_popular_idx')
      .on(t.serviceType, t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('cars_pref_popular_idx')
      .on(t.serviceType, t.prefecture, t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('cars_region_popular_idx')
      .on(t.serviceType, t.region, t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('cars_price_idx')
      .on(t.serviceType, t.pricePerDay, t.id)
      .where(sql`listed`),
    index('cars_pref_price_idx')
      .on(t.serviceType, t.prefecture, t.pricePerDay, t.id)
      .where(sql`listed`),
    index('cars_newest_idx')
      .on(t.serviceType, t.publishedAt.desc(), t.id)
      .where(sql`listed`),
    index('cars_facilities_idx')
      .using('gin', t.basicFacilityIds)
      .where(sql`listed`),
    index('cars_search_text_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`listed`),
    index('cars_search_grams_idx')
      .using('gin', t.searchGrams)
      .where(sql`listed`),
  ],
);

export type CarRow = typeof cars.$inferSelect;

const dateRange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/**
 * Days a car cannot be booked: the owner's own (update-car-reserve-unavailable-dates replaces them)
 * and, with `reserve_id`, the days an active reservation holds (ADR 0016). Half-open date ranges
 * that never overlap (EXCLUDE in migration 0003), so a reservation never lands on an unavailable day.
 */
export const carUnavailablePeriods = pgTable(
  'car_unavailable_periods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    period: dateRange('period').notNull(),
    /**
     * The reservation holding these days; null for the owner's own. The foreign key (ON DELETE
     * CASCADE to reserves) is declared in migration 0004 only: reserves.ts imports this file.
     */
    reserveId: uuid('reserve_id'),
    /** The import feed whose event blocks these days (ADR 0057); null for the owner's own and a reservation's. */
    feedId: uuid('feed_id'),
  },
  (t) => [
    index('car_unavailable_periods_car_idx').on(t.carId),
    uniqueIndex('car_unavailable_periods_reserve_idx')
      .on(t.reserveId)
      .where(sql`reserve_id is not null`),
  ],
);

export const carFavorites = pgTable(
  'car_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.carId] }),
    index('car_favorites_user_idx').on(t.userId, t.createdAt.desc()),
    index('car_favorites_car_idx').on(t.carId),
  ],
);

export { dateRange };
