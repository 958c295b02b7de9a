import type { AvailabilityRulesInput, PricingRulesInput } from '@kurumatabi/contract/host-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { cars } from './cars.js';
import { reserves } from './reserves.js';
import { spotPlans } from './spots.js';
import { users } from './users.js';

/**
 * A host's rules (issue 36, migration 0034). A row names exactly one car or one spot plan (a CHECK). The
 * availability rules are stored without their lengths: a car's stay in `cars.min_days` / `max_days` (one source for
 * the listing form, the search and the quote), a spot plan's in `min_length` / `max_length` here.
 */
export type StoredAvailability = Omit<AvailabilityRulesInput, 'minLength' | 'maxLength'>;
/** Pricing as stored: rules saved before delivery bands existed (issue 36) have no `deliveryBands`. */
export type StoredPricing = Omit<PricingRulesInput, 'deliveryBands'> & Partial<Pick<PricingRulesInput, 'deliveryBands'>>;

export const listingRules = pgTable(
  'listing_rules',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    spotPlanId: uuid('spot_plan_id').references(() => spotPlans.id, { onDelete: 'cascade' }),
    availability: jsonb('availability').notNull().$type<StoredAvailability>(),
    pricing: jsonb('pricing').notNull().$type<StoredPricing>(),
    minLength: smallint('min_length'),
    maxLength: smallint('max_length'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_rules_one_listing', sql`num_nonnulls(${t.carId}, ${t.spotPlanId}) = 1`),
    check(
      'listing_rules_length_check',
      sql`(${t.carId} is not null and ${t.minLength} is null and ${t.maxLength} is null) or (${t.spotPlanId} is not null and ${t.minLength} >= 1 and ${t.maxLength} >= ${t.minLength})`,
    ),
    uniqueIndex('listing_rules_car_idx')
      .on(t.carId)
      .where(sql`car_id is not null`),
    uniqueIndex('listing_rules_spot_plan_idx')
      .on(t.spotPlanId)
      .where(sql`spot_plan_id is not null`),
  ],
);

export type ListingRulesRow = typeof listingRules.$inferSelect;

/** A coupon: a host's (`owner_user_id`, good for the host's listings) or the marketplace's (owner null). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    discountKind: text('discount_kind').notNull().$type<'Percent' | 'Yen'>(),
    discountValue: integer('discount_value').notNull(),
    minLength: smallint('min_length').notNull(),
    stayFrom: date('stay_from'),
    stayTo: date('stay_to'),
    /** The last Japan day it may be used. */
    expiresOn: date('expires_on').notNull(),
    totalCap: integer('total_cap'),
    perGuestCap: integer('per_guest_cap'),
    combinesWithLongStay: boolean('combines_with_long_stay').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'coupons_discount_check',
      sql`(${t.discountKind} = 'Percent' and ${t.discountValue} between 1 and 100) or (${t.discountKind} = 'Yen' and ${t.discountValue} >= 1)`,
    ),
    check(
      'coupons_stay_check',
      sql`num_nonnulls(${t.stayFrom}, ${t.stayTo}) <> 1 and (${t.stayFrom} is null or ${t.stayFrom} <= ${t.stayTo})`,
    ),
    check('coupons_caps_check', sql`(${t.totalCap} is null or ${t.totalCap} >= 1) and (${t.perGuestCap} is null or ${t.perGuestCap} >= 1)`),
    uniqueIndex('coupons_code_idx').on(t.code),
    index('coupons_owner_idx').on(t.ownerUserId, t.createdAt),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/** One reservation's use of a coupon, taken under the coupon's row lock (the caps are counted here). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id, { onDelete: 'cascade' }),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'coupon_redemptions_pk', columns: [t.reserveId] }),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.guestUserId),
  ],
);
