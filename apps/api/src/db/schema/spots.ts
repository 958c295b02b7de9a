import type { PriceUnit } from '@kurumatabi/contract/enums';
import { Prefecture, Region, SpotKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dateRange } from './cars.js';
import { inValues } from './enum-check.js';
import { listingChecks, listingColumns } from './listing-columns.js';
import { ratingColumns } from './rating-columns.js';
import { spotTypes } from './spot-master.js';
import { users } from './users.js';

export interface SpotOptionRow {
  additionalFacilityId: string;
  price: number;
  priceUnit: PriceUnit;
}

/** Spot listings (ADR 0015): a place to stay with a vehicle or an activity, with plans. */
export const spots = pgTable(
  'spots',
  {
    ...listingColumns(),
    spotTypeId: text('spot_type_id')
      .notNull()
      .references(() => spotTypes.id),
    spotKind: text('spot_kind').notNull().$type<SpotKind>(),
    postalCode: text('postal_code'),
    prefecture: text('prefecture').$type<Prefecture>(),
    region: text('region').$type<Region>(),
    city: text('city').notNull().default(''),
    addressLine: text('address_line').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    access: text('access').notNull().default(''),
    basicFacilityIds: text('basic_facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    options: jsonb('options').notNull().$type<SpotOptionRow[]>().default([]),
    surroundingFacilityIds: text('surrounding_facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ruleIds: text('rule_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The cheapest current plan's price and unit, and the largest group a plan takes (for search). */
    priceFrom: integer('price_from'),
    priceFromUnit: text('price_from_unit').$type<'Oneshot' | 'PerDay'>(),
    maxPeople: smallint('max_people'),
    ...ratingColumns(),
  },
  (t) => [
    ...listingChecks('spots', t),
    check('spots_spot_kind_check', inValues(t.spotKind, SpotKind.values)),
    check('spots_prefecture_check', sql`${t.prefecture} is null or ${inValues(t.prefecture, Prefecture.values)}`),
    check('spots_region_check', sql`${t.region} is null or ${inValues(t.region, Region.values)}`),
    check(
      'spots_listed_check',
      sql`not ${t.listed} or (${t.prefecture} is not null and ${t.priceFrom} is not null and ${t.cardJson} is not null)`,
    ),
    index('spots_owner_idx').on(t.ownerUserId, t.updatedAt.desc()),
    index('spots_review_idx').on(t.verificationStatus, t.submittedAt),
    // The sort indexes also INCLUDE the filter columns in migration 0003 (drizzle cannot declare INCLUDE).
    index('spots_popular_idx')
      .on(t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('spots_pref_popular_idx')
      .on(t.prefecture, t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('spots_region_popular_idx')
      .on(t.region, t.popularity.desc(), t.id)
      .where(sql`listed`),
    index('spots_price_idx')
      .on(t.priceFrom, t.id)
      .where(sql`listed`),
    index('spots_pref_price_idx')
      .on(t.prefecture, t.priceFrom, t.id)
      .where(sql`listed`),
    index('spots_newest_idx')
      .on(t.publishedAt.desc(), t.id)
      .where(sql`listed`),
    index('spots_facilities_idx')
      .using('gin', t.basicFacilityIds)
      .where(sql`listed`),
    index('spots_search_text_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`listed`),
    index('spots_search_grams_idx')
      .using('gin', t.searchGrams)
      .where(sql`listed`),
  ],
);

export type SpotRow = typeof spots.$inferSelect;

/** The plans of a spot. A plan removed by its provider is withdrawn (kept for reservations), not deleted. */
export const spotPlans = pgTable(
  'spot_plans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    priceUnit: text('price_unit').notNull().$type<'Oneshot' | 'PerDay'>(),
    capacityPerDay: integer('capacity_per_day').notNull(),
    maxPeople: smallint('max_people').notNull(),
    checkInTime: text('check_in_time'),
    checkOutTime: text('check_out_time'),
    durationMinutes: integer('duration_minutes'),
    position: smallint('position').notNull().default(0),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_plans_spot_idx').on(t.spotId, t.position),
    check('spot_plans_price_unit_check', inValues(t.priceUnit, ['Oneshot', 'PerDay'])),
    check('spot_plans_numbers_check', sql`${t.price} > 0 and ${t.capacityPerDay} > 0 and ${t.maxPeople} > 0`),
  ],
);

export type SpotPlanRow = typeof spotPlans.$inferSelect;

export const spotUnavailablePeriods = pgTable(
  'spot_unavailable_periods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    period: dateRange('period').notNull(),
    /** The import feed whose event blocks these days (ADR 0057, foreign key in migration 0033); null for the provider's own. */
    feedId: uuid('feed_id'),
  },
  (t) => [index('spot_unavailable_periods_spot_idx').on(t.spotId)],
);

export const spotFavorites = pgTable(
  'spot_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.spotId] }),
    index('spot_favorites_user_idx').on(t.userId, t.createdAt.desc()),
    index('spot_favorites_spot_idx').on(t.spotId),
  ],
);
