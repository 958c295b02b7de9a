import { ListingRevisionStatus } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.js';
import { inValues } from './enum-check.js';
import { spots } from './spots.js';
import { users } from './users.js';

/**
 * Changes of material fields to a verified car or spot, held for an operator's verification while the
 * approved values stay public (ADR 0023). `changes` holds the new values of the material columns
 * that differ from the listing's row (for spots also `plans`, the whole list as it will be). At
 * most one revision per listing is Pending; a newer save supersedes it.
 */
export const listingRevisions = pgTable(
  'listing_revisions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    spotId: uuid('spot_id').references(() => spots.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('Pending').$type<ListingRevisionStatus>(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('listing_revisions_one_listing', sql`num_nonnulls(${t.carId}, ${t.spotId}) = 1`),
    check('listing_revisions_status', inValues(t.status, ListingRevisionStatus.values)),
    uniqueIndex('listing_revisions_pending_car')
      .on(t.carId)
      .where(sql`${t.status} = 'Pending'`),
    uniqueIndex('listing_revisions_pending_spot')
      .on(t.spotId)
      .where(sql`${t.status} = 'Pending'`),
    index('listing_revisions_car_idx').on(t.carId, t.submittedAt),
    index('listing_revisions_spot_idx').on(t.spotId, t.submittedAt),
    index('listing_revisions_queue_idx').on(t.status, t.submittedAt, t.id),
  ],
);

export type ListingRevisionRow = typeof listingRevisions.$inferSelect;
