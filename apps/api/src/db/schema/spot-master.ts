import { PriceUnit, SpotKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { masterChecks, masterColumns } from './master-columns.js';

/** Spot types (RVパーク, オートキャンプ場, 農園・収穫体験…), each a place to stay (Land) or an activity. */
export const spotTypes = pgTable('spot_types', { ...masterColumns(), spotKind: text('spot_kind').notNull().$type<SpotKind>() }, (t) => [
  ...masterChecks('spot_types', t),
  unique('spot_types_name_unique').on(t.name),
  check('spot_types_spot_kind_check', inValues(t.spotKind, SpotKind.values)),
]);

export const spotBasicFacilities = pgTable('spot_basic_facilities', masterColumns(), (t) => [
  ...masterChecks('spot_basic_facilities', t),
  unique('spot_basic_facilities_name_unique').on(t.name),
]);

/** What a guest may add at a spot, usually for a fee, with a suggested price. */
export const spotAdditionalFacilities = pgTable(
  'spot_additional_facilities',
  {
    ...masterColumns(),
    suggestedPrice: integer('suggested_price'),
    priceUnit: text('price_unit').notNull().$type<PriceUnit>(),
  },
  (t) => [
    ...masterChecks('spot_additional_facilities', t),
    unique('spot_additional_facilities_name_unique').on(t.name),
    check('spot_additional_facilities_price_check', sql`${t.suggestedPrice} is null or ${t.suggestedPrice} >= 0`),
    check('spot_additional_facilities_price_unit_check', inValues(t.priceUnit, PriceUnit.values)),
  ],
);

export const spotSurroundingFacilities = pgTable('spot_surrounding_facilities', masterColumns(), (t) => [
  ...masterChecks('spot_surrounding_facilities', t),
  unique('spot_surrounding_facilities_name_unique').on(t.name),
]);

export const spotRules = pgTable('spot_rules', masterColumns(), (t) => [
  ...masterChecks('spot_rules', t),
  unique('spot_rules_name_unique').on(t.name),
]);

export type SpotTypeRow = typeof spotTypes.$inferSelect;
export type SpotBasicFacilityRow = typeof spotBasicFacilities.$inferSelect;
export type SpotAdditionalFacilityRow = typeof spotAdditionalFacilities.$inferSelect;
export type SpotSurroundingFacilityRow = typeof spotSurroundingFacilities.$inferSelect;
export type SpotRuleRow = typeof spotRules.$inferSelect;
