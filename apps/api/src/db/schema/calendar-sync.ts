import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars, dateRange } from './cars.js';
import { spotPlans, spots } from './spots.js';

/**
 * Calendar sync (ADR 0057, migration 0033). Each table names its listing by exactly one of `car_id` and `spot_id`
 * (a CHECK in the migration). The days a feed blocks are rows of `car_unavailable_periods` and
 * `spot_unavailable_periods` with its `feed_id`.
 */

/** A listing's secret export address: `/calendar/<token>.ics`. Rotating replaces the row, so the old token is 404. */
export const calendarExports = pgTable(
  'calendar_exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id').references(() => spots.id, { onDelete: 'cascade' }),
    /** A spot plan's own feed (migration 0040): exactly one of car, spot and plan is set. */
    spotPlanId: uuid('spot_plan_id').references(() => spotPlans.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_exports_token_idx').on(t.token),
    uniqueIndex('calendar_exports_car_idx')
      .on(t.carId)
      .where(sql`car_id is not null`),
    uniqueIndex('calendar_exports_spot_idx')
      .on(t.spotId)
      .where(sql`spot_id is not null`),
    uniqueIndex('calendar_exports_plan_idx')
      .on(t.spotPlanId)
      .where(sql`spot_plan_id is not null`),
  ],
);

/** Another platform's feed a listing imports, with the state of its last read. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id').references(() => spots.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
    /** Where the host listed it: the order of the list, and of precedence where two feeds block the same day. */
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The validators of the last read, sent back so that an unchanged feed answers 304. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the poll reads it next (every 15 minutes with jitter). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    /** The overlaps with reservations the host has been told of: a notice goes out for a day only once. */
    notifiedOverlaps: date('notified_overlaps')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('calendar_feeds_car_url_idx')
      .on(t.carId, t.url)
      .where(sql`car_id is not null`),
    uniqueIndex('calendar_feeds_spot_url_idx')
      .on(t.spotId, t.url)
      .where(sql`spot_id is not null`),
    index('calendar_feeds_due_idx').on(t.nextSyncAt),
  ],
);

/** A feed's events as last read: one row per UID, the Japan days it covers as a half-open range. */
export const calendarFeedEvents = pgTable(
  'calendar_feed_events',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    period: dateRange('period').notNull(),
  },
  (t) => [primaryKey({ name: 'calendar_feed_events_pk', columns: [t.feedId, t.uid] })],
);

/** When a host last pressed 「今すぐ同期」 for a listing (at most once a minute, on every replica). */
export const calendarSyncRequests = pgTable(
  'calendar_sync_requests',
  {
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id').references(() => spots.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('calendar_sync_requests_car_idx')
      .on(t.carId)
      .where(sql`car_id is not null`),
    uniqueIndex('calendar_sync_requests_spot_idx')
      .on(t.spotId)
      .where(sql`spot_id is not null`),
  ],
);
