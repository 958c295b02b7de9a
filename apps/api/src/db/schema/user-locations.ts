import { Prefecture } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/** Pickup locations (受け渡し場所) of car owners and facility providers. */
export const userLocations = pgTable(
  'user_locations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    prefecture: text('prefecture').notNull().$type<Prefecture>(),
    city: text('city').notNull(),
    addressLine: text('address_line').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_locations_user_idx').on(t.userId, t.createdAt),
    check('user_locations_prefecture_check', inValues(t.prefecture, Prefecture.values)),
    check('user_locations_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{3}-[0-9]{4}$'`),
  ],
);

export type UserLocationRow = typeof userLocations.$inferSelect;
