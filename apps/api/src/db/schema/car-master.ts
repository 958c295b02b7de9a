import { CarFacilityCategory } from '@kurumatabi/contract';
import { CarSizeClass, DoorCount, FuelType, PriceUnit, SteeringSide, Transmission } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { masterChecks, masterColumns } from './master-columns.js';

/** Car kinds (キャンピングカー, バンコン, 軽キャンパー, ミニバン…). */
export const carKinds = pgTable('car_kinds', { ...masterColumns(), isCampervan: boolean('is_campervan').notNull().default(false) }, (t) => [
  ...masterChecks('car_kinds', t),
  unique('car_kinds_name_unique').on(t.name),
]);

/** Equipment that comes with a car, grouped for the listing form. */
export const carBasicFacilities = pgTable(
  'car_basic_facilities',
  { ...masterColumns(), category: text('category').notNull().$type<CarFacilityCategory>() },
  (t) => [
    ...masterChecks('car_basic_facilities', t),
    unique('car_basic_facilities_name_unique').on(t.name),
    check('car_basic_facilities_category_check', inValues(t.category, CarFacilityCategory.values)),
  ],
);

/** Options a guest may add to a car reservation, with a suggested price. */
export const carAdditionalFacilities = pgTable(
  'car_additional_facilities',
  {
    ...masterColumns(),
    suggestedPrice: integer('suggested_price'),
    priceUnit: text('price_unit').notNull().$type<PriceUnit>(),
  },
  (t) => [
    ...masterChecks('car_additional_facilities', t),
    unique('car_additional_facilities_name_unique').on(t.name),
    check('car_additional_facilities_price_check', sql`${t.suggestedPrice} is null or ${t.suggestedPrice} >= 0`),
    check('car_additional_facilities_price_unit_check', inValues(t.priceUnit, PriceUnit.values)),
  ],
);

export const carRules = pgTable('car_rules', masterColumns(), (t) => [
  ...masterChecks('car_rules', t),
  unique('car_rules_name_unique').on(t.name),
]);

export const carManufacturers = pgTable(
  'car_manufacturers',
  {
    ...masterColumns(),
    englishName: text('english_name').notNull(),
    imported: boolean('imported').notNull().default(false),
  },
  (t) => [...masterChecks('car_manufacturers', t), unique('car_manufacturers_name_unique').on(t.name)],
);

export const carModels = pgTable(
  'car_models',
  {
    ...masterColumns(),
    carManufacturerId: text('car_manufacturer_id')
      .notNull()
      .references(() => carManufacturers.id),
  },
  (t) => [
    ...masterChecks('car_models', t),
    unique('car_models_manufacturer_name_unique').on(t.carManufacturerId, t.name),
    index('car_models_manufacturer_order_idx').on(t.carManufacturerId, t.displayOrder),
  ],
);

/**
 * The master's "cars per model" (spec §3): variants or grades of a model with the body facts a
 * listing starts from. Named variants so that `cars` stays the name of the listings.
 */
export const carVariants = pgTable(
  'car_variants',
  {
    ...masterColumns(),
    carModelId: text('car_model_id')
      .notNull()
      .references(() => carModels.id),
    carKindId: text('car_kind_id')
      .notNull()
      .references(() => carKinds.id),
    sizeClass: text('size_class').notNull().$type<CarSizeClass>(),
    doorCount: text('door_count').notNull().$type<DoorCount>(),
    steeringSide: text('steering_side').notNull().default('Right').$type<SteeringSide>(),
    transmission: text('transmission').notNull().default('Automatic').$type<Transmission>(),
    fuelType: text('fuel_type').notNull().$type<FuelType>(),
    seats: smallint('seats').notNull(),
    sleepingCapacity: smallint('sleeping_capacity').notNull().default(0),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    /** Usual equipment (car_basic_facilities ids), for prefilling; an array cannot carry foreign keys, the service drops unknown ids. */
    basicFacilityIds: text('basic_facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    ...masterChecks('car_variants', t),
    unique('car_variants_model_name_unique').on(t.carModelId, t.name),
    index('car_variants_model_order_idx').on(t.carModelId, t.displayOrder),
    index('car_variants_kind_idx').on(t.carKindId),
    check('car_variants_size_class_check', inValues(t.sizeClass, CarSizeClass.values)),
    check('car_variants_door_count_check', inValues(t.doorCount, DoorCount.values)),
    check('car_variants_steering_side_check', inValues(t.steeringSide, SteeringSide.values)),
    check('car_variants_transmission_check', inValues(t.transmission, Transmission.values)),
    check('car_variants_fuel_type_check', inValues(t.fuelType, FuelType.values)),
    check('car_variants_seats_check', sql`${t.seats} between 1 and 30`),
    check('car_variants_sleeping_capacity_check', sql`${t.sleepingCapacity} between 0 and 10`),
    check(
      'car_variants_dimensions_check',
      sql`coalesce(${t.lengthMm}, 1) > 0 and coalesce(${t.widthMm}, 1) > 0 and coalesce(${t.heightMm}, 1) > 0`,
    ),
  ],
);

export type CarKindRow = typeof carKinds.$inferSelect;
export type CarBasicFacilityRow = typeof carBasicFacilities.$inferSelect;
export type CarAdditionalFacilityRow = typeof carAdditionalFacilities.$inferSelect;
export type CarRuleRow = typeof carRules.$inferSelect;
export type CarManufacturerRow = typeof carManufacturers.$inferSelect;
export type CarModelRow = typeof carModels.$inferSelect;
export type CarVariantRow = typeof carVariants.$inferSelect;
