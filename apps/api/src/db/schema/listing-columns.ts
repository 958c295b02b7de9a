import { PublicationState, VerificationStatus } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/**
 * A PostgreSQL `datemultirange`, kept as its text form (`{[2026-12-01,2026-12-04)}`): the days a
 * listing cannot be booked (ADR 0015). Only SQL reads it; the API never parses it.
 */
export const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

/** The columns cars and spots share: owner, texts, photos, publication and verification, search. */
export function listingColumns() {
  return {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Public image ids in order; the first is the cover. */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    publicationState: text('publication_state').notNull().default('Unpublished').$type<PublicationState>(),
    verificationStatus: text('verification_status').notNull().default('Registered').$type<VerificationStatus>(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an operator verified or sent back (the SQL name predates ADR 0028). */
    decidedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When it was first listed (the "newest" sort); null until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Verified, published and the owner active: the one condition of every public query (ADR 0015). */
    listed: boolean('listed').notNull().default(false),
    /** Favourites now; the reservations issue adds its bookings. Higher is more popular. */
    popularity: integer('popularity').notNull().default(0),
    busy: dateMultirange('busy')
      .notNull()
      .default(sql`'{}'::datemultirange`),
    /** normalizeSearchText of title, description, model and place, for the trigram index. */
    searchText: text('search_text').notNull().default(''),
    /** shortGrams of searchText, for one- and two-character keywords. */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The public card and detail documents, rendered at every write (null while not listed). */
    cardJson: text('card_json'),
    detailJson: text('detail_json'),
    /**
     * The shape version of the kind's renderer that wrote the documents (CAR_DOCUMENT_VERSION, SPOT_DOCUMENT_VERSION);
     * the migrate step renders every older row again (ADR 0052).
     */
    documentVersion: integer('document_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export function listingChecks(table: string, t: { publicationState: PgColumn; verificationStatus: PgColumn; title: PgColumn }) {
  return [
    check(`${table}_publication_state_check`, inValues(t.publicationState, PublicationState.values)),
    check(`${table}_verification_status_check`, inValues(t.verificationStatus, VerificationStatus.values)),
    check(`${table}_title_check`, sql`length(btrim(${t.title})) > 0`),
  ];
}
