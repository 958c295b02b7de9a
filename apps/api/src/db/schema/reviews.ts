import type { ReviewAuthorRole } from '@kurumatabi/contract';
import type { Prefecture, Region, TargetKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.js';
import { reserves } from './reserves.js';
import { spots } from './spots.js';
import { users } from './users.js';

/** A review row's status; spec §4's NotRegistered is the absence of a row (ADR 0027). */
export type ReviewRowStatus = 'Pending' | 'Accepted' | 'Rejected';

/**
 * Reviews (ADR 0027, migration 0011, which holds the CHECKs and the partial indexes). One per
 * reservation and side: the guest's is about the car or spot (`subject_user_id` is the host), the
 * host's about the guest. The listing's place is copied at writing for the region filters; the
 * aspects' stars are stored in the order of the aspects of the author's side and the target kind.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reserveId: uuid('reserve_id')
      .notNull()
      .references(() => reserves.id),
    authorRole: text('author_role').notNull().$type<ReviewAuthorRole>(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id),
    targetKind: text('target_kind').notNull().$type<TargetKind>(),
    carId: uuid('car_id').references(() => cars.id),
    spotId: uuid('spot_id').references(() => spots.id),
    /** The listing's place when the review was written (null only if it had none then). */
    listingRegion: text('listing_region').$type<Region>(),
    listingPrefecture: text('listing_prefecture').$type<Prefecture>(),
    /** The month of the stay, `YYYY-MM` (what readers see instead of the dates). */
    stayedIn: text('stayed_in').notNull(),
    status: text('status').notNull().default('Pending').$type<ReviewRowStatus>(),
    overall: smallint('overall').notNull(),
    aspectScores: smallint('aspect_scores').array().notNull(),
    body: text('body').notNull(),
    /** Review texts are public, so stored masked always (ADR 0043); true when contact details were hidden. */
    bodyMasked: boolean('body_masked').notNull().default(false),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reply: text('reply'),
    replyMasked: boolean('reply_masked').notNull().default(false),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** When an operator last accepted or rejected it, and who. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id),
    /** Reports since the last look of an operator (accept-review answers them), and the latest one's time. */
    reportCount: integer('report_count').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** A keyed hash of the author's address and user agent when writing (ADR 0046): the review-ring queue compares them. */
    clientSignal: text('client_signal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_one_per_side').on(t.reserveId, t.authorRole),
    index('reviews_client_signal_idx')
      .on(t.clientSignal)
      .where(sql`client_signal is not null`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'review_reports_pkey', columns: [t.reviewId, t.reporterUserId] })],
);

/** One row per reservation whose reminder went out (the sweep's proof that it sends it once). */
export const reviewReminders = pgTable('review_reminders', {
  reserveId: uuid('reserve_id')
    .primaryKey()
    .references(() => reserves.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
